/**
 * Server-sent events: `/data/listen` (a GROQ filter's document changes, with
 * real mutations and mendoza effects, which the Studio applies to its own
 * copy of each document) and `/data/live/events` (the Live Content API: a
 * sync tag per change).
 *
 * Each mutation event carries what the Studio checks: `previousRev` and
 * `resultRev` (a stale `previousRev` makes it refetch), `transition`, and
 * `transactionTotalEvents` counted per listener, since the Studio waits for
 * that many events of a transaction before it shows any of them.
 */
import { randomBytes } from 'node:crypto';
import { evaluate, type ExprNode } from 'groq-js';
import type { SanityDocument } from '@vitrine/schemas/dataset';
import type { DocumentChange } from './store';

/** Where an event stream writes: the HTTP response, kept open. */
export interface EventSink {
  write(text: string): void;
  /** Called once when the client goes away or the lake closes. */
  onClose(listener: () => void): void;
}

export interface Commit {
  dataset: string;
  transactionId: string;
  timestamp: string;
  identity: string;
  changes: DocumentChange[];
}

interface Listener {
  dataset: string;
  tree: ExprNode;
  params: Record<string, unknown>;
  /** Without a valid token, documents whose id has a dot (drafts) are invisible, as on the Content Lake. */
  authenticated: boolean;
  includeResult: boolean;
  includePreviousRevision: boolean;
  includeMutations: boolean;
  sink: EventSink;
}

export interface ListenOptions {
  dataset: string;
  tree: ExprNode;
  params: Record<string, unknown>;
  authenticated: boolean;
  search: URLSearchParams;
}

const HEARTBEAT_MS = 25_000;

/** One SSE event; `data` is JSON (the client parses every event's data). */
export function sse(event: string, data: unknown, id?: string): string {
  return `${id ? `id: ${id}\n` : ''}event: ${event}\ndata: ${JSON.stringify(data)}\n\n`;
}

const withoutRev = (doc: SanityDocument | null) => {
  if (!doc) return null;
  const { _rev: _ignored, ...rest } = doc;
  return rest;
};

export class EventStreams {
  private readonly listeners = new Set<Listener>();
  private readonly live = new Map<EventSink, { dataset: string; includeDrafts: boolean }>();
  private readonly heartbeat: NodeJS.Timeout;

  constructor(private readonly syncTag: (dataset: string) => string) {
    this.heartbeat = setInterval(() => {
      for (const { sink } of this.listeners) sink.write(': ping\n\n');
      for (const sink of this.live.keys()) sink.write(': ping\n\n');
    }, HEARTBEAT_MS);
    this.heartbeat.unref();
  }

  /** Opens a `/data/listen` stream: `welcome` at once, then one `mutation` event per matching change. */
  listen({ dataset, tree, params, authenticated, search, ...rest }: ListenOptions & { sink: EventSink }): void {
    const flag = (name: string, fallback: boolean) => (search.has(name) ? search.get(name) === 'true' : fallback);
    const listener: Listener = {
      dataset,
      tree,
      params,
      authenticated,
      includeResult: flag('includeResult', true),
      includePreviousRevision: flag('includePreviousRevision', false),
      includeMutations: flag('includeMutations', true),
      sink: rest.sink,
    };
    this.listeners.add(listener);
    listener.sink.onClose(() => this.listeners.delete(listener));
    listener.sink.write(sse('welcome', { listenerName: randomBytes(12).toString('base64url') }));
  }

  /**
   * Opens a `/data/live/events` stream: `welcome`, then a `message` with the dataset's sync tag per change.
   * Without `includeDrafts` and a valid token (the client sends its token only with `includeDrafts`), the
   * stream is anonymous and hears only of changes to documents an anonymous reader can see: not drafts, nor
   * private documents such as the Presentation tool's preview secrets (ids with a dot). The Studio's
   * preview-secret watcher relies on that: it drops a read in flight on every message, so a message about the
   * secret it is creating at that moment left Presentation on its spinner.
   */
  liveEvents(dataset: string, sink: EventSink, { includeDrafts = false }: { includeDrafts?: boolean } = {}): void {
    this.live.set(sink, { dataset, includeDrafts });
    sink.onClose(() => this.live.delete(sink));
    sink.write(sse('welcome', {}));
  }

  /** Tells every stream of the dataset about a committed transaction. */
  async publish(commit: Commit): Promise<void> {
    const touchesPublic = commit.changes.some(({ id }) => !id.includes('.'));
    for (const [sink, { dataset, includeDrafts }] of this.live) {
      if (dataset === commit.dataset && (includeDrafts || touchesPublic))
        sink.write(sse('message', { tags: [this.syncTag(dataset)] }, commit.transactionId));
    }
    for (const listener of this.listeners) {
      if (listener.dataset !== commit.dataset) continue;
      const events: { change: DocumentChange; transition: string }[] = [];
      for (const change of commit.changes) {
        const before = await this.matches(listener, change.before);
        const after = await this.matches(listener, change.after);
        if (!before && !after) continue;
        events.push({ change, transition: !before ? 'appear' : !after ? 'disappear' : 'update' });
      }
      events.forEach(({ change, transition }, index) => {
        const { id, before, after } = change;
        const data: Record<string, unknown> = {
          eventId: `${commit.transactionId}#${id}`,
          documentId: id,
          transactionId: commit.transactionId,
          transition,
          identity: commit.identity,
          previousRev: before?._rev,
          resultRev: commit.transactionId,
          timestamp: commit.timestamp,
          visibility: 'query',
          transactionTotalEvents: events.length,
          transactionCurrentEvent: index + 1,
          effects: { apply: [0, withoutRev(after)], revert: [0, withoutRev(before)] },
        };
        if (listener.includeMutations) data.mutations = [after ? { createOrReplace: after } : { delete: { id } }];
        if (listener.includeResult && after) data.result = after;
        if (listener.includePreviousRevision && before) data.previous = before;
        listener.sink.write(sse('mutation', data, data.eventId as string));
      });
    }
  }

  close(): void {
    clearInterval(this.heartbeat);
    this.listeners.clear();
    this.live.clear();
  }

  private async matches(listener: Listener, doc: SanityDocument | null): Promise<boolean> {
    if (!doc || (!listener.authenticated && doc._id.includes('.'))) return false;
    try {
      const value = await (await evaluate(listener.tree, { dataset: [doc], params: listener.params })).get();
      return Array.isArray(value) ? value.length > 0 : value !== null && value !== undefined && value !== false;
    } catch {
      return false;
    }
  }
}
