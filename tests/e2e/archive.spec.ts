/**
 * A grown archive: a generated dataset with 15 articles in each language,
 * each language's copies untranslated (so the default language's stand in for
 * the others: 24 listed in fr and pt), built with 3 articles a page
 * (LIST_PAGE_SIZE), reusing the main build's compiled code (Next's generate
 * mode). So the demo's few articles exercise what a large archive meets:
 *
 * - the list's pages: newest first, newer and older links, the number in the
 *   title and its own canonical, the oldest article reached from the first
 *   page, a page past the last a 404 before anything renders;
 * - the search over every article, fetched once the visitor moves into the box, with
 *   JavaScript (a tag and a title, across pages) and without (it says so);
 * - the site map: the newest articles, not all of them;
 * - what the build prerenders (the first two pages' articles and their
 *   cards) and what renders on its first request and is kept;
 * - every link every page offers answers 200.
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { test as base, expect } from '@playwright/test';
import { archivePagePath, localeCodes } from '@vitrine/schemas';
import { crawl } from '../support/crawl.ts';
import { messages } from '../support/messages.ts';
import { hydrated } from './support/browser.ts';
import { writeScaledDataset } from '../support/scaled-dataset.ts';
import { generateBuild, startSite, WEB_DIR, type RunningSite } from '../support/server.ts';

const PER_LANGUAGE = 15;
const PAGE_SIZE = 3;
/** The site map's newest articles (web/src/config/lists.ts). */
const MAP_ARTICLES = 20;
const [EN, FR] = localeCodes as [string, string];
const DIST = '.next-archive';
/** The public address, for the build and the server alike (pages rendered on demand write it too). */
const ORIGIN = 'https://vitrine.test';

interface Article {
  id: string;
  slug: string;
  title: string;
  publishedAt: string;
  tags: string[];
}

interface Archive {
  site: RunningSite;
  /** Each language's articles as its list shows them, newest first (its own and the default's standing in). */
  listed: Record<string, Article[]>;
  /** What the build prerendered (prerender-manifest.json). */
  prerendered: Set<string>;
  setupMs: number;
}

/** The articles a language lists: its own, and the default language's with no version in it; newest first. */
function listedIn(docs: any[], locale: string): Article[] {
  const articles = docs.filter((doc) => doc._type === 'article' && !doc._id.startsWith('drafts.'));
  const translated = new Set(
    docs
      .filter((doc) => doc._type === 'translation.metadata')
      .filter((meta) => meta.translations.some((t: any) => t.language === locale))
      .flatMap((meta) => meta.translations.map((t: any) => t.value._ref)),
  );
  return articles
    .filter((doc) => doc.language === locale || (doc.language === EN && !translated.has(doc._id)))
    .map((doc) => ({
      id: doc._id,
      slug: doc.slug.current,
      title: doc.title,
      publishedAt: doc.publishedAt,
      tags: doc.tags,
    }))
    .sort((a, b) => (a.publishedAt < b.publishedAt ? 1 : a.publishedAt > b.publishedAt ? -1 : 0));
}

const test = base.extend<object, { archive: Archive }>({
  archive: [
    async ({}, use) => {
      const started = performance.now();
      const root = mkdtempSync(join(tmpdir(), 'vitrine-archive-'));
      const dataset = writeScaledDataset(join(root, 'dataset'), { perLanguage: PER_LANGUAGE });
      const env = {
        CONTENT_SOURCE: 'local',
        VITRINE_DATASET_DIR: dataset.dir,
        LIST_PAGE_SIZE: String(PAGE_SIZE),
        SITE_URL: ORIGIN,
      };
      await generateBuild(DIST, env);
      const site = await startSite({ ...env, NEXT_DIST_DIR: DIST, VITRINE_DATA_DIR: join(root, 'data') });
      const docs = readFileSync(join(dataset.dir, 'data.ndjson'), 'utf8')
        .split('\n')
        .filter(Boolean)
        .map((line) => JSON.parse(line));
      const listed = Object.fromEntries(localeCodes.map((locale) => [locale, listedIn(docs, locale)]));
      const manifest = JSON.parse(readFileSync(join(WEB_DIR, DIST, 'prerender-manifest.json'), 'utf8'));
      await use({
        site,
        listed,
        prerendered: new Set(Object.keys(manifest.routes)),
        setupMs: performance.now() - started,
      });
      await site.stop();
      rmSync(join(WEB_DIR, DIST), { recursive: true, force: true });
      rmSync(root, { recursive: true, force: true });
    },
    { scope: 'worker', timeout: 600_000 },
  ],
});
test.describe.configure({ mode: 'serial' });

const get = async (site: RunningSite, path: string) => {
  const response = await fetch(`${site.url}${path}`, { redirect: 'manual' });
  return { status: response.status, headers: response.headers, body: await response.text() };
};

/** The article links of a list page's own cards, in order (not the header's, the pager's or the footer's). */
const cardSlugs = (html: string, locale: string) =>
  [...html.matchAll(new RegExp(`<a class="[^"]*stretched-link[^"]*" href="/${locale}/articles/([^"]+)"`, 'g'))].map(
    (match) => match[1]!,
  );

test('the list is cut in pages, newest first; older links reach the oldest article; past the last is a 404', async ({
  archive,
}) => {
  const { site, listed } = archive;
  console.log(`archive set-up (dataset, generate build, server): ${(archive.setupMs / 1000).toFixed(0)} s`);
  for (const locale of [EN, FR]) {
    const all = listed[locale]!;
    const pages = Math.ceil(all.length / PAGE_SIZE);
    expect(pages, locale).toBeGreaterThanOrEqual(5);
    let path = archivePagePath(locale, 1);
    const seen: string[] = [];
    for (let n = 1; n <= pages; n++) {
      const page = await get(site, path);
      expect(page.status, path).toBe(200);
      expect(cardSlugs(page.body, locale), path).toEqual(
        all.slice((n - 1) * PAGE_SIZE, n * PAGE_SIZE).map((article) => article.slug),
      );
      seen.push(...cardSlugs(page.body, locale));
      if (n > 1) {
        expect(page.body).toMatch(new RegExp(`<title>[^<]*${n}[^<]*${pages}[^<]*</title>`));
        expect(page.body).toContain(`<link rel="canonical" href="${ORIGIN}${path}"/>`);
        expect(page.body).toContain(`rel="prev" href="${archivePagePath(locale, n - 1)}"`);
      }
      const older = /<a [^>]*rel="next" href="([^"]+)"/.exec(page.body)?.[1];
      if (n < pages) {
        expect(older, path).toBe(archivePagePath(locale, n + 1));
        path = older!;
      } else expect(older, `${path} is the last page`).toBeUndefined();
    }
    // Every article once, the oldest on the last page.
    expect(seen).toEqual(all.map((article) => article.slug));
    expect(seen.at(-1)).toBe(all.at(-1)!.slug);
    for (const past of [pages + 1, 999]) {
      const page = await get(site, archivePagePath(locale, past));
      expect(page.status, `page ${past}`).toBe(404);
      expect(page.body).toContain(archivePagePath(locale, past));
    }
  }
  for (const path of ['/en/articles/page/1', '/en/articles/page/02', '/en/articles/page/two'])
    expect((await get(site, path)).status, path).toBe(404);
});

test('with JavaScript, the search loads its index once the visitor moves into the search box, and finds the oldest article', async ({
  archive,
  page,
}) => {
  const { site, listed } = archive;
  const oldest = listed[FR]!.at(-1)!;
  const indexRequests: string[] = [];
  page.on('request', (request) => {
    if (request.url().endsWith('/search.json')) indexRequests.push(request.url());
  });
  await page.goto(`${site.url}/${FR}/articles`);
  await expect(page.locator('main article')).toHaveCount(PAGE_SIZE);
  // The search answers once React runs (the first-paint loader starts it after the paint).
  await hydrated(page);
  await page.waitForLoadState('networkidle');
  expect(indexRequests).toEqual([]);

  // Into the box: the index comes before the first keystroke, once.
  await page.locator('main input[type="search"]').focus();
  await expect.poll(() => indexRequests).toEqual([`${site.url}/${FR}/search.json`]);
  await page.locator('main input[type="search"]').fill(oldest.title);
  const result = page.locator(`main article a[href="/${FR}/articles/${oldest.slug}"]`);
  await expect(result).toBeVisible();
  expect(indexRequests).toEqual([`${site.url}/${FR}/search.json`]);
  await expect(page).toHaveURL(new RegExp(`\\?q=`));
  await expect(page.locator('main nav[aria-label]')).toHaveCount(0);

  // A tag chosen finds every article with it, across the list's pages, and more on demand.
  await page.locator('main input[type="search"]').fill('');
  const tag = oldest.tags[0]!;
  const tagged = listed[FR]!.filter((article) => article.tags.includes(tag));
  expect(tagged.length).toBeGreaterThan(PAGE_SIZE);
  await page.locator('main [role="group"] button', { hasText: new RegExp(`^${tag}$`) }).click();
  await expect(page.locator('main [role="status"]')).toContainText(String(tagged.length));
  await expect(page.locator('main article')).toHaveCount(Math.min(tagged.length, PAGE_SIZE));
  while ((await page.locator('main article').count()) < tagged.length)
    await page.locator('main button', { hasText: messages(FR).ArticlesPage.more }).click();
  await expect(page.locator('main article')).toHaveCount(tagged.length);
  expect(indexRequests).toHaveLength(1);
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the page says the search needs it, and its pages still list every article', async ({ archive, page }) => {
    await page.goto(`${archive.site.url}/${EN}/articles?q=calm`);
    // Playwright's text matchers pass over <noscript>: its paragraph is read as the browser lays it out.
    const note = page.locator('main noscript p');
    await expect(note).toBeVisible();
    expect(await note.evaluate((p) => p.textContent)).toBe(messages(EN).ArticlesPage.needsScript);
    await expect(page.locator('main article')).toHaveCount(PAGE_SIZE);
    await page.locator('main a[rel="next"]').click();
    await expect(page).toHaveURL(new RegExp(`/${EN}/articles/page/2$`));
    await expect(page.locator('main article')).toHaveCount(PAGE_SIZE);
  });
});

test('the site map names the newest articles, not all of them, and links the list', async ({ archive }) => {
  const { site, listed } = archive;
  expect(listed[FR]!.length).toBeGreaterThan(MAP_ARTICLES);
  const map = (await get(site, `/${FR}/map`)).body;
  const linked = listed[FR]!.filter((article) => map.includes(`href="/${FR}/articles/${article.slug}"`));
  expect(linked.map((article) => article.slug)).toEqual(listed[FR]!.slice(0, MAP_ARTICLES).map((a) => a.slug));
  expect(map).toContain(`href="/${FR}/articles"`);
});

test('the build prerenders the first pages’ articles and cards; the others render on their first request and are kept', async ({
  archive,
}) => {
  const { site, listed, prerendered } = archive;
  for (const locale of [EN, FR]) {
    const all = listed[locale]!;
    const recent = all.slice(0, 2 * PAGE_SIZE);
    for (const article of recent) {
      expect(prerendered.has(`/${locale}/articles/${article.slug}`), article.slug).toBe(true);
      expect(prerendered.has(`/${locale}/_card/article/${article.slug}`), article.slug).toBe(true);
    }
    for (const article of all.slice(2 * PAGE_SIZE))
      expect(prerendered.has(`/${locale}/articles/${article.slug}`), article.slug).toBe(false);
    for (let n = 2; n <= Math.ceil(all.length / PAGE_SIZE); n++)
      expect(prerendered.has(archivePagePath(locale, n))).toBe(true);
  }
  // An old article of its own, and one of the default language standing in, not prerendered: they answer (an
  // earlier test's prefetch may have rendered one already), and are kept.
  const old = listed[EN]!.at(-1)!;
  const standIn = listed[FR]!.filter((article) => article.id.endsWith(`-${EN}`)).at(-1)!;
  for (const path of [`/${EN}/articles/${old.slug}`, `/${FR}/articles/${standIn.slug}`]) {
    const first = await get(site, path);
    expect(first.status, path).toBe(200);
    const card = new RegExp(`<meta property="og:image" content="${ORIGIN}([^"?]+)`).exec(first.body)![1]!;
    expect((await fetch(`${site.url}${card}`)).status, card).toBe(200);
    await expect.poll(async () => (await get(site, path)).headers.get('x-nextjs-cache'), { message: path }).toBe('HIT');
    // The first paint's rewrite holds for it as for a prerendered page: its chunks wait, inert, for the paint.
    const kept = (await get(site, path)).body;
    expect(kept).toContain('<script type="vitrine/chunk" data-src="/_next/static/chunks/');
    expect(kept).not.toMatch(/<script src="\/_next\/static\/chunks\/[^"]+" async="">/);
  }
});

test('every link of every page, the list’s pages and the articles rendered on demand included, answers 200', async ({
  archive,
}) => {
  test.setTimeout(300_000);
  const visits = await crawl({
    base: archive.site.url,
    origin: ORIGIN,
    start: localeCodes.map((locale) => `/${locale}/articles`),
  });
  const broken = [...visits.values()]
    .filter((visit) => visit.finalStatus !== 200)
    .map((v) => `${v.finalStatus} ${v.path}`);
  expect(broken).toEqual([]);
  expect(visits.size).toBeGreaterThan(3 * PER_LANGUAGE);
});
