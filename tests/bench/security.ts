/**
 * The bench's safety figures (the site is meant for the open internet):
 * 100,000 distinct unknown paths against `npm start` (disk and memory before
 * and after, 404s per second beside a prerendered page's), and the fuzzer's
 * totals for 100,000 malformed requests.
 */
import { join } from 'node:path';
import { formatSummary, runFuzz } from '../fuzz/run.ts';
import { discoverSite } from '../fuzz/site.ts';
import { pool } from '../preview/site.ts';
import { folderBytes, MiB, residentBytes } from '../support/disk.ts';
import { WEB_DIR, type RunningSite } from '../support/server.ts';
import { randomPathsLua, wrk } from './wrk.ts';

const SHAPES = [
  '/en/missing-',
  '/fr/introuvable/',
  '/pt/articles/nao-existe-',
  '/en/articles/notes/',
  '/de/seite-',
  '/nowhere-',
];

/** A warmed server: this many pages and 404s first, until the heap has its working size (it plateaus by ~20,000). */
const WARM_UP = 20_000;

export async function unknownPaths(site: RunningSite, dataDir: string, count = 100_000) {
  const pid = site.process.pid!;
  await pool([...Array(WARM_UP).keys()], 32, async (i) => {
    const path = i % 4 === 0 ? `/${['en', 'fr', 'pt'][i % 3]}` : `${SHAPES[i % SHAPES.length]}warm-${i}`;
    await (await fetch(`${site.url}${path}`, { redirect: 'manual' })).arrayBuffer();
  });
  const before = { build: folderBytes(join(WEB_DIR, '.next')), data: folderBytes(dataDir), rss: residentBytes(pid) };
  const series: number[] = [];
  const started = performance.now();
  const statuses = new Map<number, number>();
  await pool([...Array(count).keys()], 32, async (i) => {
    const response = await fetch(`${site.url}${SHAPES[i % SHAPES.length]}${i}-${Math.random().toString(36).slice(2)}`, {
      redirect: 'manual',
    });
    await response.arrayBuffer();
    statuses.set(response.status, (statuses.get(response.status) ?? 0) + 1);
    if (i % 10_000 === 9_999) series.push(residentBytes(pid));
  });
  const seconds = (performance.now() - started) / 1000;
  const after = { build: folderBytes(join(WEB_DIR, '.next')), data: folderBytes(dataDir), rss: residentBytes(pid) };

  const page = await wrk(`${site.url}/en`, { seconds: 10 });
  const notFound = await wrk(site.url, { seconds: 10, lua: randomPathsLua(SHAPES) });

  const mib = (bytes: number) => (bytes / MiB).toFixed(0);
  console.log(
    `\n${count.toLocaleString('en')} distinct unknown paths (${seconds.toFixed(0)} s, statuses ${JSON.stringify(Object.fromEntries(statuses))})`,
  );
  console.log(`  web/.next        ${((after.build - before.build) / MiB).toFixed(2)} MiB (limit ±1 MiB)`);
  console.log(`  data folder      ${((after.data - before.data) / MiB).toFixed(2)} MiB (limit ±1 MiB)`);
  console.log(
    `  RSS              ${mib(before.rss)} → ${mib(after.rss)} MiB: ${((after.rss - before.rss) / MiB).toFixed(1)} MiB above the server warmed with ${WARM_UP.toLocaleString('en')} requests (limit 50 MiB)`,
  );
  console.log(`                   every 10,000 paths: ${series.map(mib).join(' ')} MiB`);
  console.log(
    `  404s per second  ${notFound.requestsPerSecond.toFixed(0)} beside ${page.requestsPerSecond.toFixed(0)} for a prerendered page (/en): ${(
      notFound.requestsPerSecond / page.requestsPerSecond
    ).toFixed(2)}× (limit ≥ 0.5×), wrk -c32 10 s`,
  );
}

export async function fuzzTotals(site: RunningSite, requests = 100_000, seed = 42) {
  const started = performance.now();
  const summary = await runFuzz({ url: site.url, seed, requests, concurrency: 16, site: await discoverSite(site.url) });
  console.log(
    `\nfuzzer: ${requests.toLocaleString('en')} requests, seed ${seed}, ${((performance.now() - started) / 1000).toFixed(0)} s`,
  );
  console.log(formatSummary(summary, { failures: 5 }).replace(/^/gm, '  '));
}
