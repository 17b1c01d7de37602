/**
 * Live updates for a shared-secret preview without any token in the page:
 * this server watches the drafts with its own credentials and tells each
 * open preview, over an event stream (app/api/draft-mode/events), that
 * something changed; the page then renders again on the server.
 *
 * One watcher per process, polling a fingerprint of every document the site
 * can show (`previewFingerprintQuery`, drafts perspective), and only while
 * at least one preview is open. It works the same on both sources: with the
 * local one it notices an edit of the dataset file.
 */
import 'server-only';
import { createHash } from 'node:crypto';
import { logOncePer } from '@/log';

export type Fingerprint = string;
type Listener = (fingerprint: Fingerprint) => void;

/**
 * Fingerprints of reads the content source handed out more than once: the
 * local source answers a query with the same object until the dataset
 * changes, and each draft-mode page would otherwise serialize and hash all
 * of it again. Read results are never changed (content/local.ts).
 */
const fingerprints = new WeakMap<object, Fingerprint>();

/** The fingerprint of a read: a short hash, safe to put in a URL. */
export function fingerprintOf(value: unknown): Fingerprint {
  if (typeof value !== 'object' || value === null) return hash(value);
  let fingerprint = fingerprints.get(value);
  if (fingerprint === undefined) fingerprints.set(value, (fingerprint = hash(value)));
  return fingerprint;
}

const hash = (value: unknown): Fingerprint =>
  createHash('sha256').update(JSON.stringify(value)).digest('base64url').slice(0, 22);

export interface DraftWatcher {
  /** Calls `listener` with every new fingerprint; returns how to stop. */
  subscribe(listener: Listener): () => void;
  /** The fingerprint now (reads once if the watcher is idle). */
  current(): Promise<Fingerprint>;
}

export function createDraftWatcher(read: () => Promise<unknown>, intervalMs = 1500): DraftWatcher {
  const listeners = new Set<Listener>();
  let last: Fingerprint | undefined;
  let timer: NodeJS.Timeout | undefined;

  async function poll(): Promise<Fingerprint | undefined> {
    try {
      const next = fingerprintOf(await read());
      if (last !== undefined && next !== last) for (const listener of listeners) listener(next);
      last = next;
      return next;
    } catch (error) {
      logOncePer('preview:watch', 60_000, 'warn', `[preview] Could not read the drafts: ${(error as Error).message}`);
      return last;
    }
  }

  function tick() {
    timer = setTimeout(async () => {
      await poll();
      if (listeners.size > 0) tick();
      else timer = undefined;
    }, intervalMs);
    timer.unref();
  }

  return {
    subscribe(listener) {
      listeners.add(listener);
      if (!timer) tick();
      return () => listeners.delete(listener);
    },
    async current() {
      return (await poll()) ?? '';
    },
  };
}
