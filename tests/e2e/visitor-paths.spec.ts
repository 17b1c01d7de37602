/**
 * Paths as visitors type and share them: without a language prefix (a
 * two-letter page slug included), and with `?preview=<secret>` on any page.
 * Read over HTTP with redirects shown, as a browser would receive them.
 *
 * The site serves a copy of the demo dataset with one more page, `hi` ("say hi"),
 * in every language of the list that has pages: its slug is also an ISO 639-1
 * code (Hindi).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test } from './support/fixtures.ts';
import { defaultLocale } from '@vitrine/schemas';
import { localized, writeDatasetVariant } from '../support/dataset.ts';
import { OFFERED, SECOND, THIRD, UNLISTED } from '../support/languages.ts';
import { messages } from '../support/messages.ts';
import { E2E_PREVIEW_SECRET } from '../preview/constants.ts';
import { startSite, type RunningSite } from '../support/server.ts';

/** "Exit preview" in a language (web/messages/<code>.json). */
const exitPreview = (locale: string) => (messages(locale).PreviewBanner as Record<string, string>).exit!;
/**
 * The page each language's `hi` is copied from: its nested page (a catch-all route), else any of its pages. A
 * language with none gets no `hi`: the default language's stands in there.
 */
const HI_SOURCES = new Map(
  OFFERED.flatMap((locale) => {
    const pages = localized('page').filter((p) => p.locale === locale);
    const source = pages.find((p) => p.slug.includes('/')) ?? pages[0];
    return source ? [[source.id, locale] as const] : [];
  }),
);
/** The `hi` page's title in a language: its own, else the default language's (which stands in). */
const title = (locale: string) => `Say hi (${[...HI_SOURCES.values()].includes(locale) ? locale : defaultLocale})`;

let site: RunningSite;
let datasetDir: string;

test.beforeAll(async () => {
  datasetDir = mkdtempSync(join(tmpdir(), 'vitrine-paths-'));
  const hi: any[] = [];
  writeDatasetVariant(datasetDir, {
    change: (doc) => {
      const locale = HI_SOURCES.get(doc._id);
      if (locale) {
        const { validate: _, ...rest } = doc;
        hi.push({ ...rest, _id: `page-hi-${locale}`, title: title(locale), slug: { _type: 'slug', current: 'hi' } });
      }
      return doc;
    },
    add: hi,
  });
  site = await startSite({
    CONTENT_SOURCE: 'local',
    VITRINE_DATASET_DIR: datasetDir,
    PREVIEW_SECRET: E2E_PREVIEW_SECRET,
  });
});

test.afterAll(async () => {
  await site?.stop();
  rmSync(datasetDir, { recursive: true, force: true });
});

const get = (path: string, headers: Record<string, string> = {}) =>
  fetch(site.url + path, { redirect: 'manual', headers });

test.describe('a path without a language prefix', () => {
  for (const locale of OFFERED) {
    test(`goes to the visitor’s language (${locale}), a two-letter page slug included`, async () => {
      for (const path of ['/hi', '/about', '/articles?tag=design']) {
        const response = await get(path, { 'accept-language': `${locale};q=1, en;q=0.5` });
        expect(response.status, path).toBe(307);
        expect(response.headers.get('location'), path).toBe(`/${locale}${path}`);
        expect(response.headers.get('set-cookie'), path).toContain(`i18n_redirected=${locale}`);
      }
      const page = await get(`/${locale}/hi`);
      expect(page.status).toBe(200);
      expect(await page.text()).toContain(`<title>${title(locale)} · `);
    });
  }

  test('the cookie wins over Accept-Language', async () => {
    const response = await get('/hi', { cookie: `i18n_redirected=${THIRD}`, 'accept-language': SECOND });
    expect(response.headers.get('location')).toBe(`/${THIRD}/hi`);
  });

  test('a language code we do not speak, that is not a page slug, is a 404, not a redirect', async () => {
    for (const path of [`/${UNLISTED[0]}/about`, `/${UNLISTED[1]}`, `/${UNLISTED[2]}/articles`]) {
      const response = await get(path);
      expect(response.status, path).toBe(404);
      const text = (await response.text()).replace(/<[^>]+>/g, '');
      expect(text, path).toContain(`Page not found: ${path}`);
    }
  });
});

test.describe('?preview=<secret> on any page', () => {
  for (const locale of OFFERED) {
    test(`turns preview on and leaves the secret nowhere (${locale})`, async ({ browser }) => {
      const context = await browser.newContext({ baseURL: site.url });
      const page = await context.newPage();
      const referers: string[] = [];
      page.on('request', (request) => {
        const referer = request.headers()['referer'];
        if (referer) referers.push(referer);
      });
      const target = `/${locale}/hi?x=1`;
      const response = await page.goto(`${target}&preview=${E2E_PREVIEW_SECRET}`);
      expect(response?.status()).toBe(200);
      // The same URL without the parameter, in the address bar and in the history.
      expect(new URL(page.url()).pathname + new URL(page.url()).search).toBe(target);
      // The redirect replaced the entry: as many as a plain visit to the page leaves (about:blank, the page).
      const control = await context.newPage();
      await control.goto(target);
      expect(await page.evaluate(() => history.length)).toBe(await control.evaluate(() => history.length));
      await control.close();
      await expect(
        page
          .getByRole('link', { name: exitPreview(locale) })
          .or(page.getByRole('button', { name: exitPreview(locale) })),
      ).toBeVisible();
      const cookies = await context.cookies();
      expect(cookies.map((cookie) => cookie.name)).toEqual(
        expect.arrayContaining(['__prerender_bypass', 'vitrine_preview']),
      );
      // Whatever the page loads afterwards says where it came from without the secret.
      await page.reload();
      expect(referers.length).toBeGreaterThan(0);
      for (const referer of referers) expect(referer).not.toContain(E2E_PREVIEW_SECRET);
      await context.close();
    });
  }

  test('a wrong secret is refused as the enable route refuses it, with no cookie and no redirect', async () => {
    const response = await get(`/${SECOND}/hi?preview=wrong`);
    expect(response.status).toBe(401);
    expect(response.headers.get('set-cookie')).toBeNull();
    expect(response.headers.get('location')).toBeNull();
  });

  test('a secret no header can hold (any Unicode, with other parameters) is refused with 401, never a 500', async () => {
    for (const path of [
      `/${THIRD}/credits?preview=%E3%80%82evil.example&tag=javascript%3Aalert(1)`,
      '/en?preview=%F0%9F%94%91',
    ]) {
      const response = await get(path);
      expect(response.status, path).toBe(401);
      expect(response.headers.get('set-cookie'), path).toBeNull();
    }
  });
});
