/**
 * A page document's validate rule, on every kind of route: when it fails for
 * a request, the answer is a 404 whose heading is the document's own message,
 * or "Page Not Found: {path}" without one. Read in the HTML the server sends
 * (no JavaScript), in each language.
 *
 * The built site serves a copy of the demo dataset in which every page fails
 * its rule (a `locales` list without its own language): the route index is
 * read at run time, so no second build is needed.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test } from './support/fixtures.ts';
import { languageTag, localeCodes } from '@vitrine/schemas';
import { localized, writeDatasetVariant } from '../support/dataset.ts';
import { FIRST, SECOND, THIRD, UNLISTED } from '../support/languages.ts';
import { messages } from '../support/messages.ts';
import { startSite, type RunningSite } from '../support/server.ts';

/** A page of the demo in a language: a fixed route's (by its slug) or, with `'nested'`, one at a path of its own. */
const pageIn = (locale: string, slug: string) => {
  const found = localized('page').find(
    (p) => p.locale === locale && (slug === 'nested' ? p.slug.includes('/') : p.slug === slug),
  );
  if (!found) throw new Error(`The demo dataset has no ${slug} page in ${locale}`);
  return { id: found.id, locale, path: `/${locale}/${found.slug}` };
};

/**
 * The page documents given a failing rule, each in one of the list's languages, on every kind of route, and the
 * message some are given (a shorter list gives a page once: the first rule given it).
 */
const PAGES: { id: string; locale: string; path: string; message?: string }[] = [
  { ...pageIn(FIRST, 'about'), message: 'About is being rewritten.' },
  pageIn(SECOND, 'contact'),
  { ...pageIn(THIRD, 'map'), message: 'The site map is back soon.' },
  pageIn(FIRST, 'credits'),
  { ...pageIn(SECOND, 'partners'), message: 'Partners are coming soon.' },
  pageIn(THIRD, 'guardians'),
  { ...pageIn(FIRST, 'nested'), message: 'The process page has moved.' },
  pageIn(THIRD, 'nested'),
].filter((page, index, all) => all.findIndex((other) => other.id === page.id) === index);

/** The error screen's texts in a language (web/messages/<code>.json): "Page Not Found: {path}" and the home link. */
const screen = (locale: string) => messages(locale).ErrorScreen as { invalid: string; home: string };

let site: RunningSite;
let datasetDir: string;

test.beforeAll(async () => {
  datasetDir = mkdtempSync(join(tmpdir(), 'vitrine-validate-'));
  const rules = new Map(PAGES.map((page) => [page.id, page]));
  writeDatasetVariant(datasetDir, {
    change: (doc) => {
      const rule = rules.get(doc._id);
      if (!rule) return doc;
      // The list's other languages; on a site of one language, one the list does not have (an empty list passes).
      const others = localeCodes.filter((locale) => locale !== doc.language);
      const elsewhere = others.length > 0 ? others : [UNLISTED[0]!];
      return { ...doc, validate: { locales: elsewhere, ...(rule.message ? { message: rule.message } : {}) } };
    },
  });
  site = await startSite({ CONTENT_SOURCE: 'local', VITRINE_DATASET_DIR: datasetDir });
});

test.afterAll(async () => {
  await site?.stop();
  rmSync(datasetDir, { recursive: true, force: true });
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  for (const { locale, path, message } of PAGES) {
    test(`${path} fails its rule: 404 with ${message ? 'its own message' : '"Page Not Found: {path}"'}`, async ({
      page,
    }) => {
      const response = await page.goto(site.url + path);
      expect(response?.status()).toBe(404);
      await expect(page.locator('html')).toHaveAttribute('lang', languageTag(locale));
      const t = screen(locale);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(message ?? t.invalid.replace('{path}', path));
      await expect(page.getByRole('link', { name: t.home })).toHaveAttribute('href', `/${locale}`);
    });
  }
});

test('a page whose rule passes is still served, beside one that fails', async ({ request }) => {
  // The first language's about page fails; a page with no rule, its translation where the list has another
  // language (else another page of the first language), is served.
  const failing = PAGES[0]!;
  const others = localized('page').filter((p) => !PAGES.some((rule) => rule.id === p.id));
  const passing = others.find((p) => p.slug === 'about') ?? others.find((p) => p.locale === failing.locale)!;
  const path = passing.slug === 'home' ? `/${passing.locale}` : `/${passing.locale}/${passing.slug}`;
  expect((await request.get(`${site.url}${path}`)).status(), path).toBe(200);
  expect((await request.get(`${site.url}${failing.path}`)).status(), failing.path).toBe(404);
});
