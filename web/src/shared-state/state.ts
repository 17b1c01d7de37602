/**
 * The one seam for state that several instances of the site share: what one
 * instance writes here, every other one reads (with Redis), or only this
 * process does (without it). Two implementations, chosen once from the
 * validated env (index.ts): `process` (process.ts) and `redis` (redis.ts).
 * Features build their rules on these few operations and never see a Redis
 * client: Next's cache handler (next-cache-handler.ts), the proxy's memo
 * (content/memo.ts), the contact form's limits, token ledger and secret
 * (contact/).
 */

/**
 * When a cache tag was marked, as Next's tag manifest keeps it (milliseconds
 * since the epoch): `stale`, an entry older than this is served once more
 * while it is made again; `expired`, an entry older than this (once the time
 * has come) is not served at all.
 */
export interface TagMark {
  stale?: number;
  expired?: number;
}

export type TagMarks = ReadonlyMap<string, TagMark>;

export interface WindowRule {
  limit: number;
  windowMs: number;
}

export type WindowDecision = { allowed: true } | { allowed: false; retryAfterMs: number };

export interface SharedState {
  readonly kind: 'process' | 'redis';
  /** True when other instances see what this one stores; false for the in-process state. */
  readonly shared: boolean;
  /** Where the state lives, for logs (`this process`, or Redis's host and port without credentials). */
  readonly target: string;

  /** The value under `key`, or null (absent, expired, or unreachable with nothing kept). */
  get(key: string): Promise<string | null>;
  /** Stores `value` under `key` for `ttlMs` (0: no expiry). */
  set(key: string, value: string, ttlMs: number): Promise<void>;
  /** Stores `value` unless the key holds one: null when it was stored, else the value already there. */
  claim(key: string, value: string, ttlMs: number): Promise<string | null>;
  /** Deletes `key` if it still holds `value` (what this instance claimed, nobody else's). */
  release(key: string, value: string): Promise<void>;
  /**
   * A sliding window under `key`: counts `id` at `now` unless it is already
   * counted (a retry), or refuses it once `limit` ids are counted in `windowMs`.
   */
  hit(key: string, id: string, now: number, rule: WindowRule): Promise<WindowDecision>;

  /**
   * Marks tags for every instance: `stale` only moves forward, `expired`
   * replaces what was there (as Next's own `revalidateTag` does).
   */
  markTags(marks: Readonly<Record<string, TagMark>>): Promise<void>;
  /** Every tag mark this instance knows of (its own, and those of other instances as they arrive). */
  tagMarks(): TagMarks;
  /** Called with the marks that changed, whichever instance made them; returns a function that unsubscribes. */
  onTagMarks(listener: (changed: TagMarks) => void): () => void;

  /** Resolves once connected and synced, or once it gave up waiting (it never rejects); the process state is ready at once. */
  ready(): Promise<void>;
  close(): Promise<void>;
}

/** Merges marks as every implementation does: `stale` is the later of the two, a given `expired` replaces the old one. */
export function mergeMark(old: TagMark | undefined, mark: TagMark): TagMark {
  const stale = Math.max(old?.stale ?? 0, mark.stale ?? 0);
  const expired = mark.expired ?? old?.expired;
  return {
    ...(stale > 0 ? { stale } : {}),
    ...(expired !== undefined ? { expired } : {}),
  };
}

const sameMark = (a: TagMark | undefined, b: TagMark | undefined) => a?.stale === b?.stale && a?.expired === b?.expired;

/** The tag marks an instance knows, and who to tell when they change: both implementations keep theirs here. */
export function tagMarkBook() {
  const marks = new Map<string, TagMark>();
  const listeners = new Set<(changed: TagMarks) => void>();
  return {
    marks: marks as TagMarks,
    /** Merges `given` in (mergeMark) and tells every listener what changed, if anything did. */
    apply(given: Readonly<Record<string, TagMark>>): void {
      const changed = new Map<string, TagMark>();
      for (const [tag, mark] of Object.entries(given)) {
        const merged = mergeMark(marks.get(tag), mark);
        if (sameMark(marks.get(tag), merged)) continue;
        marks.set(tag, merged);
        changed.set(tag, merged);
      }
      if (changed.size > 0) for (const listener of listeners) listener(changed);
    },
    listen(listener: (changed: TagMarks) => void): () => void {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
