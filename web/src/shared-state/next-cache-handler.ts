/**
 * Next's cache handler (`cacheHandler` in next.config.ts, bundled to
 * dist/cache-handler.mjs): the page cache, the data cache (`fetch` with
 * `force-cache`) and the tag state, over the shared state. Next's documented
 * interface: `get`, `set`, `revalidateTag`, `resetRequestCache`.
 *
 * - **Two tiers.** Every entry is read from this process's own cache (Next's
 *   file-system cache: the build's prerendered pages, then what this process
 *   rendered) and, with Redis, from Redis; the more recent of the two wins.
 *   So an instance's first request for a prerendered page is the build's
 *   page, never a render from the CMS; a page another instance rendered again
 *   after a webhook is served as is; and while Redis is down each instance
 *   goes on with what it has. Entries in Redis are per build (its id in the
 *   key): a page names its build's scripts.
 * - **Files are written whole.** Instances of one build on one machine share
 *   its directory, so one instance reads the files another is rendering
 *   into. Next writes them in place: a reader could get an empty or cut page,
 *   or none, and render it with the CMS down. Here each file is written
 *   under a temporary name, then renamed over the old one (`wholeWrites`).
 * - **Tags are marked stale, never deleted.** `revalidateTag(tag, 'max')`
 *   marks the tag stale in the shared state, for every instance; each
 *   instance copies the marks into Next's tag manifest (`syncNextTags`), which
 *   Next reads on every cache lookup, so a page older than its tag's mark is
 *   served once more while it renders again, on whichever instance is asked,
 *   and if that render fails (the CMS is down) it stays. Handlers that delete
 *   entries on `revalidateTag` lose exactly that.
 * - **A 404 rendered at run time is never kept.** A page or card rendered on
 *   its first request while the CMS is down answers 404, as an unknown path
 *   does (content/languages.ts, `orNotFoundWhileDown`), and renders for real
 *   on the next request once the CMS answers; a page already kept stays as it
 *   was, served while its render fails. The build's own 404s are kept.
 * - **One instance renders a stale page for all.** The first instance to find
 *   a page stale takes a lease on rendering it; the others serve the page
 *   they have as it is (not as stale, so Next does not render it too) until
 *   the fresh one is in Redis, or the lease lapses. A webhook then costs the
 *   CMS and the CPUs one render per page, not one per instance.
 */
import 'server-only';
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import * as nodeModule from 'node:module';
import { join } from 'node:path';
import type { CacheHandler, CacheHandlerContext, CacheHandlerValue } from 'next/dist/server/lib/incremental-cache';
import type { CacheFs } from 'next/dist/shared/lib/utils';
import { SHARED_STATE } from '@/config/shared-state';
import { env } from '@/env';
import { writeWhole } from '@/write-whole';
import { sharedState } from './index';
import { mergeMark, type SharedState, type TagMark, type TagMarks } from './state';

type Get = CacheHandler['get'];
type Set = CacheHandler['set'];
type Durations = Parameters<CacheHandler['revalidateTag']>[1];

interface TagsManifest {
  get(tag: string): TagMark | undefined;
  set(tag: string, mark: TagMark): void;
}

// Next's own modules, as Next's server loads them (one instance per process): the file-system cache it
// would use without a handler, and the tag manifest its cache lookups read.
const nodeRequire = nodeModule.createRequire(import.meta.url);
const FileSystemCache = (
  nodeRequire('next/dist/server/lib/incremental-cache/file-system-cache.js') as {
    default: new (ctx: CacheHandlerContext) => CacheHandler;
  }
).default;
const { tagsManifest } = nodeRequire('next/dist/server/lib/incremental-cache/tags-manifest.external.js') as {
  tagsManifest: TagsManifest;
};

const SYNCED = Symbol.for('vitrine.next-tags-synced');
/** This process, as the holder of render leases (one id, whichever bundle's copy of this module asks). */
const INSTANCE = ((globalThis as Record<symbol, unknown>)[Symbol.for('vitrine.instance-id')] ??=
  randomBytes(8).toString('hex')) as string;
const TAGS_HEADER = 'x-next-cache-tags';

/**
 * The clock Next's own cache reads (the process's start plus a monotonic count, not `Date.now()`): entry
 * times and tag marks made here are compared with those Next makes.
 */
const nextNow = (): number => Math.floor(performance.timeOrigin + performance.now());

/**
 * Whether Next will find this page entry stale (and render it again): one of
 * its tags was marked after it was made, or its own lifetime ran out.
 */
export function isStalePage(entry: CacheHandlerValue, marks: TagMarks, now: number): boolean {
  const value = entry.value as { kind?: string; headers?: Record<string, unknown> } | null;
  if (!value || (value.kind !== 'APP_PAGE' && value.kind !== 'APP_ROUTE')) return false;
  const header = value.headers?.[TAGS_HEADER];
  const tags = typeof header === 'string' ? header.split(',') : [];
  const marked = tags.some((tag) => {
    const mark = marks.get(tag);
    if (!mark) return false;
    if ((mark.stale ?? 0) > entry.lastModified) return true;
    return mark.expired !== undefined && mark.expired <= now && mark.expired > entry.lastModified;
  });
  const revalidate = entry.cacheControl?.revalidate;
  return marked || (typeof revalidate === 'number' && entry.lastModified + revalidate * 1000 < now);
}

/**
 * Keeps Next's tag manifest (read by every cache lookup of this process) equal
 * to the shared tag marks: those already made, and each one as it arrives.
 * Once per process; the server calls it before it listens, the handler too.
 */
export function syncNextTags(state: SharedState, manifest: TagsManifest = tagsManifest): void {
  const holder = globalThis as typeof globalThis & { [SYNCED]?: WeakSet<TagsManifest> };
  const synced = (holder[SYNCED] ??= new WeakSet());
  if (synced.has(manifest)) return;
  synced.add(manifest);
  const apply = (marks: TagMarks) => {
    for (const [tag, mark] of marks) manifest.set(tag, mergeMark(manifest.get(tag), mark));
  };
  apply(state.tagMarks());
  state.onTagMarks(apply);
}

/** The marks `revalidateTag` makes, as Next's own file-system cache makes them. */
export function marksOf(tags: string[], durations: Durations, now: number): Record<string, TagMark> {
  const mark: TagMark = durations
    ? { stale: now, ...(durations.expire !== undefined ? { expired: now + durations.expire * 1000 } : {}) }
    : { expired: now };
  return Object.fromEntries(tags.map((tag) => [tag, mark]));
}

/** Next's file-system methods, with each file written whole (write-whole.ts). */
function wholeWrites(fs: CacheFs): CacheFs {
  return { ...fs, writeFile: (file, data) => writeWhole(file, data) };
}

/** Buffers (page payloads) and Maps (segments) survive JSON as tagged objects. */
function encode(value: unknown): unknown {
  if (Buffer.isBuffer(value)) return { $b: value.toString('base64') };
  if (value instanceof Map) return { $m: [...value].map(([k, v]) => [k, encode(v)]) };
  if (Array.isArray(value)) return value.map(encode);
  if (value && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, encode(v)]));
  }
  return value;
}

function revive(_key: string, value: unknown): unknown {
  if (value && typeof value === 'object' && !Array.isArray(value)) {
    const tagged = value as { $b?: string; $m?: [string, unknown][] };
    if (typeof tagged.$b === 'string' && Object.keys(value).length === 1) return Buffer.from(tagged.$b, 'base64');
    if (Array.isArray(tagged.$m) && Object.keys(value).length === 1) return new Map(tagged.$m);
  }
  return value;
}

export const serializeEntry = (entry: CacheHandlerValue) => JSON.stringify(encode(entry));
export const parseEntry = (text: string) => JSON.parse(text, revive) as CacheHandlerValue;

const buildIds = new Map<string, string>();
function buildIdOf(serverDistDir: string | undefined): string {
  const dir = serverDistDir ?? '';
  let id = buildIds.get(dir);
  if (id === undefined) {
    try {
      id = readFileSync(join(dir, '..', 'BUILD_ID'), 'utf8').trim();
    } catch {
      id = 'unknown';
    }
    buildIds.set(dir, id);
  }
  return id;
}

/** A page or a route handler's answer that is a 404. */
function isNotFound(data: Parameters<Set>[1]): boolean {
  const kind: string | undefined = data?.kind;
  return (kind === 'APP_PAGE' || kind === 'APP_ROUTE') && (data as { status?: number }).status === 404;
}

export default class VitrineCacheHandler {
  private readonly local: CacheHandler;
  private readonly state: SharedState;
  private readonly buildId: string;
  /** Who holds this handler's render leases: the process (INSTANCE), or a test's own instance. */
  private readonly instance: string;
  /**
   * Next also hands a configured handler to the proxy (middleware), with no file system and no build:
   * without a handler the proxy has no data cache, and it keeps none with this one. Its reads (the route
   * index, the redirects) go to the CMS behind its own memo (content/memo.ts), as they always did; a data
   * cache there would serve it the stale route index a webhook just expired.
   */
  private readonly inert: boolean;

  /** Next passes the context; tests may pass the state and an instance id too (two instances in one process). */
  constructor(ctx: CacheHandlerContext, state: SharedState = sharedState(), instance: string = INSTANCE) {
    this.inert = !ctx.fs || !ctx.serverDistDir;
    this.local = new FileSystemCache(ctx.fs ? { ...ctx, fs: wholeWrites(ctx.fs) } : ctx);
    this.state = state;
    this.instance = instance;
    this.buildId = buildIdOf(ctx.serverDistDir);
    syncNextTags(this.state);
  }

  private sharedKey(key: string): string {
    return `cache:${this.buildId}:${key}`;
  }

  private leaseKey(key: string): string {
    return `render:${this.buildId}:${key}`;
  }

  async get(...[key, ctx]: Parameters<Get>): ReturnType<Get> {
    if (this.inert) return null;
    const [local, stored] = await Promise.all([this.local.get(key, ctx), this.readShared(key)]);
    const entry = !stored ? local : !local ? stored : stored.lastModified >= local.lastModified ? stored : local;
    if (!entry || !this.state.shared) return entry;
    const now = nextNow();
    if (!isStalePage(entry, this.state.tagMarks(), now)) return entry;
    // Stale: Next renders it again where the lease is taken; elsewhere it is served as it is meanwhile.
    const holder = await this.state.claim(this.leaseKey(key), this.instance, SHARED_STATE.renderLeaseMs);
    return holder === null || holder === this.instance ? entry : { ...entry, lastModified: now };
  }

  private async readShared(key: string): Promise<CacheHandlerValue | null> {
    if (!this.state.shared) return null;
    const text = await this.state.get(this.sharedKey(key));
    if (text === null) return null;
    try {
      return parseEntry(text);
    } catch {
      return null;
    }
  }

  async set(...[key, data, ctx]: Parameters<Set>): ReturnType<Set> {
    if (this.inert) return;
    if (isNotFound(data) && !env().server.building) {
      await this.state.release(this.leaseKey(key), this.instance);
      return;
    }
    const lastModified = nextNow();
    await this.local.set(key, data, ctx);
    if (!this.state.shared) return;
    const cacheControl = 'cacheControl' in ctx && !ctx.fetchCache ? ctx.cacheControl : undefined;
    await this.state.set(
      this.sharedKey(key),
      serializeEntry({ lastModified, value: data, ...(cacheControl ? { cacheControl } : {}) }),
      SHARED_STATE.cacheEntryTtlMs,
    );
    if (!('fetchCache' in ctx && ctx.fetchCache)) await this.state.release(this.leaseKey(key), this.instance);
  }

  async revalidateTag(tags: string | string[], durations?: Durations): Promise<void> {
    const list = typeof tags === 'string' ? [tags] : tags;
    if (list.length === 0) return;
    await this.state.markTags(marksOf(list, durations, nextNow()));
  }

  resetRequestCache(): void {
    this.local.resetRequestCache();
  }
}
