/**
 * The `sanity` source end to end: the site is built and served against the
 * local Content Lake (SANITY_API_HOST), exactly as it would
 * be against the Content Lake, and shows the same content as the local build.
 */
import { test as base, expect } from '@playwright/test';
import { defaultLocale } from '@vitrine/schemas';
import { startLake, type Lake } from '@vitrine/studio/lake';
import { DATASET_DIR, inLanguage, publishedDocuments, siteSettings } from '../support/dataset.ts';
import { expectedAlternates, expectedSitemapLocs, parseSitemap } from '../support/seo.ts';
import { OFFERED } from '../support/languages.ts';
import { generateBuild, startSite, type RunningSite } from '../support/server.ts';

const test = base.extend<object, { sanitySite: { site: RunningSite; lake: Lake } }>({
  sanitySite: [
    async ({}, use) => {
      const lake = await startLake({
        datasetDir: DATASET_DIR,
        loadOptions: { assetBaseUrl: 'https://cdn.sanity.io/images/vitrinedemo/production' },
        idleTimeoutMs: 0,
      });
      const env = {
        SANITY_PROJECT_ID: 'vitrinedemo',
        SANITY_DATASET: 'production',
        SANITY_API_HOST: lake.url,
        NEXT_DIST_DIR: '.next-sanity',
      };
      await generateBuild(env.NEXT_DIST_DIR, env);
      const site = await startSite(env);
      await use({ site, lake });
      await site.stop();
      await lake.close();
    },
    { scope: 'worker', timeout: 600_000 },
  ],
});

test.describe.configure({ mode: 'serial' });

test('the site builds and serves every home page from the local Content Lake', async ({ sanitySite, page }) => {
  const { site, lake } = sanitySite;
  const settings = siteSettings();
  for (const locale of OFFERED) {
    const response = await page.goto(`${site.url}/${locale}`);
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(settings.profile.name);
    await expect(page.getByText(inLanguage(settings.profile.job, locale), { exact: true })).toBeVisible();
  }
  // Content came over HTTP from the lake, with the published perspective, never drafts.
  const queries = lake.requests.filter((r) => r.endpoint === 'query');
  expect(queries.length).toBeGreaterThan(0);
  expect(queries.every((r) => r.perspective === 'published' && r.status === 200)).toBe(true);
  expect(queries.some((r) => r.tag?.includes('siteSettingsQuery'))).toBe(true);
});

test('images come from the Sanity CDN, cut as the crop and hotspot say; the test never reaches the internet', async ({
  sanitySite,
  page,
}) => {
  const cdn = 'https://cdn.sanity.io/images/vitrinedemo/production/';
  const offsite: string[] = [];
  // Every request off the loopback is answered here: the CDN's with an error, anything else recorded as a leak.
  await page.route(
    (url) => url.hostname !== '127.0.0.1',
    (route) => {
      if (!route.request().url().startsWith(cdn)) offsite.push(route.request().url());
      return route.abort();
    },
  );
  // An image's file name on the CDN, from its asset id: `image-<sha1>-<w>x<h>-<ext>` → `<sha1>-<w>x<h>.<ext>`.
  const fileOf = (image: { asset: { _ref: string } }) => image.asset._ref.replace(/^image-(.+)-(\w+)$/, '$1.$2');
  const documents = publishedDocuments() as any[];
  const mare = documents.find((d) => d._id === 'project-mare-en');
  const languages = documents.find((d) => d._id === 'article-languages-en');

  await page.goto(`${sanitySite.site.url}/en`);
  // The portrait: 800 × 800, cropped 15% from the sides, 10% from the top, 20% from the bottom; an 88 px square.
  const portrait = page.getByRole('img', { name: inLanguage(siteSettings().profile.picture.alt, defaultLocale) });
  await expect(portrait).toHaveAttribute(
    'srcset',
    `${cdn}${fileOf(siteSettings().profile.picture)}?rect=120,80,560,560&w=88&h=88&fit=crop&auto=format 1x, ` +
      `${cdn}${fileOf(siteSettings().profile.picture)}?rect=120,80,560,560&w=176&h=176&fit=crop&auto=format 2x`,
  );

  await page.goto(`${sanitySite.site.url}/en/works`);
  // Maré: 1600 × 1000 cropped to 1344 × 800 from (128, 100), then to 16:10 around the hotspot's centre.
  await expect(page.getByRole('img', { name: mare.image.alt })).toHaveAttribute(
    'srcset',
    new RegExp(`^${cdn}${fileOf(mare.image)}\\?rect=160,100,1280,800&w=320&h=200&fit=crop&auto=format 320w, `),
  );

  await page.goto(`${sanitySite.site.url}/en/articles/${languages.slug.current}`);
  // The cover: the left fifth and bottom tenth cropped, then 16:9 kept at the top, where the hotspot is.
  const cover = page.locator('main article > img');
  await expect(cover).toHaveAttribute(
    'srcset',
    new RegExp(`^${cdn}${fileOf(languages.cover)}\\?rect=320,0,1280,720&w=320&h=180&fit=crop&auto=format 320w, `),
  );
  await expect(cover).toHaveAttribute('sizes', '(min-width: 736px) 696px, calc(100vw - 40px)');
  await expect(cover).toHaveAttribute('fetchpriority', 'high');
  expect(offsite).toEqual([]);
});

test('the sitemap lists the same pages, alternates and dates from the local Content Lake, published only', async ({
  sanitySite,
  request,
}) => {
  const { site, lake } = sanitySite;
  const response = await request.get(`${site.url}/sitemap.xml`);
  expect(response.status()).toBe(200);
  const entries = parseSitemap(await response.text());
  expect(entries.map((entry) => entry.loc).sort()).toEqual(expectedSitemapLocs());
  const expected = expectedAlternates();
  for (const entry of entries) expect(entry.alternates, entry.loc).toEqual(expected.get(entry.loc));
  const index = lake.requests.filter((r) => r.endpoint === 'query' && r.tag?.includes('routeIndexQuery'));
  expect(index.length).toBeGreaterThan(0);
  expect(index.every((r) => r.perspective === 'published')).toBe(true);
  expect((await request.get(`${site.url}/robots.txt`)).status()).toBe(200);
  expect((await request.get(`${site.url}/pt/feed.xml`)).headers()['content-type']).toBe(
    'application/rss+xml; charset=utf-8',
  );
});
