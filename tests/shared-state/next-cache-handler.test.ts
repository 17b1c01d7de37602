/**
 * Next's cache handler over Redis, as two instances of one build use it: each
 * with its own file-system cache (its own copy of the build), one Redis. The
 * more recent entry wins wherever it was rendered, a page is never deleted by
 * a tag (only marked), and with Redis gone each instance serves what it has.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { resetLogThrottles } from '@/log';
import VitrineCacheHandler, { isStalePage } from '@/shared-state/next-cache-handler';
import { createRedisState } from '@/shared-state/redis';
import type { SharedState } from '@/shared-state/state';
import { startRedis, type RunningRedis } from '../support/redis.ts';

const nodeRequire = createRequire(import.meta.url);
const { nodeFs } = nodeRequire('next/dist/server/lib/node-fs-methods.js');

const KEY = '/route-cache/APP_PAGE/0123abcd/$/en/articles/calm';
const CTX = { kind: 'APP_PAGE', isFallback: false } as const;
const page = (title: string) => ({
  kind: 'APP_PAGE',
  html: `<h1>${title}</h1>`,
  rscData: Buffer.from(`rsc ${title}`),
  headers: { 'x-next-cache-tags': 'type:article' },
  postponed: undefined,
  status: 200,
  segmentData: new Map([['/_tree', Buffer.from('tree')]]),
});

let redis: RunningRedis;
const dirs: string[] = [];
const states: SharedState[] = [];

beforeAll(async () => {
  redis = await startRedis();
});
afterAll(async () => {
  await Promise.all(states.map((state) => state.close()));
  await redis?.stop();
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

/** Each test's build: its instances share it, and no test meets another's entries or render leases. */
let build = 0;
beforeEach(() => {
  build += 1;
});

/**
 * One instance: its own copy of the test's build, a state on the shared Redis,
 * and its own id as the holder of render leases (a process has one; these
 * instances share a process).
 */
async function instance() {
  const dist = mkdtempSync(join(tmpdir(), 'vitrine-handler-'));
  dirs.push(dist);
  mkdirSync(join(dist, 'server'));
  writeFileSync(join(dist, 'BUILD_ID'), `build-${build}`);
  const id = `instance-${dirs.length}`;
  const log = { info: vi.fn(), warn: vi.fn(), error: vi.fn() };
  const state = createRedisState(redis.url, { log, commandTimeoutMs: 300, probeIntervalMs: 100 });
  states.push(state);
  await state.ready();
  const handler = () =>
    new VitrineCacheHandler(
      {
        fs: nodeFs,
        serverDistDir: join(dist, 'server'),
        flushToDisk: true,
        maxMemoryCacheSize: 0,
        revalidatedTags: [],
        _requestHeaders: {},
      } as never,
      state,
      id,
    );
  const title = async () => {
    const entry = await handler().get(KEY, CTX as never);
    return entry ? /<h1>(.*)<\/h1>/.exec((entry.value as { html: string }).html)?.[1] : null;
  };
  return { handler, state, title };
}

describe('the cache handler on two instances', () => {
  it('serves the more recent entry, whichever instance rendered it', async () => {
    const a = await instance();
    const b = await instance();
    await b.handler().set(KEY, page('old') as never, { ...CTX, cacheControl: { revalidate: false } } as never);
    expect(await b.title()).toBe('old');
    await new Promise((resolve) => setTimeout(resolve, 5));
    await a.handler().set(KEY, page('new') as never, { ...CTX, cacheControl: { revalidate: false } } as never);
    // b rendered "old" itself, but a's later render wins, with its bytes and segments intact.
    expect(await b.title()).toBe('new');
    const entry = await b.handler().get(KEY, CTX as never);
    expect(Buffer.from((entry!.value as { rscData: Buffer }).rscData).toString()).toBe('rsc new');
    expect(entry!.cacheControl).toEqual({ revalidate: false });
  });

  it('marks tags for every instance and deletes nothing', async () => {
    const a = await instance();
    const b = await instance();
    await a.handler().set(KEY, page('kept') as never, { ...CTX, cacheControl: { revalidate: false } } as never);
    const before = Date.now();
    await a.handler().revalidateTag(['type:article'], { expire: 31_536_000 });
    await vi.waitFor(() => expect(b.state.tagMarks().get('type:article')?.stale).toBeGreaterThanOrEqual(before));
    // The page is still there for both: Next serves it once more as stale while it renders again.
    expect(await a.title()).toBe('kept');
    expect(await b.title()).toBe('kept');
  });

  it('lets one instance render a stale page for all: the others serve theirs as it is until the fresh one is there', async () => {
    const a = await instance();
    const b = await instance();
    const set = (one: typeof a, title: string) =>
      one.handler().set(KEY, page(title) as never, { ...CTX, cacheControl: { revalidate: false } } as never);
    await set(a, 'before');
    const made = (await b.handler().get(KEY, CTX as never))!.lastModified;
    await new Promise((resolve) => setTimeout(resolve, 5));
    await a.handler().revalidateTag(['type:article'], { expire: 31_536_000 });
    await vi.waitFor(() => expect(b.state.tagMarks().get('type:article')).toBeDefined());
    // b asks first: the lease is b's, and b gets the entry as it is (stale: Next renders it again there).
    const first = (await b.handler().get(KEY, CTX as never))!;
    expect(first.lastModified).toBe(made);
    expect(isStalePage(first, b.state.tagMarks(), Date.now())).toBe(true);
    // a asks meanwhile: served as fresh, so a does not render it too.
    const meanwhile = (await a.handler().get(KEY, CTX as never))!;
    expect(isStalePage(meanwhile, a.state.tagMarks(), Date.now())).toBe(false);
    expect(await a.title()).toBe('before');
    // b stores the fresh page: every instance serves it, and the lease is free again.
    await set(b, 'after');
    expect(await a.title()).toBe('after');
    const fresh = (await a.handler().get(KEY, CTX as never))!.lastModified;
    await new Promise((resolve) => setTimeout(resolve, 5));
    await a.handler().revalidateTag(['type:article'], { expire: 31_536_000 });
    // Marked again: the lease is free, a takes it and gets the entry as it is.
    expect((await a.handler().get(KEY, CTX as never))!.lastModified).toBe(fresh);
  });

  it('keeps no cache for the proxy, which Next hands the handler without a file system or a build', async () => {
    const a = await instance();
    const set = { ...CTX, cacheControl: { revalidate: false } } as never;
    await a.handler().set(KEY, page('rendered') as never, set);
    const proxy = new VitrineCacheHandler({ revalidatedTags: [], _requestHeaders: {} } as never, a.state);
    expect(await proxy.get(KEY, CTX as never)).toBeNull();
    await proxy.set(KEY, page('from the proxy') as never, set);
    expect(await a.title()).toBe('rendered');
  });

  it('with Redis gone, each instance serves the newest entry it has seen', async () => {
    const a = await instance();
    const b = await instance();
    await a.handler().set(KEY, page('seen by b') as never, { ...CTX, cacheControl: { revalidate: false } } as never);
    expect(await b.title()).toBe('seen by b');
    await redis.kill();
    try {
      expect(await b.title()).toBe('seen by b');
      await b.handler().set(KEY, page('b alone') as never, { ...CTX, cacheControl: { revalidate: false } } as never);
      expect(await b.title()).toBe('b alone');
      expect(await a.title()).toBe('seen by b');
    } finally {
      await redis.start();
      resetLogThrottles();
    }
  });
});
