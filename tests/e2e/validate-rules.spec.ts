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
import { writeDatasetVariant } from '../support/dataset.ts';
import { startSite, type RunningSite } from '../support/server.ts';

/** The page documents of the demo, by id, with the path each is served at, and the message some are given. */
const PAGES: { id: string; path: string; message?: string }[] = [
  { id: 'page-about-en', path: '/en/about', message: 'About is being rewritten.' },
  { id: 'page-contact-fr', path: '/fr/contact' },
  { id: 'page-map-pt', path: '/pt/map', message: 'O mapa do site volta em breve.' },
  { id: 'page-credits-en', path: '/en/credits' },
  { id: 'page-partners-fr', path: '/fr/partners', message: 'Les partenaires arrivent bientôt.' },
  { id: 'page-guardians-pt', path: '/pt/guardians' },
  { id: 'page-process-en', path: '/en/studio/process', message: 'The process page has moved.' },
  { id: 'page-process-pt', path: '/pt/estudio/processo' },
];

const HOME_LINK = { en: 'Go back home', fr: 'Retour à l’accueil', pt: 'Voltar ao início' } as const;
/** "Page Not Found: {path}" in each language (messages/*.json, ErrorScreen). */
const DEFAULT_MESSAGE = {
  en: 'Page Not Found: ',
  fr: 'Cette page n’existe pas : ',
  pt: 'Esta página não existe: ',
} as const;

let site: RunningSite;
let datasetDir: string;

test.beforeAll(async () => {
  datasetDir = mkdtempSync(join(tmpdir(), 'vitrine-validate-'));
  const rules = new Map(PAGES.map((page) => [page.id, page]));
  writeDatasetVariant(datasetDir, {
    change: (doc) => {
      const rule = rules.get(doc._id);
      if (!rule) return doc;
      const elsewhere = ['en', 'fr', 'pt'].filter((locale) => locale !== doc.language);
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

  for (const { path, message } of PAGES) {
    test(`${path} fails its rule: 404 with ${message ? 'its own message' : '"Page Not Found: {path}"'}`, async ({
      page,
    }) => {
      const response = await page.goto(site.url + path);
      expect(response?.status()).toBe(404);
      await expect(page.locator('html')).toHaveAttribute('lang', /^(en|fr|pt)/);
      const locale = path.slice(1, 3) as keyof typeof HOME_LINK;
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(message ?? DEFAULT_MESSAGE[locale] + path);
      await expect(page.getByRole('link', { name: HOME_LINK[locale] })).toHaveAttribute('href', `/${locale}`);
    });
  }
});

test('a page whose rule passes is still served, beside one that fails', async ({ request }) => {
  // The en about page fails; its French translation has no rule.
  expect((await request.get(`${site.url}/fr/about`)).status()).toBe(200);
  expect((await request.get(`${site.url}/en/about`)).status()).toBe(404);
});
