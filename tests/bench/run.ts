/**
 * `npm run bench`: builds the site and a bare Next.js page (the framework's
 * floor) once, then prints, section by section, numbers beside the floor's,
 * and at the end every target with its ratio and verdict. Not a test: it
 * reports. `npm run bench -- --only paint --only cdn` runs some sections;
 * `--scale` adds builds at 100, 1,000 and 2,000 articles per language; `--no-build` measures
 * the builds already there.
 *
 * - weight: what a first visit to each page transfers, by kind, and
 *   Lighthouse accessibility scores.
 * - findability: Lighthouse SEO and best practices on every path of every language.
 * - paint: Lighthouse mobile performance, LCP, FCP, TBT and CLS, simulated and
 *   applied throttling, median of 5 runs.
 * - throughput: wrk -c32 10 s on a prerendered page, peak memory meanwhile.
 * - contact: the contact page's requests per second beside a prerendered page's.
 * - draft-mode: a page's response time in draft mode and prerendered.
 * - local-source: each content getter on 10,000 documents.
 * - cdn: the site behind deploy/nginx.conf's cache, and a webhook through it.
 * - instances: one instance alone, one sharing its state through Redis, three
 *   on one Redis behind deploy/nginx-instances.conf.
 * - security: 100,000 unknown paths (disk, memory, 404s per second), the
 *   fuzzer at 100,000 requests, and Mozilla's Observatory grade over HTTPS
 *   behind deploy/nginx.conf.
 * - preview: how long the draft-mode enable route takes.
 * - publish: from the Publish click in the Studio to the first request that
 *   returns the new content, on the dev site and through the webhook on a built
 *   site, with where the time goes (median of 3 publishes each).
 * - scale (only with --scale or --only scale): build time, pages and memory, the
 *   lists' and site map's weight, the search's time to the oldest article.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { chromium } from '@playwright/test';
import { CHROME_ARGS, findChrome } from '../support/chrome.ts';
import { MiB } from '../support/disk.ts';
import { startNginx } from '../support/nginx.ts';
import { buildSite, startSite, type RunningSite } from '../support/server.ts';
import { cookieHeader, enablePath, setCookies } from '../preview/site.ts';
import { cdn } from './cdn.ts';
import { findability } from './findability.ts';
import { accessibility, paint, THROTTLINGS, type PaintResult } from './lighthouse.ts';
import { localSource, TARGET_MS } from './local-source.ts';
import { instances } from './instances.ts';
import { firstVisit, KINDS, kb, type Transfer } from './measure.ts';
import { formatObservatory, observatory } from './observatory.ts';
import { preview } from './preview.ts';
import { median, publishChain, PUBLISH_TARGETS_MS, type PublishTimeline } from './publish.ts';
import { BUILD_LIMIT, PAGE_LIMITS, scale, SEARCH_LIMIT_MS, type ScaleFigures } from './scale.ts';
import { fuzzTotals, unknownPaths } from './security.ts';
import { Summary } from './summary.ts';
import { better, loadWithMemory, responseTime } from './throughput.ts';

const FLOOR_DIR = fileURLToPath(new URL('./floor/', import.meta.url));
const HOME = '/en';
const ARTICLE = '/en/articles/designing-for-calm';
const CONTACT = '/en/contact';
const PAGES = [HOME, '/fr', '/pt', ARTICLE, '/fr/articles/concevoir-le-calme', CONTACT, '/pt/contact'];
/** Lighthouse runs per page, in rounds; the median of each figure is kept. */
const LIGHTHOUSE_RUNS = 5;
/** Each page's first visit: at most this many bytes above the floor's. */
const WEIGHT_OVER_FLOOR = 60 * 1024;
const PREVIEW_SECRET = 'bench-preview-secret-0123456789';
const SECTIONS = [
  'weight',
  'findability',
  'paint',
  'throughput',
  'contact',
  'draft-mode',
  'local-source',
  'cdn',
  'instances',
  'security',
  'preview',
  'publish',
  'scale',
] as const;
type Section = (typeof SECTIONS)[number];
/** Sections that need the site and the floor built first: all but those that build their own or need none. */
const BUILDS_ITS_OWN: Section[] = ['local-source', 'cdn', 'scale'];
const ON_BUILDS = SECTIONS.filter((section) => !BUILDS_ITS_OWN.includes(section));

const summary = new Summary();
const row = (cells: string[], width = 9) =>
  console.log(cells.map((c, i) => (i === 0 ? c.padEnd(34) : c.padStart(width))).join(''));
const heading = (title: string) => console.log(`\n## ${title}`);
const mib = (bytes: number) => `${(bytes / MiB).toFixed(0)} MiB`;
const rps = (value: number) => value.toFixed(0);

/** The site (local source), started fresh for one section (its memory is that section's alone) and stopped after it. */
async function withSite(work: (site: RunningSite) => Promise<void>, env: Record<string, string> = {}) {
  const site = await startSite({ CONTENT_SOURCE: 'local', ...env });
  try {
    await work(site);
  } finally {
    await site.stop();
  }
}

/** The site and the floor, each started fresh. */
async function withSites(work: (site: RunningSite, floor: RunningSite) => Promise<void>) {
  const floor = await startSite({}, 60_000, { dir: FLOOR_DIR, probe: '/' });
  try {
    await withSite((site) => work(site, floor));
  } finally {
    await floor.stop();
  }
}

async function weight(site: RunningSite, floor: RunningSite) {
  heading('weight');
  const browser = await chromium.launch({ executablePath: findChrome(), args: CHROME_ARGS });
  try {
    console.log('first visit, compressed KiB (fresh cache, 1440x900)');
    row(['page', ...KINDS, 'total', '+floor']);
    const floorVisit: Transfer = await firstVisit(browser, `${floor.url}/`);
    row(['(floor) bare Next.js page', ...KINDS.map((k) => kb(floorVisit[k])), kb(floorVisit.total), '0.0']);
    for (const path of PAGES) {
      const t = await firstVisit(browser, site.url + path);
      row([path, ...KINDS.map((k) => kb(t[k])), kb(t.total), kb(t.total - floorVisit.total)]);
      summary.add({
        figure: `weight ${path} (KiB)`,
        value: kb(t.total),
        floor: kb(floorVisit.total),
        ratio: `+${kb(t.total - floorVisit.total)}`,
        target: `≤ floor + ${kb(WEIGHT_OVER_FLOOR)}`,
        ok: t.total - floorVisit.total <= WEIGHT_OVER_FLOOR,
      });
    }
  } finally {
    await browser.close();
  }
  console.log('\nLighthouse accessibility');
  for (const result of await accessibility(PAGES.map((path) => site.url + path))) {
    console.log(
      `${result.url.replace(site.url, '').padEnd(34)}${String(result.score).padStart(5)}${result.failing.length ? `  failing: ${result.failing.join(', ')}` : ''}`,
    );
  }
}

async function paintSection(site: RunningSite, floor: RunningSite) {
  heading('paint');
  console.log(
    `Lighthouse mobile (slow 4G, 4× CPU), simulated and applied (DevTools) throttling, median of ${LIGHTHOUSE_RUNS} runs per page`,
  );
  const urls = [`${floor.url}/`, ...[HOME, ARTICLE, CONTACT].map((path) => site.url + path)];
  const results = await paint(urls, LIGHTHOUSE_RUNS, THROTTLINGS);
  const s = (ms: number) => (ms / 1000).toFixed(2);
  for (const throttling of THROTTLINGS) {
    const [floorPaint, ...pages] = results.filter((result) => result.throttling === throttling);
    console.log(`\n${throttling} throttling`);
    const line = (cells: string[]) => row(cells, 11);
    line(['page', 'perf', 'LCP s', '× floor', 'LCP range', 'FCP s', '× floor', 'TBT ms', 'CLS', 'KiB', '+floor']);
    const cells = (p: PaintResult) => [
      String(p.score),
      s(p.lcpMs),
      `${(p.lcpMs / floorPaint!.lcpMs).toFixed(2)}×`,
      `${s(p.lcpRangeMs[0])}–${s(p.lcpRangeMs[1])}`,
      s(p.fcpMs),
      `${(p.fcpMs / floorPaint!.fcpMs).toFixed(2)}×`,
      p.tbtMs.toFixed(0),
      p.cls.toFixed(4),
      kb(p.bytes),
      kb(p.bytes - floorPaint!.bytes),
    ];
    line(['(floor) bare Next.js page', ...cells(floorPaint!)]);
    for (const page of pages) {
      const path = page.url.replace(site.url, '');
      line([path, ...cells(page)]);
      summary.add({
        figure: `LCP ${path}, ${throttling} (s)`,
        value: s(page.lcpMs),
        floor: s(floorPaint!.lcpMs),
        ratio: `${(page.lcpMs / floorPaint!.lcpMs).toFixed(2)}×`,
        target: '≤ 1.5×',
        ok: page.lcpMs <= 1.5 * floorPaint!.lcpMs,
      });
      summary.add({
        figure: `LH perf ${path}, ${throttling}`,
        value: String(page.score),
        floor: String(floorPaint!.score),
        ratio: String(page.score - floorPaint!.score),
        target: '≥ floor − 3',
        ok: page.score >= floorPaint!.score - 3,
      });
      summary.add({
        figure: `CLS ${path}, ${throttling}`,
        value: page.cls.toFixed(4),
        floor: floorPaint!.cls.toFixed(4),
        ratio: '',
        target: '0',
        ok: page.cls === 0,
      });
      summary.add({
        figure: `LH weight ${path}, ${throttling} (KiB)`,
        value: kb(page.bytes),
        floor: kb(floorPaint!.bytes),
        ratio: `+${kb(page.bytes - floorPaint!.bytes)}`,
        target: `≤ floor + ${kb(WEIGHT_OVER_FLOOR)}`,
        ok: page.bytes - floorPaint!.bytes <= WEIGHT_OVER_FLOOR,
      });
    }
    for (const page of [floorPaint!, ...pages]) console.log(`LCP element, ${page.url}: ${page.lcpElement}`);
  }
}

async function throughput(site: RunningSite, floor: RunningSite) {
  heading('throughput');
  console.log('wrk -c32 10 s, a prerendered page, twice each (floor, site, site, floor; the better run kept: the');
  console.log('machine is shared); peak RSS of the server (its process tree) over both runs');
  row(['server', 'req/s', 'mean ms', 'peak RSS']);
  const floorFirst = await loadWithMemory(floor, `${floor.url}/`);
  const siteLoad = better(
    await loadWithMemory(site, `${site.url}${HOME}`),
    await loadWithMemory(site, `${site.url}${HOME}`),
  );
  const floorLoad = better(floorFirst, await loadWithMemory(floor, `${floor.url}/`));
  row([
    '(floor) next start, /',
    rps(floorLoad.requestsPerSecond),
    floorLoad.latencyMs.toFixed(1),
    mib(floorLoad.peakBytes),
  ]);
  row([`npm start, ${HOME}`, rps(siteLoad.requestsPerSecond), siteLoad.latencyMs.toFixed(1), mib(siteLoad.peakBytes)]);
  const speed = siteLoad.requestsPerSecond / floorLoad.requestsPerSecond;
  summary.add({
    figure: `req/s ${HOME}`,
    value: rps(siteLoad.requestsPerSecond),
    floor: rps(floorLoad.requestsPerSecond),
    ratio: `${(speed * 100).toFixed(0)}%`,
    target: '≥ 60%',
    ok: speed >= 0.6,
  });
  const memory = siteLoad.peakBytes / floorLoad.peakBytes;
  summary.add({
    figure: `peak RSS under load ${HOME}`,
    value: mib(siteLoad.peakBytes),
    floor: mib(floorLoad.peakBytes),
    ratio: `${memory.toFixed(2)}×`,
    target: '≤ 1.5×',
    ok: memory <= 1.5,
  });
}

async function contact(site: RunningSite) {
  heading('contact');
  console.log('wrk -c32 10 s: the contact page (renders a form token per visit) beside a prerendered page');
  row(['page', 'req/s', 'mean ms']);
  const page = await loadWithMemory(site, `${site.url}${HOME}`);
  const form = await loadWithMemory(site, `${site.url}${CONTACT}`);
  row([HOME, rps(page.requestsPerSecond), page.latencyMs.toFixed(1)]);
  row([CONTACT, rps(form.requestsPerSecond), form.latencyMs.toFixed(1)]);
  const ratio = form.requestsPerSecond / page.requestsPerSecond;
  summary.add({
    figure: `req/s ${CONTACT} vs ${HOME}`,
    value: rps(form.requestsPerSecond),
    floor: `${rps(page.requestsPerSecond)} (${HOME})`,
    ratio: `${ratio.toFixed(2)}×`,
    target: '≥ 0.5×',
    ok: ratio >= 0.5,
  });
}

async function draftMode(site: RunningSite) {
  heading('draft-mode');
  const enable = await fetch(`${site.url}${enablePath({ secret: PREVIEW_SECRET, redirect: ARTICLE })}`, {
    redirect: 'manual',
  });
  if (enable.status !== 307) throw new Error(`the enable route answered ${enable.status}`);
  const cookie = cookieHeader(setCookies(enable.headers));
  const draft = await fetch(`${site.url}${ARTICLE}`, { headers: { cookie } });
  await draft.arrayBuffer();
  if (!/no-store/.test(draft.headers.get('cache-control') ?? '')) throw new Error('draft mode did not turn on');
  const prerendered = await responseTime(`${site.url}${ARTICLE}`);
  const drafted = await responseTime(`${site.url}${ARTICLE}`, { cookie });
  console.log(`${ARTICLE}, one request at a time, median of 60 after 10 to warm up (local source)`);
  row(['', 'ms']);
  row(['prerendered', prerendered.toFixed(1)]);
  row(['draft mode', drafted.toFixed(1)]);
  summary.add({
    figure: `draft mode ${ARTICLE} (ms)`,
    value: drafted.toFixed(1),
    floor: `${prerendered.toFixed(1)} (prerendered)`,
    ratio: `${(drafted / prerendered).toFixed(1)}×`,
    target: '≤ 10×',
    ok: drafted <= 10 * prerendered,
  });
}

async function localSourceSection() {
  heading('local-source');
  // The plain groq-js column takes minutes here; `npx tsx bench/local-source.ts` prints it.
  const figures = await localSource(undefined, { plain: false });
  for (const [label, slowest] of Object.entries(figures.slowest)) {
    summary.add({
      figure: `${slowest.what.split(' ')[0]}, ${label}, ${figures.documents.toLocaleString('en')} docs (ms)`,
      value: slowest.ms.toFixed(2),
      floor: '',
      ratio: '',
      target: `≤ ${TARGET_MS} ms`,
      ok: slowest.ms <= TARGET_MS,
    });
  }
}

async function cdnSection() {
  heading('cdn');
  console.log(
    'sanity source (loopback double), npm start behind deploy/nginx.conf (HTTPS, page cache); wrk -c32 10 s on /en',
  );
  const figures = await cdn();
  row(['', 'req/s']);
  row(['npm start alone', rps(figures.direct)]);
  row(['through the nginx cache', rps(figures.cached)]);
  console.log(
    `a change published with the webhook showed through the cache after ${figures.freshSeconds.toFixed(1)} s (reads: ${figures.reads})`,
  );
  const ratio = figures.cached / figures.direct;
  summary.add({
    figure: 'req/s through the cache (nginx)',
    value: rps(figures.cached),
    floor: `${rps(figures.direct)} (npm start)`,
    ratio: `${ratio.toFixed(1)}×`,
    target: '≥ 10×',
    ok: ratio >= 10,
  });
  summary.add({
    figure: 'webhook to visitors via cache (s)',
    value: figures.freshSeconds.toFixed(1),
    floor: '',
    ratio: '',
    target: '≤ 60 s',
    ok: figures.freshSeconds <= 60,
  });
}

async function publishSection() {
  heading('publish');
  console.log('the Studio (built, in Chromium) on the local Content Lake; ms after the Publish click, median of 3');
  console.log('publishes per site; each site asked one request after another (as an owner reloads) by its own publish');
  const figures = await publishChain(3);
  const steps: [string, (t: PublishTimeline) => number | null][] = [
    ['lake receives the publish action', (t) => t.actionReceived],
    ['lake answers it (committed)', (t) => t.actionAnswered],
    ['dataset file renamed into place', (t) => t.fileWritten],
    ['webhook sent', (t) => t.webhookSent],
    ['webhook answered (tags stale)', (t) => t.webhookAnswered],
    ['the fresh request sent', (t) => t.freshSent],
    ['its response read (the total)', (t) => t.fresh],
    ['old answers after the file/webhook', (t) => t.staleAfter],
  ];
  const of = (site: 'dev' | 'built') => figures.timelines.filter((t) => t.site === site);
  const cell = (timelines: PublishTimeline[], step: (t: PublishTimeline) => number | null) => {
    const values = timelines.map(step).filter((value): value is number => value !== null);
    return values.length ? median(values).toFixed(0) : '–';
  };
  row(['step', 'dev', 'built'], 10);
  for (const [label, step] of steps) row([label, cell(of('dev'), step), cell(of('built'), step)], 10);
  const fresh = (t: PublishTimeline) => t.fresh - t.freshSent;
  row(['the fresh request alone', cell(of('dev'), fresh), cell(of('built'), fresh)], 10);
  row(
    ['(the page unchanged, one request)', ...(['dev', 'built'] as const).map((s) => String(figures.unchangedMs[s]))],
    10,
  );
  for (const site of ['dev', 'built'] as const)
    console.log(
      `${site} totals: ${of(site)
        .map((t) => `${t.fresh} ms`)
        .join(', ')}`,
    );
  console.log(`the lake's own atomic write of the dataset file, median of 9: ${figures.rawWriteMs.toFixed(1)} ms`);
  const load = (values: number[]) => values.map((value) => value.toFixed(2)).join(' ');
  console.log(`load average: ${load(figures.load[0])} before, ${load(figures.load[1])} after`);
  for (const site of ['dev', 'built'] as const) {
    const total = median(of(site).map((t) => t.fresh));
    summary.add({
      figure: `publish → fresh page, ${site === 'dev' ? 'dev site' : 'built site (webhook)'} (s)`,
      value: (total / 1000).toFixed(2),
      floor: `${figures.rawWriteMs.toFixed(1)} ms (file write)`,
      ratio: '',
      target: `≤ ${PUBLISH_TARGETS_MS[site] / 1000} s`,
      ok: total <= PUBLISH_TARGETS_MS[site],
    });
  }
}

async function instancesSection() {
  heading('instances');
  console.log(
    'wrk -c32 10 s on /en (and /en?bench, which skips the microcache: Next and its cache, so Redis, on every',
  );
  console.log(
    'request); one instance alone, one with REDIS_URL, three with one Redis behind deploy/nginx-instances.conf',
  );
  const figures = await instances();
  row(['', 'req/s', 'mean ms']);
  const line = (label: string, load: { requestsPerSecond: number; latencyMs: number }) =>
    row([label, rps(load.requestsPerSecond), load.latencyMs.toFixed(1)]);
  line('one instance, /en', figures.alone);
  line('one instance with Redis, /en', figures.withRedis);
  line('three with Redis, nginx (HTTPS), /en', figures.threeBehindNginx);
  line('one instance, /en?bench', figures.aloneUncached);
  line('one instance with Redis, /en?bench', figures.withRedisUncached);
  console.log(`requests per instance through nginx before the load: ${figures.spread.join(' / ')}`);
  // No target: these figures say what sharing costs and what spreading buys on this machine.
}

async function security() {
  heading('security');
  // Its own data folder, so its size is this run's alone; HTTPS behind nginx, as deploy/nginx.conf says.
  const dataDir = mkdtempSync(join(tmpdir(), 'vitrine-bench-data-'));
  const site = await startSite({
    CONTENT_SOURCE: 'local',
    VITRINE_DATA_DIR: dataDir,
    TRUST_PROXY: 'loopback',
    SITE_URL: 'https://localhost',
  });
  try {
    const proxy = await startNginx(site.url);
    try {
      console.log('\nMozilla HTTP Observatory, https://localhost/ through deploy/nginx.conf');
      console.log(formatObservatory(observatory(proxy)).replace(/^/gm, '  '));
    } finally {
      await proxy.stop();
    }
    await unknownPaths(site, dataDir);
    await fuzzTotals(site);
  } finally {
    await site.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

async function scaleSection() {
  heading('scale');
  console.log('next build on generated datasets (local source), each language grown on its own (the default');
  console.log("language's articles standing in for the others); the heaviest list page and the site map");
  const figures = await scale();
  const heaviest = (f: ScaleFigures, map: boolean) =>
    f.pages
      .filter((p) => p.path.endsWith('/map') === map)
      .reduce((a, b) => (b.bytes > a.bytes ? b : a), { path: '', bytes: 0, gzipBytes: 0, elements: 0 });
  const pages = (f: ScaleFigures) => Object.values(f.prerendered).reduce((a, b) => a + b, 0);
  console.log('');
  row(['per language', 'build', 'pages', 'peak', 'list KB', 'list el.', 'map KB', 'map el.', 'search'], 10);
  for (const f of figures) {
    const list = heaviest(f, false);
    const map = heaviest(f, true);
    row(
      [
        `${f.perLanguage} (${f.articles} articles)`,
        `${(f.build.ms / 1000).toFixed(0)} s`,
        String(pages(f)),
        mib(f.build.peakBytes),
        (list.bytes / 1000).toFixed(0),
        String(list.elements),
        (map.bytes / 1000).toFixed(0),
        String(map.elements),
        f.searchMs === null ? 'failed' : `${f.searchMs} ms`,
      ],
      10,
    );
  }
  const first = figures[0]!;
  const last = figures.at(-1)!;
  console.log(
    `build time grows ${(last.build.ms / first.build.ms).toFixed(1)}× from ${first.perLanguage} to ${last.perLanguage} ` +
      `per language (${(last.perLanguage / first.perLanguage).toFixed(0)}× the articles); prerendered pages ${(pages(last) / pages(first)).toFixed(1)}×`,
  );
  const limited = figures.find((f) => f.perLanguage === BUILD_LIMIT.perLanguage);
  if (limited)
    summary.add({
      figure: `build ${limited.perLanguage} per language (min)`,
      value: (limited.build.ms / 60_000).toFixed(1),
      floor: `${(first.build.ms / 60_000).toFixed(1)} (${first.perLanguage})`,
      ratio: `${(limited.build.ms / first.build.ms).toFixed(1)}×`,
      target: `≤ ${BUILD_LIMIT.ms / 60_000} min`,
      ok: limited.build.ms <= BUILD_LIMIT.ms,
    });
  const all = figures.flatMap((f) => f.pages);
  const biggest = all.reduce((a, b) => (b.bytes > a.bytes ? b : a));
  const busiest = all.reduce((a, b) => (b.elements > a.elements ? b : a));
  summary.add({
    figure: 'largest list page or site map (KB)',
    value: (biggest.bytes / 1000).toFixed(0),
    floor: biggest.path,
    ratio: '',
    target: `≤ ${PAGE_LIMITS.bytes / 1000} KB`,
    ok: biggest.bytes <= PAGE_LIMITS.bytes,
  });
  summary.add({
    figure: 'most elements, list page or site map',
    value: String(busiest.elements),
    floor: busiest.path,
    ratio: '',
    target: `≤ ${PAGE_LIMITS.elements}`,
    ok: busiest.elements <= PAGE_LIMITS.elements,
  });
  const slowest = Math.max(...figures.map((f) => f.searchMs ?? Infinity));
  summary.add({
    figure: 'search to the oldest article, 4× CPU (ms)',
    value: String(slowest),
    floor: `${last.perLanguage} per language`,
    ratio: '',
    target: `≤ ${SEARCH_LIMIT_MS} ms`,
    ok: slowest <= SEARCH_LIMIT_MS,
  });
  summary.add({
    figure: 'oldest article reached through the pages',
    value: figures.every((f) => f.oldestReached) ? 'yes' : 'no',
    floor: '',
    ratio: '',
    target: 'yes',
    ok: figures.every((f) => f.oldestReached),
  });
}

async function main() {
  const { values } = parseArgs({
    options: {
      only: { type: 'string', multiple: true },
      scale: { type: 'boolean', default: false },
      // The site and the floor as the last run built them (after a change to the server alone, say).
      'no-build': { type: 'boolean', default: false },
    },
  });
  const only = (values.only ?? SECTIONS.filter((s) => s !== 'scale' || values.scale)) as Section[];
  const unknown = only.filter((section) => !SECTIONS.includes(section));
  if (unknown.length) throw new Error(`unknown section ${unknown.join(', ')}: choose from ${SECTIONS.join(', ')}`);
  const runs = (section: Section) => only.includes(section);

  if (!values['no-build'] && only.some((section) => ON_BUILDS.includes(section))) {
    const site = await buildSite({ CONTENT_SOURCE: 'local' });
    const floor = await buildSite({}, FLOOR_DIR);
    console.log(
      `build: site ${(site.ms / 1000).toFixed(1)} s (peak ${mib(site.peakBytes)}), floor ${(floor.ms / 1000).toFixed(1)} s (peak ${mib(floor.peakBytes)})`,
    );
  }
  const sections: Record<Section, () => Promise<void>> = {
    weight: () => withSites(weight),
    findability: () =>
      withSite(async (site) => {
        heading('findability');
        await findability(site, summary);
      }),
    paint: () => withSites(paintSection),
    throughput: () => withSites(throughput),
    contact: () => withSite(contact),
    'draft-mode': () => withSite(draftMode, { PREVIEW_SECRET }),
    'local-source': localSourceSection,
    cdn: cdnSection,
    instances: instancesSection,
    security,
    preview: async () => {
      heading('preview');
      await preview();
    },
    publish: publishSection,
    scale: scaleSection,
  };
  // A section that fails is reported, and the others still run.
  const failed: Section[] = [];
  for (const section of SECTIONS.filter(runs)) {
    try {
      await sections[section]();
    } catch (error) {
      console.error(`\nthe ${section} section failed:`, error);
      failed.push(section);
    }
  }
  summary.print();
  if (failed.length) {
    console.error(`\nfailed sections: ${failed.join(', ')}`);
    process.exitCode = 1;
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
