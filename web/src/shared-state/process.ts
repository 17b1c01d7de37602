/**
 * The shared state of one process: what the site keeps without REDIS_URL, and
 * what a Redis-backed instance falls back to while Redis does not answer.
 * Plain maps, bounded: values by bytes (least recently used dropped first),
 * sliding windows by count of keys (least recently seen dropped first).
 */
import { SHARED_STATE } from '@/config/shared-state';
import { tagMarkBook, type SharedState, type WindowDecision } from './state';

export interface ProcessStateOptions {
  maxBytes?: number;
  maxWindows?: number;
  now?: () => number;
}

interface Value {
  value: string;
  expiresAt: number;
}

export interface ProcessState extends SharedState {
  readonly kind: 'process';
  /** Every value it holds (the Redis state pushes what it kept to Redis when it answers again). */
  entries(): IterableIterator<[string, string]>;
}

export function createProcessState({
  maxBytes = SHARED_STATE.processMaxBytes,
  maxWindows = SHARED_STATE.processMaxWindows,
  now = Date.now,
}: ProcessStateOptions = {}): ProcessState {
  const values = new Map<string, Value>();
  let bytes = 0;
  const windows = new Map<string, { id: string; at: number }[]>();
  const book = tagMarkBook();

  const drop = (key: string) => {
    const old = values.get(key);
    if (!old) return;
    values.delete(key);
    bytes -= old.value.length + key.length;
  };
  const live = (key: string): Value | undefined => {
    const entry = values.get(key);
    if (!entry) return undefined;
    if (entry.expiresAt !== 0 && entry.expiresAt <= now()) {
      drop(key);
      return undefined;
    }
    // Re-inserting keeps the Map in least-recently-used order.
    values.delete(key);
    values.set(key, entry);
    return entry;
  };
  const put = (key: string, value: string, ttlMs: number) => {
    drop(key);
    const size = value.length + key.length;
    if (size > maxBytes) return;
    values.set(key, { value, expiresAt: ttlMs > 0 ? now() + ttlMs : 0 });
    bytes += size;
    for (const oldest of values.keys()) {
      if (bytes <= maxBytes) break;
      drop(oldest);
    }
  };

  return {
    kind: 'process',
    shared: false,
    target: 'this process',

    async get(key) {
      return live(key)?.value ?? null;
    },
    async set(key, value, ttlMs) {
      put(key, value, ttlMs);
    },
    async claim(key, value, ttlMs) {
      const held = live(key);
      if (held) return held.value;
      put(key, value, ttlMs);
      return null;
    },
    async release(key, value) {
      if (live(key)?.value === value) drop(key);
    },
    async hit(key, id, at, { limit, windowMs }): Promise<WindowDecision> {
      const hits = (windows.get(key) ?? []).filter((entry) => at - entry.at < windowMs);
      // Re-inserting keeps the Map in least-recently-seen order, for eviction.
      windows.delete(key);
      windows.set(key, hits);
      if (hits.some((entry) => entry.id === id)) return { allowed: true };
      if (hits.length >= limit) return { allowed: false, retryAfterMs: hits[0]!.at + windowMs - at };
      hits.push({ id, at });
      for (const other of windows.keys()) {
        if (windows.size <= maxWindows) break;
        if (other !== key) windows.delete(other);
      }
      return { allowed: true };
    },

    async markTags(given) {
      book.apply(given);
    },
    tagMarks: () => book.marks,
    onTagMarks: (listener) => book.listen(listener),

    ready: async () => {},
    close: async () => {},
    entries: function* () {
      for (const [key, entry] of values) yield [key, entry.value];
    },
  };
}
