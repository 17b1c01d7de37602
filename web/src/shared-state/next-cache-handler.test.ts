import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { createProcessState } from './process';
import type { TagMark } from './state';
import VitrineCacheHandler, { marksOf, parseEntry, serializeEntry, syncNextTags } from './next-cache-handler';

const nodeRequire = createRequire(import.meta.url);
const FileSystemCache = nodeRequire('next/dist/server/lib/incremental-cache/file-system-cache.js').default;
const { nodeFs } = nodeRequire('next/dist/server/lib/node-fs-methods.js');
const { tagsManifest } = nodeRequire('next/dist/server/lib/incremental-cache/tags-manifest.external.js') as {
  tagsManifest: Map<string, TagMark>;
};

describe('marksOf: the marks revalidateTag makes', () => {
  it.each([
    ["'max' (stale now, expired in a year)", { expire: 31_536_000 }],
    ['a profile without expire (stale now)', {}],
    ['no profile (expired now)', undefined],
  ])('%s, exactly as Next’s own file-system cache marks them', async (_name, durations) => {
    const now = 1_767_225_600_000;
    // Next's cache reads performance's clock (timeOrigin + now()); both are exact here, so the sum is `now`.
    vi.spyOn(performance, 'now').mockReturnValue(now - performance.timeOrigin);
    try {
      const tag = `test:${Math.random()}`;
      await new FileSystemCache({ revalidatedTags: [], _requestHeaders: {} }).revalidateTag([tag], durations);
      expect(marksOf([tag], durations, now)[tag]).toEqual(tagsManifest.get(tag));
      tagsManifest.delete(tag);
    } finally {
      vi.restoreAllMocks();
    }
  });
});

describe('syncNextTags', () => {
  it('copies the marks already made into Next’s tag manifest, then each one as it comes, merged', async () => {
    const state = createProcessState();
    await state.markTags({ 'type:page': { stale: 10 } });
    const manifest = new Map<string, TagMark>([['type:article', { stale: 50, expired: 99 }]]);
    syncNextTags(state, manifest);
    expect(manifest.get('type:page')).toEqual({ stale: 10 });
    await state.markTags({ 'type:article': { stale: 20 }, 'id:a': { stale: 30, expired: 40 } });
    // Next's own later mark stays (stale only moves forward).
    expect(manifest.get('type:article')).toEqual({ stale: 50, expired: 99 });
    expect(manifest.get('id:a')).toEqual({ stale: 30, expired: 40 });
  });
});

describe('an entry through JSON', () => {
  it('keeps the page’s bytes and its segments', () => {
    const entry = {
      lastModified: 123,
      cacheControl: { revalidate: false as const, expire: undefined },
      value: {
        kind: 'APP_PAGE',
        html: '<html>é</html>',
        rscData: Buffer.from([0, 255, 1, 254]),
        headers: { 'x-next-cache-tags': 'type:page' },
        postponed: undefined,
        status: 200,
        segmentData: new Map([['/_tree', Buffer.from('tree')]]),
      },
    };
    const back = parseEntry(serializeEntry(entry as never)) as unknown as typeof entry;
    expect(back.value.rscData).toEqual(entry.value.rscData);
    expect(back.value.segmentData).toEqual(entry.value.segmentData);
    expect(back.value.html).toBe(entry.value.html);
    expect(back.lastModified).toBe(123);
  });
});

describe('the local tier, shared by several instances of one build', () => {
  it('never hands a reader a page another instance is still writing (each file is written whole, then renamed)', async () => {
    const dist = mkdtempSync(join(tmpdir(), 'vitrine-local-tier-'));
    const serverDistDir = join(dist, 'server');
    mkdirSync(serverDistDir);
    try {
      // Two instances: no memory cache (each process has its own), the one directory, no shared state.
      const ctx = {
        fs: nodeFs,
        serverDistDir,
        flushToDisk: true,
        maxMemoryCacheSize: 0,
        revalidatedTags: [],
        _requestHeaders: {},
      };
      const writer = new VitrineCacheHandler(ctx as never, createProcessState());
      const reader = new VitrineCacheHandler(ctx as never, createProcessState());
      const page = (letter: string) => ({
        kind: 'APP_PAGE',
        html: letter.repeat(2_000_000),
        rscData: Buffer.from(letter.repeat(1_000_000)),
        headers: { 'x-next-cache-tags': 'type:page' },
        postponed: undefined,
        status: 200,
      });
      const context = {
        cacheControl: { revalidate: false, expire: undefined },
        isRoutePPREnabled: false,
        isFallback: false,
      };
      await writer.set('/en/page', page('a') as never, context as never);
      let writing = true;
      const reads: string[] = [];
      const reading = (async () => {
        while (writing) {
          const entry = await reader.get('/en/page', {
            kind: 'APP_PAGE',
            isRoutePPREnabled: false,
            isFallback: false,
          } as never);
          const value = entry?.value as { html: string; rscData: Buffer } | undefined;
          reads.push(
            value ? `${value.html.length}:${value.html[0]}${value.html.at(-1)}:${value.rscData.length}` : 'none',
          );
        }
      })();
      for (let i = 0; i < 30; i++) await writer.set('/en/page', page(i % 2 ? 'a' : 'b') as never, context as never);
      writing = false;
      await reading;
      // Written in place, most reads here were cut pages (an empty page among them) or none.
      expect(reads.length).toBeGreaterThan(10);
      for (const read of reads) expect(read).toMatch(/^2000000:(aa|bb):1000000$/);
    } finally {
      rmSync(dist, { recursive: true, force: true });
    }
  });
});

describe('a 404 rendered at run time', () => {
  it('is answered but never kept, so the page renders again on its next request; a 200 is kept, and stays', async () => {
    const dist = mkdtempSync(join(tmpdir(), 'vitrine-not-found-'));
    const serverDistDir = join(dist, 'server');
    mkdirSync(serverDistDir);
    try {
      const ctx = { fs: nodeFs, serverDistDir, flushToDisk: true, revalidatedTags: [], _requestHeaders: {} };
      const handler = new VitrineCacheHandler(ctx as never, createProcessState());
      const page = (status: number) => ({
        kind: 'APP_PAGE',
        html: `<p>${status}</p>`,
        rscData: Buffer.from('rsc'),
        headers: {},
        postponed: undefined,
        status,
      });
      const context = { cacheControl: { revalidate: false, expire: undefined }, isRoutePPREnabled: false };
      const read = async (key: string) =>
        ((await handler.get(key, { kind: 'APP_PAGE', isRoutePPREnabled: false } as never))?.value as { status: number })
          ?.status;
      const card = { kind: 'APP_ROUTE', body: Buffer.from('Not found'), status: 404, headers: {} };

      await handler.set('/en/articles/old', page(404) as never, context as never);
      await handler.set('/en/_card/article/old', card as never, context as never);
      expect(await read('/en/articles/old')).toBeUndefined();
      expect(
        await handler.get('/en/_card/article/old', { kind: 'APP_ROUTE', isRoutePPREnabled: false } as never),
      ).toBeNull();

      await handler.set('/en/articles/old', page(200) as never, context as never);
      expect(await read('/en/articles/old')).toBe(200);
      // A render that fails later (the CMS down again) answers 404, and the page kept stays.
      await handler.set('/en/articles/old', page(404) as never, context as never);
      expect(await read('/en/articles/old')).toBe(200);
    } finally {
      rmSync(dist, { recursive: true, force: true });
    }
  });
});
