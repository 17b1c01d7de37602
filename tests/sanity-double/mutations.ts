/**
 * The mutation side of the double: `create`, `createOrReplace`,
 * `createIfNotExists`, `patch` (`set`, `setIfMissing`, `unset`, `inc`, `dec`
 * on plain dotted paths) and `delete`, by id or by GROQ query. A transaction
 * applies all of its mutations or none of them, as the Content Lake does.
 */
import { randomBytes, randomUUID } from 'node:crypto';
import { evaluate, parse } from 'groq-js';
import type { SanityDocument } from '@vitrine/schemas/dataset';
import { lakeError, mutationError, type ApiError, type MutationErrorItem } from './errors.ts';

export type MutationOperation = 'create' | 'update' | 'delete' | 'none';

export interface MutationResult {
  id: string;
  operation: MutationOperation;
  document?: SanityDocument;
}

export interface TransactionOutcome {
  /** The dataset after the transaction (unchanged by a dry run). */
  documents: SanityDocument[];
  results: MutationResult[];
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
const PATCH_OPERATIONS = new Set([
  'id',
  'query',
  'params',
  'ifRevisionID',
  'set',
  'setIfMissing',
  'unset',
  'inc',
  'dec',
]);
const DOCUMENT_ID = /^[A-Za-z0-9_.][A-Za-z0-9_.-]{0,127}$/;
const PLAIN_PATH = /^[A-Za-z_][A-Za-z0-9_]*(\.[A-Za-z_][A-Za-z0-9_]*)*$/;

/** One mutation's failure; the transaction turns it into a `mutationError` item. */
class ItemFailure extends Error {
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

export async function applyMutations(
  documents: SanityDocument[],
  mutations: unknown[],
  now: Date = new Date(),
): Promise<TransactionOutcome> {
  if (!Array.isArray(mutations) || mutations.length === 0) {
    throw lakeError(400, 'httpBadRequest', 'The request body needs a non-empty "mutations" array');
  }
  const store = new Map(documents.map((doc) => [doc._id, structuredClone(doc)]));
  const results: MutationResult[] = [];
  for (const [index, mutation] of mutations.entries()) {
    try {
      results.push(...(await applyOne(store, mutation, now)));
    } catch (failure) {
      if (failure instanceof ItemFailure) throw mutationError(failure.status, [{ error: failure.detail, index }]);
      throw failure;
    }
  }
  return { documents: [...store.values()], results };
}

function kindOf(mutation: unknown): { kind: Kind; body: unknown } | null {
  if (typeof mutation !== 'object' || mutation === null) return null;
  const keys = Object.keys(mutation);
  const kind = KINDS.find((candidate) => keys.length === 1 && keys[0] === candidate);
  return kind ? { kind, body: (mutation as Record<string, unknown>)[kind] } : null;
}

async function applyOne(store: Map<string, SanityDocument>, mutation: unknown, now: Date): Promise<MutationResult[]> {
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
      return [write(store, kind, input, now)];
    case 'patch':
      return patch(store, input, now);
    case 'delete':
      return remove(store, input);
  }
}

function write(
  store: Map<string, SanityDocument>,
  kind: Kind,
  input: Record<string, unknown>,
  now: Date,
): MutationResult {
  if (typeof input._type !== 'string' || input._type === '') {
    throw new ItemFailure(400, 'invalidDocumentError', `${kind}: the document needs a string "_type"`);
  }
  let id = input._id;
  if (kind === 'create' && (id === undefined || (typeof id === 'string' && id.endsWith('.')))) {
    id = `${id ?? ''}${randomUUID()}`;
  }
  if (typeof id !== 'string')
    throw new ItemFailure(400, 'invalidDocumentError', `${kind}: the document needs a string "_id"`);
  if (!DOCUMENT_ID.test(id))
    throw new ItemFailure(400, 'invalidDocumentIdError', `Malformed document ID: "${id}"`, { id });

  const existing = store.get(id);
  if (existing && kind === 'create') {
    throw new ItemFailure(409, 'documentAlreadyExistsError', `Document by ID "${id}" already exists`, { id });
  }
  if (existing && kind === 'createIfNotExists') return { id, operation: 'none', document: structuredClone(existing) };

  const timestamp = now.toISOString();
  const document: SanityDocument = {
    ...structuredClone(input),
    _id: id,
    _type: input._type,
    _createdAt: existing?._createdAt ?? input._createdAt ?? timestamp,
    _updatedAt: timestamp,
    _rev: revision(),
  };
  store.set(id, document);
  return { id, operation: existing ? 'update' : 'create', document: structuredClone(document) };
}

async function patch(
  store: Map<string, SanityDocument>,
  input: Record<string, unknown>,
  now: Date,
): Promise<MutationResult[]> {
  const unsupported = Object.keys(input).filter((key) => !PATCH_OPERATIONS.has(key));
  if (unsupported.length > 0) {
    throw new ItemFailure(
      400,
      'unsupportedPatchError',
      `The Sanity double does not support patch operation(s) ${unsupported.join(', ')}`,
    );
  }
  const targets = await select(store, input, 'patch');
  return targets.map((target) => {
    if (typeof input.ifRevisionID === 'string' && input.ifRevisionID !== target._rev) {
      throw new ItemFailure(
        409,
        'conflictError',
        `Document "${target._id}" has revision ID "${String(target._rev)}", expected "${input.ifRevisionID}"`,
        {
          id: target._id,
        },
      );
    }
    const next = structuredClone(target);
    for (const [path, value] of entries(input.set, 'set')) setPath(next, path, structuredClone(value));
    for (const [path, value] of entries(input.setIfMissing, 'setIfMissing')) {
      if (getPath(next, path) === undefined) setPath(next, path, structuredClone(value));
    }
    for (const path of paths(input.unset)) unsetPath(next, path);
    for (const [path, amount] of entries(input.inc, 'inc')) addTo(next, path, amount, 1);
    for (const [path, amount] of entries(input.dec, 'dec')) addTo(next, path, amount, -1);
    if (next._id !== target._id)
      throw new ItemFailure(400, 'invalidPatchError', `Cannot change _id of "${target._id}"`);
    next._updatedAt = now.toISOString();
    next._rev = revision();
    store.set(next._id, next);
    return { id: next._id, operation: 'update' as const, document: structuredClone(next) };
  });
}

async function remove(store: Map<string, SanityDocument>, input: Record<string, unknown>): Promise<MutationResult[]> {
  if (typeof input.id === 'string') {
    // Deleting a document that does not exist succeeds, as the API documents.
    const existing = store.get(input.id);
    store.delete(input.id);
    return [{ id: input.id, operation: 'delete', ...(existing ? { document: existing } : {}) }];
  }
  const targets = await select(store, input, 'delete');
  return targets.map((target) => {
    store.delete(target._id);
    return { id: target._id, operation: 'delete' as const, document: target };
  });
}

/** The documents a patch or delete addresses: one `id`, or every document a GROQ `query` returns. */
async function select(
  store: Map<string, SanityDocument>,
  input: Record<string, unknown>,
  kind: string,
): Promise<SanityDocument[]> {
  if (typeof input.id === 'string') {
    const target = store.get(input.id);
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
    const value = await evaluate(parse(input.query, { params }), { dataset: [...store.values()], params });
    found = await value.get();
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
    const target = typeof id === 'string' ? store.get(id) : undefined;
    return target ? [target] : [];
  });
}

function entries(value: unknown, operation: string): [string, unknown][] {
  if (value === undefined) return [];
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    throw new ItemFailure(400, 'invalidPatchError', `patch.${operation} needs an object of path → value`);
  }
  return Object.entries(value).map(([path, item]) => [checkedPath(path), item]);
}

function paths(value: unknown): string[] {
  if (value === undefined) return [];
  if (!Array.isArray(value) || !value.every((path) => typeof path === 'string')) {
    throw new ItemFailure(400, 'invalidPatchError', 'patch.unset needs an array of paths');
  }
  return value.map(checkedPath);
}

function checkedPath(path: string): string {
  if (!PLAIN_PATH.test(path)) {
    throw new ItemFailure(
      400,
      'unsupportedPatchError',
      `The Sanity double patches plain dotted paths only (a.b.c), not "${path}"`,
    );
  }
  return path;
}

function getPath(doc: Record<string, unknown>, path: string): unknown {
  let current: unknown = doc;
  for (const key of path.split('.')) {
    if (typeof current !== 'object' || current === null) return undefined;
    current = (current as Record<string, unknown>)[key];
  }
  return current;
}

function setPath(doc: Record<string, unknown>, path: string, value: unknown): void {
  const keys = path.split('.');
  const last = keys.pop() as string;
  let current = doc;
  for (const key of keys) {
    const next = current[key];
    if (next === undefined) current[key] = {};
    else if (typeof next !== 'object' || next === null || Array.isArray(next)) {
      throw new ItemFailure(400, 'invalidPatchError', `Cannot set "${path}": "${key}" is not an object`);
    }
    current = current[key] as Record<string, unknown>;
  }
  current[last] = value;
}

function unsetPath(doc: Record<string, unknown>, path: string): void {
  const keys = path.split('.');
  const last = keys.pop() as string;
  const parent = keys.length === 0 ? doc : getPath(doc, keys.join('.'));
  if (typeof parent === 'object' && parent !== null) delete (parent as Record<string, unknown>)[last];
}

function addTo(doc: Record<string, unknown>, path: string, amount: unknown, sign: 1 | -1): void {
  const current = getPath(doc, path);
  if (current === undefined) return; // inc/dec leave a missing field alone; setIfMissing first.
  if (typeof current !== 'number' || typeof amount !== 'number') {
    throw new ItemFailure(
      400,
      'invalidPatchError',
      `Cannot inc/dec "${path}": both the field and the amount must be numbers`,
    );
  }
  setPath(doc, path, current + sign * amount);
}

function revision(): string {
  return randomBytes(16).toString('base64url').slice(0, 22);
}
