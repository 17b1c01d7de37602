/**
 * Unknown paths cost nothing lasting: thousands of distinct ones leave the
 * build folder and the data folder as they were, and the server's memory
 * where a warmed server's is. (`npm run bench` sends 100,000.)
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { folderBytes, MiB, residentBytes } from '../support/disk.ts';
import { OFFERED, SECOND, THIRD, UNLISTED } from '../support/languages.ts';
import { pool } from '../preview/site.ts';
import { startSite, WEB_DIR } from '../support/server.ts';
import { expect, test } from './support/fixtures.ts';

const COUNT = 2000;

/** Distinct unknown paths over the list's languages (three of them), articles, unprefixed paths and long segments. */
function unknownPaths(count: number): string[] {
  const shapes = [
    (i: number) => `/en/missing-${i}`,
    (i: number) => `/${SECOND}/not-found/${i}/further/on`,
    (i: number) => `/${THIRD}/articles/does-not-exist-${i}`,
    (i: number) => `/en/articles/${'x'.repeat(300)}-${i}`,
    (i: number) => `/${UNLISTED[0]}/page-${i}`,
    (i: number) => `/nowhere-${i}.php`,
  ];
  return Array.from({ length: count }, (_, i) => shapes[i % shapes.length]!(i));
}

test(`${COUNT} distinct unknown paths leave the disk as it was and the memory where it was`, async () => {
  test.setTimeout(180_000);
  const dataDir = mkdtempSync(join(tmpdir(), 'vitrine-unknown-'));
  const site = await startSite({ CONTENT_SOURCE: 'local', VITRINE_DATA_DIR: dataDir });
  try {
    const pid = site.process.pid!;
    // Warm: pages in every language and a first pass of 404s, until the heap has grown to its working size.
    await pool([...Array(1500).keys()], 8, async (i) => {
      await (
        await fetch(`${site.url}/${OFFERED[Math.floor(i / 2) % OFFERED.length]}${i % 2 ? '/about' : ''}`)
      ).arrayBuffer();
      await (await fetch(`${site.url}${unknownPaths(6)[i % 6]!.replace(/\d+/, `warm-${i}`)}`)).arrayBuffer();
    });
    const before = { build: folderBytes(join(WEB_DIR, '.next')), data: folderBytes(dataDir), rss: residentBytes(pid) };

    const statuses = await pool(unknownPaths(COUNT), 8, async (path) => {
      const response = await fetch(`${site.url}${path}`, { redirect: 'manual' });
      await response.arrayBuffer();
      return response.status;
    });

    const after = { build: folderBytes(join(WEB_DIR, '.next')), data: folderBytes(dataDir), rss: residentBytes(pid) };
    console.log(
      `${COUNT} unknown paths: build folder ${((after.build - before.build) / MiB).toFixed(2)} MiB, data folder ${
        after.data - before.data
      } bytes, RSS ${((after.rss - before.rss) / MiB).toFixed(1)} MiB`,
    );
    expect(new Set(statuses)).toEqual(new Set([404]));
    expect(Math.abs(after.build - before.build)).toBeLessThan(1 * MiB);
    expect(after.data).toBe(before.data);
    expect(after.rss - before.rss).toBeLessThan(50 * MiB);
  } finally {
    await site.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
});
