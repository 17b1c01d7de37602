/**
 * The `sanity` source end to end: the site is built and served against the
 * loopback double of Sanity's query API (SANITY_API_HOST), exactly as it would
 * be against the Content Lake, and shows the same content as the local build.
 */
import { test as base, expect } from '@playwright/test';
import { localeCodes } from '@vitrine/schemas';
import { startSanityDouble, type SanityDouble } from '../sanity-double/server.ts';
import { siteSettings, DATASET_DIR } from '../support/dataset.ts';
import { buildSite, startSite, type RunningSite } from '../support/server.ts';

const test = base.extend<object, { sanitySite: { site: RunningSite; double: SanityDouble } }>({
  sanitySite: [
    async ({}, use) => {
      const double = await startSanityDouble({
        datasetDir: DATASET_DIR,
        loadOptions: { assetBaseUrl: 'https://cdn.sanity.io/images/vitrinedemo/production' },
        idleTimeoutMs: 0,
      });
      const env = {
        SANITY_PROJECT_ID: 'vitrinedemo',
        SANITY_DATASET: 'production',
        SANITY_API_HOST: double.url,
        NEXT_DIST_DIR: '.next-sanity',
      };
      await buildSite(env);
      const site = await startSite(env);
      await use({ site, double });
      await site.stop();
      await double.close();
    },
    { scope: 'worker', timeout: 600_000 },
  ],
});

test.describe.configure({ mode: 'serial' });

test('the site builds and serves every home page from the Sanity API double', async ({ sanitySite, page }) => {
  const { site, double } = sanitySite;
  const settings = siteSettings();
  for (const locale of localeCodes) {
    const response = await page.goto(`${site.url}/${locale}`);
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(settings.profile.name);
    await expect(page.getByText(settings.profile.job[locale], { exact: true })).toBeVisible();
  }
  // Content came over HTTP from the double, with the published perspective, never drafts.
  const queries = double.requests.filter((r) => r.endpoint === 'query');
  expect(queries.length).toBeGreaterThan(0);
  expect(queries.every((r) => r.perspective === 'published' && r.status === 200)).toBe(true);
  expect(queries.some((r) => r.tag?.includes('siteSettingsQuery'))).toBe(true);
});

test('images point at the Sanity CDN when the content comes from Sanity', async ({ sanitySite, page }) => {
  await page.goto(`${sanitySite.site.url}/en`);
  const src = await page.locator('main img').first().getAttribute('src');
  expect(src).toMatch(/^https:\/\/cdn\.sanity\.io\/images\/vitrinedemo\/production\/[0-9a-f]{40}-\d+x\d+\.\w+\?w=\d+/);
});
