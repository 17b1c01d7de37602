/**
 * `npm run bench -- --scale`: the site built on generated datasets of 100,
 * 1,000 and 2,000 articles in each language (support/scaled-dataset.ts,
 * `perLanguage`: each language's copies untranslated, so the default
 * language's stand in for the others, the heaviest shape an archive of that
 * size takes), each into its own build folder, removed afterwards. Per size:
 *
 * - the build: its time, its phases (from what `next build` prints), the
 *   pages it prerendered by kind, the median time an old article, its
 *   stand-in and its card take to render on their first request, and the
 *   most memory its processes held at once;
 * - the pages that grow with an archive (the articles list's first and last
 *   pages, the site map), in the default language and the next one (which
 *   lists the default language's articles standing in too): raw and gzipped
 *   bytes and elements;
 * - that the oldest article is reached through the list's pages, following
 *   their "older" links from the first;
 * - the search: from typing the oldest article's title on the list's first
 *   page, idle, under a 4× slower CPU, to its result on screen.
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium, type Browser } from '@playwright/test';
import { localeCodes } from '@vitrine/schemas';
import { CHROME_ARGS, findChrome } from '../support/chrome.ts';
import { MiB } from '../support/disk.ts';
import { writeScaledDataset } from '../support/scaled-dataset.ts';
import { buildSite, startSite, WEB_DIR, type BuildStats, type RunningSite } from '../support/server.ts';

export const SCALES = [100, 1000, 2000] as const;
/** The build at 1,000 per language: its limit on this machine. */
export const BUILD_LIMIT = { perLanguage: 1000, ms: 10 * 60_000 } as const;
/** A list page or the site map at any size: at most this much HTML and this many elements. */
export const PAGE_LIMITS = { bytes: 200 * 1000, elements: 3000 } as const;
/** The search finds any article within this, on a phone (4× CPU). */
export const SEARCH_LIMIT_MS = 1000;
const CPU_SLOWDOWN = 4;
const DIST = '.next-bench-scale';
const LANGUAGES = localeCodes.slice(0, 2);

export interface PageFigure {
  path: string;
  bytes: number;
  gzipBytes: number;
  elements: number;
}

export interface ScaleFigures {
  perLanguage: number;
  articles: number;
  build: BuildStats;
  /** Pages Next prerendered (prerender-manifest.json), by kind. */
  prerendered: Record<string, number>;
  /** Each kind's median render time on its first request (ms), for the kinds the build left to it. */
  renderMs: Record<string, number>;
  /** Build phases (ms) from the lines `next build` printed. */
  phases: Record<string, number>;
  pages: PageFigure[];
  /** The oldest article of the default language, reached through the pages: how many "older" links it took. */
  oldestReached: { slug: string; pages: number } | null;
  /** Time to the oldest article's search result, 4× CPU, ms. */
  searchMs: number | null;
}

/** Builds and measures each size (`sizes` for a partial run). */
export async function scale(sizes: readonly number[] = SCALES): Promise<ScaleFigures[]> {
  const figures: ScaleFigures[] = [];
  const browser = await chromium.launch({ executablePath: findChrome(), args: CHROME_ARGS });
  try {
    for (const perLanguage of sizes) {
      const dir = mkdtempSync(join(tmpdir(), 'vitrine-bench-scale-'));
      try {
        const written = writeScaledDataset(dir, { perLanguage });
        const env = { CONTENT_SOURCE: 'local', VITRINE_DATASET_DIR: dir, NEXT_DIST_DIR: DIST };
        const build = await buildSite(env);
        const measured = await measureBuild(browser, env, dir);
        const figure: ScaleFigures = {
          perLanguage,
          articles: written.articles,
          build,
          phases: buildPhases(build.lines),
          ...measured,
        };
        figures.push(figure);
        printFigure(figure);
      } finally {
        rmSync(dir, { recursive: true, force: true });
        rmSync(join(WEB_DIR, DIST), { recursive: true, force: true });
      }
    }
  } finally {
    await browser.close();
  }
  return figures;
}

/** Everything but the build itself, on a build already in `env.NEXT_DIST_DIR` (web/) of the dataset in `datasetDir`. */
export async function measureBuild(
  browser: Browser,
  env: Record<string, string>,
  datasetDir: string,
): Promise<Omit<ScaleFigures, 'perLanguage' | 'articles' | 'build' | 'phases'>> {
  const distDir = join(WEB_DIR, env.NEXT_DIST_DIR ?? '.next');
  const site = await startSite(env, 120_000);
  try {
    const pages: PageFigure[] = [];
    for (const locale of LANGUAGES) {
      const last = await lastPage(site, locale);
      for (const path of new Set([`/${locale}/articles`, last.path, `/${locale}/map`]))
        pages.push(await pageFigure(browser, site, path));
    }
    const oldest = oldestArticle(datasetDir, LANGUAGES[0]!);
    const reached = await lastPage(site, LANGUAGES[0]!);
    return {
      prerendered: prerenderedKinds(distDir),
      renderMs: await renderCosts(site, distDir, datasetDir),
      pages,
      oldestReached: reached.html.includes(`/articles/${oldest.slug}"`)
        ? { slug: oldest.slug, pages: reached.hops }
        : null,
      searchMs: await searchTime(browser, site, `/${LANGUAGES[0]}/articles`, oldest),
    };
  } finally {
    await site.stop();
  }
}

/** The list's last page, reached by following each page's "older" link (rel="next") from the first. */
async function lastPage(site: RunningSite, locale: string): Promise<{ path: string; html: string; hops: number }> {
  let path = `/${locale}/articles`;
  for (let hops = 0; ; hops++) {
    const response = await fetch(`${site.url}${path}`);
    if (!response.ok) throw new Error(`${path}: ${response.status}`);
    const html = await response.text();
    const next = /<a[^>]*\brel="next"[^>]*>/.exec(html)?.[0];
    const href = next && /\bhref="([^"]+)"/.exec(next)?.[1];
    // An article's page also links its neighbour with rel="next": only a list page's link counts.
    if (!href || !href.startsWith(`/${locale}/articles/page/`)) return { path, html, hops };
    path = href;
  }
}

async function pageFigure(browser: Browser, site: RunningSite, path: string): Promise<PageFigure> {
  const response = await fetch(`${site.url}${path}`);
  if (!response.ok) throw new Error(`${path}: ${response.status}`);
  const html = Buffer.from(await response.arrayBuffer());
  const page = await browser.newPage({ javaScriptEnabled: false });
  try {
    const elements = await page.evaluate(
      (text) => new DOMParser().parseFromString(text, 'text/html').getElementsByTagName('*').length,
      html.toString('utf8'),
    );
    return { path, bytes: html.length, gzipBytes: gzipSync(html).length, elements };
  } finally {
    await page.close();
  }
}

interface Article {
  slug: string;
  title: string;
}

/** The default language's oldest published article in the dataset. */
function oldestArticle(datasetDir: string, locale: string): Article {
  const articles = readFileSync(join(datasetDir, 'data.ndjson'), 'utf8')
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line))
    .filter((doc) => doc._type === 'article' && doc.language === locale && !doc._id.startsWith('drafts.'));
  const oldest = articles.reduce((a, b) => (b.publishedAt < a.publishedAt ? b : a));
  return { slug: oldest.slug.current, title: oldest.title };
}

/**
 * From the input event of `article`'s title typed in the list's search box,
 * the page loaded, hydrated and idle, to a visible link to it (timed in the
 * page: the input event, then each change to `main` until the link shows);
 * the CPU 4× slower throughout.
 */
export async function searchTime(
  browser: Browser,
  site: RunningSite,
  path: string,
  article: Article,
): Promise<number | null> {
  const context = await browser.newContext({ viewport: { width: 412, height: 823 } });
  const page = await context.newPage();
  try {
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
    await page.goto(`${site.url}${path}`, { waitUntil: 'load', timeout: 120_000 });
    // Idle: the scripts the first-paint loader holds back have run, React has hydrated `main`, nothing loads.
    await page.waitForFunction(
      () => Object.keys(document.querySelector('main') ?? {}).some((key) => key.startsWith('__react')),
      undefined,
      { timeout: 120_000, polling: 250 },
    );
    await page.waitForLoadState('networkidle', { timeout: 120_000 });
    await page.waitForTimeout(1000);
    // No named functions inside: the bundler would wrap them in a helper the page does not have.
    const done = page.evaluate(
      (slug) =>
        new Promise<number>((resolve) => {
          const main = document.querySelector('main')!;
          let started = 0;
          main.addEventListener('input', () => (started ||= performance.now()), { capture: true });
          new MutationObserver(() => {
            const link = main.querySelector(`a[href$="/articles/${slug}"]`);
            if (started && link !== null && link.getClientRects().length > 0) resolve(performance.now() - started);
          }).observe(main, { subtree: true, childList: true, attributes: true });
        }),
      article.slug,
    );
    done.catch(() => {});
    await page.locator('main input[type="search"]').fill(article.title);
    return Math.round(
      await Promise.race([
        done,
        page.waitForTimeout(60_000).then(() => Promise.reject(new Error('no result in 60 s'))),
      ]),
    );
  } catch (error) {
    console.error(`search on ${path}: ${(error as Error).message}`);
    return null;
  } finally {
    await context.close();
  }
}

const RENDER_SAMPLES = 8;

/**
 * The median time a page of each kind takes to render on its first request:
 * the oldest articles of the default language, the same standing in for the
 * next language, and their cards, none of them prerendered (they would be
 * answered from the cache). One at a time, in that order; a kind the build
 * prerendered whole is left out.
 */
export async function renderCosts(
  site: RunningSite,
  distDir: string,
  datasetDir: string,
): Promise<Record<string, number>> {
  const prerendered = new Set(
    Object.keys(JSON.parse(readFileSync(join(distDir, 'prerender-manifest.json'), 'utf8')).routes),
  );
  const [first, second] = LANGUAGES as [string, string];
  const oldest = readFileSync(join(datasetDir, 'data.ndjson'), 'utf8')
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line))
    .filter((doc) => doc._type === 'article' && doc.language === first && !doc._id.startsWith('drafts.'))
    .sort((a, b) => (a.publishedAt < b.publishedAt ? -1 : 1))
    .slice(0, RENDER_SAMPLES)
    .map((doc) => doc.slug.current as string);
  const samples: Record<string, { path: string; route: string }[]> = {
    articles: oldest.map((slug) => ({ path: `/${first}/articles/${slug}`, route: `/${first}/articles/${slug}` })),
    'stand-in articles': oldest.map((slug) => ({
      path: `/${second}/articles/${slug}`,
      route: `/${second}/articles/${slug}`,
    })),
    'article cards': oldest.map((slug) => ({
      path: `/${first}/articles/${slug}/opengraph-image`,
      route: `/${first}/_card/article/${slug}`,
    })),
  };
  const costs: Record<string, number> = {};
  for (const [kind, pages] of Object.entries(samples)) {
    const times: number[] = [];
    for (const { path, route } of pages) {
      if (prerendered.has(route)) continue;
      const started = performance.now();
      const response = await fetch(`${site.url}${path}`);
      await response.arrayBuffer();
      if (response.ok) times.push(performance.now() - started);
    }
    times.sort((a, b) => a - b);
    if (times.length) costs[kind] = Math.round(times[Math.floor(times.length / 2)]!);
  }
  return costs;
}

/** The prerendered pages of a build, by kind of route. */
function prerenderedKinds(distDir: string): Record<string, number> {
  const manifest = JSON.parse(readFileSync(join(distDir, 'prerender-manifest.json'), 'utf8')) as {
    routes: Record<string, unknown>;
  };
  const kinds: Record<string, number> = {};
  for (const path of Object.keys(manifest.routes)) {
    const kind = pageKind(path);
    kinds[kind] = (kinds[kind] ?? 0) + 1;
  }
  return kinds;
}

/** A path's kind, for the bench's tables: an article, its card, a list page, another page or card, a file. */
export function pageKind(path: string): string {
  if (/\/_card\/article\//.test(path)) return 'article cards';
  if (/\/_card\//.test(path)) return 'other cards';
  if (/^\/[^/]+\/articles\/page\//.test(path) || /^\/[^/]+\/articles$/.test(path)) return 'list pages';
  if (/^\/[^/]+\/articles\//.test(path)) return 'articles';
  if (/\.(xml|json|txt|webmanifest)$/.test(path) || path.startsWith('/dataset-images')) return 'files';
  return 'other pages';
}

/** Build phases from the times `next build` printed its steps. */
export function buildPhases(lines: BuildStats['lines']): Record<string, number> {
  const plain = lines.map(({ ms, text }) => ({ ms, text: text.replace(/\x1b\[[0-9;]*m/g, '') }));
  const at = (pattern: RegExp) => plain.find((line) => pattern.test(line.text))?.ms;
  const compiled = at(/Compiled successfully|Compiled with/);
  const generating = at(/Generating static pages/);
  const finished = plain.findLast((line) => /Generating static pages.*\((\d+)\/\1\)/.test(line.text))?.ms;
  const end = plain.at(-1)?.ms;
  const phases: Record<string, number> = {};
  if (compiled !== undefined) phases.compile = compiled;
  if (compiled !== undefined && generating !== undefined) phases['page data'] = generating - compiled;
  if (generating !== undefined && finished !== undefined) phases.prerender = finished - generating;
  if (finished !== undefined && end !== undefined) phases.finish = end - finished;
  return phases;
}

const kb = (bytes: number) => `${(bytes / 1000).toFixed(0)} KB`;
const seconds = (ms: number) => `${(ms / 1000).toFixed(0)} s`;

export function printFigure(figure: ScaleFigures) {
  const { build } = figure;
  const pages = Object.values(figure.prerendered).reduce((a, b) => a + b, 0);
  console.log(
    `\n${figure.perLanguage} per language (${figure.articles} articles): build ${seconds(build.ms)}, ` +
      `${pages} pages prerendered, peak ${(build.peakBytes / MiB).toFixed(0)} MiB`,
  );
  console.log(
    `  phases: ${Object.entries(figure.phases)
      .map(([k, v]) => `${k} ${Math.round(v)} ms`)
      .join(', ')}`,
  );
  console.log(
    `  prerendered: ${Object.entries(figure.prerendered)
      .map(([k, v]) => `${k} ${v}`)
      .join(', ')}`,
  );
  console.log(
    `  render time: ${Object.entries(figure.renderMs)
      .map(([k, v]) => `${k} ${Math.round(v)} ms`)
      .join(', ')}`,
  );
  for (const page of figure.pages)
    console.log(
      `  ${page.path.padEnd(28)}${kb(page.bytes).padStart(9)}${kb(page.gzipBytes).padStart(9)} gzip${String(page.elements).padStart(7)} elements`,
    );
  console.log(
    `  oldest article: ${figure.oldestReached ? `on the last page, ${figure.oldestReached.pages} "older" links from the first` : 'NOT reached through the pages'}`,
  );
  console.log(
    `  search to the oldest article, 4× CPU: ${figure.searchMs === null ? 'failed' : `${figure.searchMs} ms`}`,
  );
}
