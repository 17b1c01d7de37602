/**
 * The `mutate` endpoint's language: `create`, `createOrReplace`,
 * `createIfNotExists`, `patch` (Sanity's patch language, through
 * `@sanity/mutator`, the implementation the Studio applies to its own
 * optimistic copy) and `delete`, by id or by GROQ query. Mutations are staged
 * on a transaction (store.ts), which the caller commits whole or drops: a
 * transaction applies all of its mutations or none of them.
 */
import { randomUUID } from 'node:crypto';
import { Mutation } from '@sanity/mutator';
import type { SanityDocument } from '@vitrine/schemas/dataset';
import { lakeError, mutationError, type ApiError, type MutationErrorItem } from './errors';
import type { Transaction } from './store';

export type MutationOperation = 'create' | 'update' | 'delete' | 'none';

export interface MutationResult {
  id: string;
  operation: MutationOperation;
  document?: SanityDocument;
}

const KINDS = ['create', 'createOrReplace', 'createIfNotExists', 'patch', 'delete'] as const;
type Kind = (typeof KINDS)[number];
const PERMISSION: Record<Kind, string> = {
  create: 'create',
  createOrReplace: 'create',
  createIfNotExists: 'create',
  patch: 'update',
  delete: 'delete',
};
/** Sanity's patch operations, and what selects the documents a patch applies to. */
const PATCH_OPERATIONS = new Set(['set', 'setIfMissing', 'unset', 'inc', 'dec', 'insert', 'diffMatchPatch']);
const PATCH_SELECTORS = new Set(['id', 'query', 'params', 'ifRevisionID']);
const DOCUMENT_ID = /^[A-Za-z0-9_.][A-Za-z0-9_.-]{0,127}$/;

/** One mutation's failure; the transaction turns it into a `mutationError` item. */
export class ItemFailure extends Error {
  override name = 'ItemFailure';
  readonly status: number;
  readonly detail: MutationErrorItem['error'];

  constructor(status: number, type: string, description: string, extra: Record<string, unknown> = {}) {
    super(description);
    this.status = status;
    this.detail = { description, type, ...extra };
  }
}

/** The 403 an unauthenticated transaction gets: one item per mutation, naming the permission it lacks. */
export function insufficientPermissions(mutations: unknown[]): ApiError {
  const items = mutations.map((mutation, index) => {
    const permission = PERMISSION[kindOf(mutation)?.kind ?? 'create'];
    return {
      error: {
        description: `Insufficient permissions; permission "${permission}" required`,
        permission,
        type: 'insufficientPermissionsError',
      },
      index,
    };
  });
  return mutationError(403, items);
}

/** Stages `mutations` on `tx`, in order; the first that fails throws the transaction's `mutationError`. */
export async function applyMutations(tx: Transaction, mutations: unknown[]): Promise<MutationResult[]> {
  if (!Array.isArray(mutations) || mutations.length === 0) {
    throw lakeError(400, 'httpBadRequest', 'The request body needs a non-empty "mutations" array');
  }
  const results: MutationResult[] = [];
  for (const [index, mutation] of mutations.entries()) {
    try {
      results.push(...(await applyOne(tx, mutation)));
    } catch (failure) {
      if (failure instanceof ItemFailure) throw mutationError(failure.status, [{ error: failure.detail, index }]);
      throw failure;
    }
  }
  return results;
}

function kindOf(mutation: unknown): { kind: Kind; body: unknown } | null {
  if (typeof mutation !== 'object' || mutation === null) return null;
  const keys = Object.keys(mutation);
  const kind = KINDS.find((candidate) => keys.length === 1 && keys[0] === candidate);
  return kind ? { kind, body: (mutation as Record<string, unknown>)[kind] } : null;
}

async function applyOne(tx: Transaction, mutation: unknown): Promise<MutationResult[]> {
  const parsed = kindOf(mutation);
  if (!parsed) {
    throw new ItemFailure(
      400,
      'invalidMutationError',
      `A mutation must have exactly one of ${KINDS.join(', ')}; got ${JSON.stringify(mutation)}`,
    );
  }
  const { kind, body } = parsed;
  if (typeof body !== 'object' || body === null || Array.isArray(body)) {
    throw new ItemFailure(400, 'invalidMutationError', `"${kind}" needs an object`);
  }
  const input = body as Record<string, unknown>;
  switch (kind) {
    case 'create':
    case 'createOrReplace':
    case 'createIfNotExists':
      return [write(tx, kind, input)];
    case 'patch':
      return patch(tx, input);
    case 'delete':
      return remove(tx, input);
  }
}

/** Checks an id the way the API does: 400 `invalidDocumentIdError` for a malformed one. */
export function checkedId(id: unknown, what: string): string {
  if (typeof id !== 'string') throw new ItemFailure(400, 'invalidDocumentError', `${what}: needs a string "_id"`);
  if (!DOCUMENT_ID.test(id))
    throw new ItemFailure(400, 'invalidDocumentIdError', `Malformed document ID: "${id}"`, { id });
  return id;
}

function write(tx: Transaction, kind: Kind, input: Record<string, unknown>): MutationResult {
  if (typeof input._type !== 'string' || input._type === '') {
    throw new ItemFailure(400, 'invalidDocumentError', `${kind}: the document needs a string "_type"`);
  }
  let id = input._id;
  if (kind === 'create' && (id === undefined || (typeof id === 'string' && id.endsWith('.')))) {
    id = `${id ?? ''}${randomUUID()}`;
  }
  checkedId(id, kind);
  const existing = tx.get(id as string);
  if (existing && kind === 'create') {
    throw new ItemFailure(409, 'documentAlreadyExistsError', `Document by ID "${String(id)}" already exists`, { id });
  }
  if (existing && kind === 'createIfNotExists') return { id: existing._id, operation: 'none', document: existing };
  const document = tx.put({ ...structuredClone(input), _id: id as string, _type: input._type });
  return { id: document._id, operation: existing ? 'update' : 'create', document };
}

async function patch(tx: Transaction, input: Record<string, unknown>): Promise<MutationResult[]> {
  const unsupported = Object.keys(input).filter((key) => !PATCH_OPERATIONS.has(key) && !PATCH_SELECTORS.has(key));
  if (unsupported.length > 0) {
    throw new ItemFailure(400, 'invalidPatchError', `Unknown patch operation(s): ${unsupported.join(', ')}`);
  }
  const targets = await select(tx, input, 'patch');
  const operations = Object.fromEntries(Object.entries(input).filter(([key]) => PATCH_OPERATIONS.has(key)));
  return targets.map((target) => {
    if (typeof input.ifRevisionID === 'string' && input.ifRevisionID !== target._rev) {
      throw new ItemFailure(
        409,
        'conflictError',
        `Document "${target._id}" has revision ID "${String(target._rev)}", expected "${input.ifRevisionID}"`,
        { id: target._id },
      );
    }
    const document = tx.put(applyPatch(target, operations));
    return { id: document._id, operation: 'update' as const, document };
  });
}

/** One patch (`set`, `unset`, `insert`, `diffMatchPatch`…) applied to a copy of `target`. */
export function applyPatch(target: SanityDocument, operations: Record<string, unknown>): SanityDocument {
  let next: SanityDocument | null;
  try {
    const mutation = new Mutation({ mutations: [{ patch: { ...structuredClone(operations), id: target._id } }] });
    next = mutation.apply(structuredClone(target)) as SanityDocument | null;
  } catch (cause) {
    throw new ItemFailure(
      400,
      'invalidPatchError',
      `Cannot patch "${target._id}": ${cause instanceof Error ? cause.message : String(cause)}`,
    );
  }
  if (!next || next._id !== target._id || typeof next._type !== 'string') {
    throw new ItemFailure(400, 'invalidPatchError', `A patch cannot change or remove _id or _type of "${target._id}"`);
  }
  return next;
}

async function remove(tx: Transaction, input: Record<string, unknown>): Promise<MutationResult[]> {
  if (typeof input.id === 'string') {
    // Deleting a document that does not exist succeeds, as the API documents.
    const existing = tx.get(input.id);
    tx.remove(input.id);
    return [{ id: input.id, operation: 'delete', ...(existing ? { document: existing } : {}) }];
  }
  const targets = await select(tx, input, 'delete');
  return targets.map((target) => {
    tx.remove(target._id);
    return { id: target._id, operation: 'delete' as const, document: target };
  });
}

/** The documents a patch or delete addresses: one `id`, or every document a GROQ `query` returns. */
async function select(tx: Transaction, input: Record<string, unknown>, kind: string): Promise<SanityDocument[]> {
  if (typeof input.id === 'string') {
    const target = tx.get(input.id);
    if (!target)
      throw new ItemFailure(404, 'documentNotFoundError', `Document "${input.id}" not found`, { id: input.id });
    return [target];
  }
  if (typeof input.query !== 'string')
    throw new ItemFailure(400, 'invalidMutationError', `${kind} needs an "id" or a "query"`);
  const params = (typeof input.params === 'object' && input.params !== null ? input.params : {}) as Record<
    string,
    unknown
  >;
  let found: unknown;
  try {
    found = await tx.query(input.query, params);
  } catch (cause) {
    throw new ItemFailure(
      400,
      'queryParseError',
      `${kind} query: ${cause instanceof Error ? cause.message : String(cause)}`,
    );
  }
  const list = Array.isArray(found) ? found : found === null ? [] : [found];
  return list.flatMap((item) => {
    const id = typeof item === 'object' && item !== null ? (item as { _id?: unknown })._id : undefined;
    const target = typeof id === 'string' ? tx.get(id) : undefined;
    return target ? [target] : [];
  });
}
