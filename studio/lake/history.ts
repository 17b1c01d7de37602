/**
 * History, as far as the Studio needs it: the transactions of this session
 * (kept in memory, with mendoza effects), each document's revisions in them,
 * and an empty events feed. Edits made before the lake started have no
 * history: the dataset file keeps documents, not their past.
 *
 * - `GET /data/history/<ds>/transactions/<ids>` NDJSON, newest first with `reverse=true`,
 *   `limit`, `fromTransaction`, `toTransaction` (the review-changes timeline);
 * - `GET /data/history/<ds>/documents/<ids>?revision=|time=|lastRevision=true` (restore, compare);
 * - `GET /data/history/<ds>/events/documents/<id>` (Studio 5's history panel): no events.
 */
import type { SanityDocument } from '@vitrine/schemas/dataset';
import type { ApiResponse } from './errors';
import type { Commit } from './listen';
import type { DatasetStore, DocumentChange } from './store';

/** Transactions kept per dataset; older ones are forgotten (the timeline then starts later). */
const KEPT = 2000;

const withoutRev = (doc: SanityDocument | null) => {
  if (!doc) return null;
  const { _rev: _ignored, ...rest } = doc;
  return rest;
};

export interface History {
  record(commit: Commit): void;
  /** The answer to `/data/history/<dataset>/<rest>`, or null for a history route it does not know. */
  answer(dataset: string, rest: string, search: URLSearchParams, store: DatasetStore): ApiResponse | null;
}

export function createHistory(): History {
  const logs = new Map<string, Commit[]>();

  const transactions = (dataset: string, ids: string[], search: URLSearchParams): ApiResponse => {
    const log = logs.get(dataset) ?? [];
    let list = log.filter((commit) => commit.changes.some((change) => ids.includes(change.id)));
    const from = search.get('fromTransaction');
    const to = search.get('toTransaction');
    if (from) {
      const index = list.findIndex((commit) => commit.transactionId === from);
      if (index >= 0) list = list.slice(index);
    }
    if (to) {
      const index = list.findIndex((commit) => commit.transactionId === to);
      if (index >= 0) list = list.slice(0, index + 1);
    }
    if (search.get('reverse') === 'true') list = [...list].reverse();
    const limit = Number(search.get('limit'));
    if (Number.isInteger(limit) && limit > 0) list = list.slice(0, limit);
    const excludeContent = search.get('excludeContent') === 'true';
    const lines = list.map((commit) => {
      const changes = commit.changes.filter((change) => ids.includes(change.id));
      return JSON.stringify({
        id: commit.transactionId,
        timestamp: commit.timestamp,
        author: commit.identity,
        documentIDs: changes.map((change) => change.id),
        effects: Object.fromEntries(
          changes.map(({ id, before, after }) => [
            id,
            { apply: [0, withoutRev(after)], revert: [0, withoutRev(before)] },
          ]),
        ),
        ...(excludeContent
          ? {}
          : { mutations: changes.map(({ id, after }) => (after ? { createOrReplace: after } : { delete: { id } })) }),
      });
    });
    return {
      status: 200,
      body: null,
      raw: lines.map((line) => `${line}\n`).join(''),
      headers: { 'content-type': 'application/x-ndjson' },
    };
  };

  /** Each document as it was at a revision, at a time, or at its last revision (even if deleted since). */
  const documents = (dataset: string, ids: string[], search: URLSearchParams, store: DatasetStore): ApiResponse => {
    const log = logs.get(dataset) ?? [];
    const revision = search.get('revision');
    const time = search.get('time');
    const last = search.get('lastRevision') === 'true';
    const found: SanityDocument[] = [];
    for (const id of ids) {
      const current = store.get(id) ?? null;
      let doc: SanityDocument | null = null;
      if (revision) {
        if (current?._rev === revision) doc = current;
        else {
          const commit = log.find((entry) => entry.transactionId === revision);
          doc = commit?.changes.find((change) => change.id === id)?.after ?? null;
        }
      } else if (last) {
        // Even a deleted document has a last revision: the one before its deletion.
        const change = lastChange(log, id, Infinity);
        doc = current ?? change?.after ?? change?.before ?? null;
      } else if (time) {
        const at = Date.parse(time);
        const later = log.some(
          (commit) => Date.parse(commit.timestamp) > at && commit.changes.some((change) => change.id === id),
        );
        doc = later ? stateAt(log, id, at) : current;
      } else doc = current;
      if (doc) found.push(doc);
    }
    return { status: 200, body: { documents: found } };
  };

  return {
    record(commit) {
      const log = logs.get(commit.dataset) ?? [];
      log.push(commit);
      if (log.length > KEPT) log.splice(0, log.length - KEPT);
      logs.set(commit.dataset, log);
    },
    answer(dataset, rest, search, store) {
      const [kind, second, third] = rest.split('/');
      if (kind === 'transactions' && second) return transactions(dataset, second.split(','), search);
      if (kind === 'documents' && second) return documents(dataset, second.split(','), search, store);
      if (kind === 'events' && second === 'documents' && third) {
        return { status: 200, body: { events: { [third]: [] }, nextCursor: '' } };
      }
      return null;
    },
  };
}

/** The document's change in the last transaction of the session at or before `at` (ms). */
function lastChange(log: Commit[], id: string, at: number): DocumentChange | null {
  for (let i = log.length - 1; i >= 0; i--) {
    const commit = log[i]!;
    if (Date.parse(commit.timestamp) > at) continue;
    const change = commit.changes.find((entry) => entry.id === id);
    if (change) return change;
  }
  return null;
}

/** The document at `at`: the `after` of the last transaction by then, else the `before` of the first after it. */
function stateAt(log: Commit[], id: string, at: number): SanityDocument | null {
  const change = lastChange(log, id, at);
  if (change) return change.after;
  const first = log.find((commit) => commit.changes.some((entry) => entry.id === id));
  return first?.changes.find((entry) => entry.id === id)?.before ?? null;
}
