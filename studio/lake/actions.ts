/**
 * The Actions API (`POST /data/actions/<dataset>`), through which the Studio
 * creates, edits, publishes, unpublishes, discards and deletes: each action is
 * staged on the transaction as the documents it writes, so the listeners see
 * the same events as for the mutations they stand for.
 *
 * Releases (`sanity.action.document.version.*`, `sanity.action.release.*`)
 * are refused with a 400 naming the action: the local Content Lake has no
 * content releases.
 */
import { isDraftId, publishedId as publishedIdOf, type SanityDocument } from '@vitrine/schemas/dataset';
import { mutationError } from './errors';
import { applyPatch, checkedId, ItemFailure } from './mutations';
import type { Transaction } from './store';

const DRAFTS = 'drafts.';

type Action = Record<string, unknown> & { actionType: string };

/** Stages `actions` on `tx`, in order; the first that fails throws the transaction's error. */
export function applyActions(tx: Transaction, actions: unknown): void {
  if (!Array.isArray(actions) || actions.length === 0) {
    throw mutationError(400, [
      {
        error: { type: 'invalidActionError', description: 'The request body needs a non-empty "actions" array' },
        index: 0,
      },
    ]);
  }
  actions.forEach((action, index) => {
    try {
      applyOne(tx, action);
    } catch (failure) {
      if (failure instanceof ItemFailure) throw mutationError(failure.status, [{ error: failure.detail, index }]);
      throw failure;
    }
  });
}

function applyOne(tx: Transaction, input: unknown): void {
  if (typeof input !== 'object' || input === null || typeof (input as Action).actionType !== 'string') {
    throw new ItemFailure(400, 'invalidActionError', `An action needs an "actionType"; got ${JSON.stringify(input)}`);
  }
  const action = input as Action;
  switch (action.actionType) {
    case 'sanity.action.document.create':
      return create(tx, action);
    case 'sanity.action.document.edit':
      return edit(tx, action);
    case 'sanity.action.document.publish':
      return publish(tx, action);
    case 'sanity.action.document.unpublish':
      return unpublish(tx, action);
    case 'sanity.action.document.discard':
      return discard(tx, action);
    case 'sanity.action.document.delete':
      return remove(tx, action);
    case 'sanity.action.document.replaceDraft':
      return replaceDraft(tx, action);
    default:
      throw new ItemFailure(
        400,
        'unsupportedActionError',
        `The local Content Lake does not support "${action.actionType}" (content releases and versions need a Sanity project)`,
      );
  }
}

/** The `publishedId` of an action, and its draft's id (the given `draftId`, checked, or `drafts.<id>`). */
function ids(action: Action): { published: string; draft: string } {
  const published = checkedId(action.publishedId, action.actionType);
  if (isDraftId(published)) {
    throw new ItemFailure(400, 'invalidDocumentIdError', `"publishedId" must not be a draft id: "${published}"`);
  }
  const draft = action.draftId === undefined ? `${DRAFTS}${published}` : checkedId(action.draftId, action.actionType);
  if (draft !== `${DRAFTS}${published}`) {
    throw new ItemFailure(400, 'invalidDocumentIdError', `"draftId" must be "${DRAFTS}${published}", not "${draft}"`);
  }
  return { published, draft };
}

function attributes(action: Action): SanityDocument {
  const value = action.attributes;
  if (typeof value !== 'object' || value === null || typeof (value as SanityDocument)._type !== 'string') {
    throw new ItemFailure(400, 'invalidDocumentError', `${action.actionType}: "attributes" needs a "_type"`);
  }
  return structuredClone(value) as SanityDocument;
}

function create(tx: Transaction, action: Action): void {
  const { published } = ids(action);
  const document = attributes(action);
  const id = checkedId(document._id ?? `${DRAFTS}${published}`, action.actionType);
  if (publishedIdOf(id) !== published) {
    throw new ItemFailure(400, 'invalidDocumentIdError', `attributes._id "${id}" is not a version of "${published}"`);
  }
  if (tx.get(id)) {
    if (action.ifExists === 'ignore') return;
    throw new ItemFailure(409, 'documentAlreadyExistsError', `Document by ID "${id}" already exists`, { id });
  }
  tx.put({ ...document, _id: id });
}

/** Edits the draft; the first edit of a published document makes its draft from it, as the Content Lake does. */
function edit(tx: Transaction, action: Action): void {
  const { published, draft } = ids(action);
  const base = tx.get(draft) ?? copy(tx.get(published), draft);
  if (!base) {
    throw new ItemFailure(404, 'documentNotFoundError', `Neither "${draft}" nor "${published}" exists`, {
      id: published,
    });
  }
  if (typeof action.patch !== 'object' || action.patch === null) {
    throw new ItemFailure(400, 'invalidPatchError', `${action.actionType}: needs a "patch"`);
  }
  tx.put(applyPatch(base, action.patch as Record<string, unknown>));
}

function publish(tx: Transaction, action: Action): void {
  const { published, draft } = ids(action);
  const source = tx.get(draft);
  if (!source)
    throw new ItemFailure(409, 'documentNotFoundError', `There is no draft "${draft}" to publish`, { id: draft });
  checkRevision(source, action.ifDraftRevisionId, 'ifDraftRevisionId');
  checkRevision(tx.get(published) ?? null, action.ifPublishedRevisionId, 'ifPublishedRevisionId');
  tx.put(copy(source, published)!);
  tx.remove(draft);
  strengthenReferencesTo(tx, published);
}

/**
 * A weak reference made to a document before it was published (the
 * translation plugin's, to a new translation) carries `_strengthenOnPublish`:
 * once that document is published, the Content Lake makes it a strong one.
 */
function strengthenReferencesTo(tx: Transaction, id: string): void {
  const strengthen = (value: unknown): unknown => {
    if (Array.isArray(value)) {
      const items = value.map(strengthen);
      return items.some((item, index) => item !== value[index]) ? items : value;
    }
    if (typeof value !== 'object' || value === null) return value;
    const record = value as Record<string, unknown>;
    if (record._ref === id && record._weak === true && record._strengthenOnPublish) {
      const { _weak: _w, _strengthenOnPublish: _s, ...strong } = record;
      return strong;
    }
    let changed = false;
    const out: Record<string, unknown> = {};
    for (const [key, field] of Object.entries(record)) {
      out[key] = strengthen(field);
      if (out[key] !== field) changed = true;
    }
    return changed ? out : value;
  };
  for (const doc of tx.documents()) {
    const next = strengthen(doc) as SanityDocument;
    if (next !== doc) tx.put(next);
  }
}

function unpublish(tx: Transaction, action: Action): void {
  const { published, draft } = ids(action);
  const current = tx.get(published);
  if (!current) {
    throw new ItemFailure(409, 'documentNotFoundError', `"${published}" is not published`, { id: published });
  }
  if (!tx.get(draft)) tx.put(copy(current, draft)!);
  tx.remove(published);
}

function discard(tx: Transaction, action: Action): void {
  const draft = checkedId(action.draftId, action.actionType);
  if (!isDraftId(draft)) throw new ItemFailure(400, 'invalidDocumentIdError', `"${draft}" is not a draft id`);
  if (!tx.get(draft))
    throw new ItemFailure(409, 'documentNotFoundError', `There is no draft "${draft}"`, { id: draft });
  tx.remove(draft);
}

function remove(tx: Transaction, action: Action): void {
  const { published } = ids(action);
  const drafts = Array.isArray(action.includeDrafts) ? action.includeDrafts : [];
  for (const id of drafts) {
    if (typeof id !== 'string' || publishedIdOf(id) !== published) {
      throw new ItemFailure(
        400,
        'invalidDocumentIdError',
        `includeDrafts: "${String(id)}" is not a draft of "${published}"`,
      );
    }
    tx.remove(id);
  }
  tx.remove(published);
}

function replaceDraft(tx: Transaction, action: Action): void {
  const { draft } = ids(action);
  tx.put({ ...attributes(action), _id: draft });
}

/** `document` under another id (a draft made from the published document, or the reverse). */
function copy(document: SanityDocument | undefined | null, id: string): SanityDocument | undefined {
  if (!document) return undefined;
  const { _rev: _ignored, ...rest } = structuredClone(document);
  return { ...rest, _id: id };
}

function checkRevision(document: SanityDocument | null, expected: unknown, name: string): void {
  if (typeof expected !== 'string') return;
  if (document?._rev !== expected) {
    throw new ItemFailure(
      409,
      'conflictError',
      `${name}: the document's revision is "${String(document?._rev ?? 'none')}", not "${expected}"`,
    );
  }
}
