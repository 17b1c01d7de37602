/**
 * Content the proxy needs on every request (the route index, the redirects),
 * kept in memory per process. Next's data cache does not reach the proxy, so
 * this is its cache, with the same tags as the rest of the data layer:
 *
 * - fresh for `ttlMs`, then served stale while one refresh runs in the
 *   background (a busy site never waits for the CMS);
 * - expired by tag when a changed document's tags are marked, by the
 *   revalidation webhook on this instance (`expireMemo`) or on any other one
 *   (the shared state's tag marks): the next read waits for the refresh, so a
 *   published page is routable at once on every instance;
 * - when a refresh fails (the CMS is down), the last good value stays and the
 *   failure is logged once a minute. Each good value is also kept in the
 *   shared state (with Redis, for every instance) and, with `persist`, in a
 *   file, so a process started while the CMS is down has it too.
 *
 * The registry lives on globalThis: the proxy and the route handlers of one
 * server are separate bundles in one process, and the webhook (a route
 * handler) must reach what the proxy holds.
 */
import { mkdir, readFile } from 'node:fs/promises';
import { dirname } from 'node:path';
import { logOncePer } from '@/log';
import { sharedState } from '@/shared-state';
import { writeWhole } from '@/write-whole';

interface Entry {
  value?: unknown;
  has: boolean;
  at: number;
  expired: boolean;
  tags: readonly string[];
  /** How many times a tag of this entry was marked: a mark during a refresh makes that refresh not enough. */
  marks: number;
  pending?: Promise<unknown>;
}

const registry: Map<string, Entry> = ((globalThis as Record<symbol, unknown>)[Symbol.for('vitrine.content-memo')] ??=
  new Map()) as Map<string, Entry>;

const LISTENING = Symbol.for('vitrine.content-memo-listening');

/** Tags marked by any instance expire this process's memos too (once per process, whichever bundle comes first). */
function listenToTagMarks(): void {
  const holder = globalThis as typeof globalThis & { [LISTENING]?: boolean };
  if (holder[LISTENING]) return;
  holder[LISTENING] = true;
  sharedState().onTagMarks((changed) => expireMemo([...changed.keys()]));
}

const sharedKey = (key: string) => `memo:${key}`;

const FAILURE_LOG_INTERVAL_MS = 60_000;
/** After a webhook, how long a read waits for the refresh before it takes the last good copy. */
const EXPIRED_WAIT_MS = 2000;

export interface MemoOptions {
  tags: readonly string[];
  ttlMs: number;
  /** A JSON file that keeps the last good value across restarts. */
  persist?: string;
  now?: () => number;
}

async function keep(file: string, value: unknown): Promise<void> {
  try {
    await mkdir(dirname(file), { recursive: true, mode: 0o700 });
    await writeWhole(file, JSON.stringify(value), 0o600);
  } catch {
    // Only a fallback for a cold start during an outage: never worth failing a request for.
  }
}

async function kept(file: string): Promise<{ value: unknown } | null> {
  try {
    return { value: JSON.parse(await readFile(file, 'utf8')) };
  } catch {
    return null;
  }
}

export async function memoized<T>(key: string, load: () => Promise<T>, options: MemoOptions): Promise<T> {
  listenToTagMarks();
  const now = options.now ?? Date.now;
  let entry = registry.get(key);
  if (!entry) {
    entry = { has: false, at: 0, expired: false, tags: options.tags, marks: 0 };
    registry.set(key, entry);
  }
  const current = entry;
  const refresh = (): Promise<unknown> => {
    const marksBefore = current.marks;
    return (current.pending ??= load()
      .then((value) => {
        Object.assign(current, { value, has: true, at: now(), expired: current.marks !== marksBefore });
        // For the other instances (and this one after a restart) while the CMS is down; the process keeps `current`.
        const state = sharedState();
        if (state.shared) void state.set(sharedKey(key), JSON.stringify(value), 0).catch(() => {});
        if (options.persist) void keep(options.persist, value);
        return value;
      })
      .catch(async (error: unknown) => {
        if (!current.has) {
          const copy = (await sharedCopy(key)) ?? (options.persist ? await kept(options.persist) : null);
          if (copy) Object.assign(current, { value: copy.value, has: true });
        }
        logOncePer(
          `memo:${key}`,
          FAILURE_LOG_INTERVAL_MS,
          'error',
          `[content] Could not refresh ${key}; ${current.has ? 'serving the last good copy' : 'nothing to serve yet'}: ${
            (error as Error)?.message ?? error
          }`,
        );
        if (!current.has) throw error;
        // Try again on a later read, not on every read of this burst.
        current.at = now();
        current.expired = false;
        return current.value;
      })
      .finally(() => {
        current.pending = undefined;
      }));
  };

  if (!current.has) return (await refresh()) as T;
  if (current.expired) {
    // Fresh content at once after a webhook, unless the CMS is slow to give it: then the last good copy.
    const fresh = refresh();
    const late = new Promise<unknown>((resolve) => setTimeout(() => resolve(current.value), EXPIRED_WAIT_MS).unref());
    return (await Promise.race([fresh, late])) as T;
  }
  if (now() - current.at >= options.ttlMs) void refresh().catch(() => {});
  return current.value as T;
}

/** The last good value any instance kept in the shared state, or null. */
async function sharedCopy(key: string): Promise<{ value: unknown } | null> {
  try {
    const text = await sharedState().get(sharedKey(key));
    return text === null ? null : { value: JSON.parse(text) };
  } catch {
    return null;
  }
}

/** Marks every memo that carries one of these tags as expired: its next read waits for fresh content. */
export function expireMemo(tags: readonly string[]): void {
  for (const entry of registry.values()) {
    if (!entry.tags.some((tag) => tags.includes(tag))) continue;
    entry.expired = true;
    entry.marks++;
  }
}

/** Forgets everything (tests). */
export function clearMemo(): void {
  registry.clear();
}
