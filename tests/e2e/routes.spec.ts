/** Every route in every language: status, language, title, main heading; article pages and the articles list. */
import { localized, publishedDocuments } from '../support/dataset.ts';
import { OFFERED } from '../support/languages.ts';
import { FIXED_ROUTES, LANGUAGE_TAGS, localePaths } from '../support/routes.ts';
import { hydrated } from './support/browser.ts';
import { expect, test } from './support/fixtures.ts';

/** The text of a piece of HTML: tags dropped, entities left as they are (only its emptiness is read). */
const textOf = (html: string | undefined) => (html ?? '').replace(/<[^>]*>/g, '').trim();

/**
 * An article whose slug spans segments, per language of the demo content: its date as a reader of that
 * language reads it, and its reading time.
 */
const MULTI_SEGMENT_ARTICLES: Record<string, { slug: string; published: string; reading: string }> = {
  en: { slug: 'notes/accessible-motion-meetup', published: 'May 17, 2024', reading: '3 min read' },
  fr: { slug: 'notes/echelle-typographique', published: '2 juin 2023', reading: '2 min de lecture' },
  pt: { slug: 'notas/escala-tipografica', published: '2 de junho de 2023', reading: '2 min de leitura' },
};

// The offered languages: a listed language with no content is not offered, its paths are 404s (languages.spec).
for (const locale of OFFERED) {
  const articles = localized('article').filter((a) => a.locale === locale);
  const paths = localePaths(publishedDocuments(), locale);

  test(`the demo content has every kind of route in ${locale}`, () => {
    expect(articles.length).toBeGreaterThanOrEqual(6);
    // Besides the fixed routes and the articles, at least one page the catch-all route serves.
    expect(paths.length - FIXED_ROUTES.length - articles.length).toBeGreaterThanOrEqual(1);
  });

  for (const path of paths) {
    // The HTML as the server sends it (no browser: what a crawler, a reader with JavaScript off and the first
    // paint get).
    test(`${path} answers 200 with a title and one h1`, async ({ request }) => {
      const response = await request.get(path, { maxRedirects: 0 });
      expect(response.status()).toBe(200);
      const html = await response.text();
      expect(/<html[^>]*\slang="([^"]*)"/.exec(html)?.[1]).toBe(LANGUAGE_TAGS[locale]);
      expect(textOf(/<title>([\s\S]*?)<\/title>/.exec(html)?.[1])).toMatch(/\S/);
      const headings = [...html.matchAll(/<h1[\s>][\s\S]*?<\/h1>/g)].map(([h1]) => textOf(h1));
      expect(headings).toHaveLength(1);
      expect(headings[0]).toMatch(/\S/);
      expect(html).toMatch(/<main[^>]*\sid="main"/);
    });
  }

  test(`article pages show the article's own title, date and reading time in ${locale}`, async ({ page }) => {
    expect(MULTI_SEGMENT_ARTICLES[locale], `MULTI_SEGMENT_ARTICLES has the demo's article in ${locale}`).toBeDefined();
    const expected = MULTI_SEGMENT_ARTICLES[locale]!;
    const article = articles.find((a) => a.slug === expected.slug);
    expect(article, `the demo dataset has ${expected.slug} in ${locale}`).toBeTruthy();
    await page.goto(`/${locale}/articles/${expected.slug}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(article!.title);
    const meta = page.locator('article header p').filter({ has: page.locator('time') });
    await expect(meta.locator('time')).toHaveText(expected.published);
    await expect(meta).toContainText(expected.reading);
  });
}

test('the articles list is newest first and its search and tag filter live in the URL', async ({ page }) => {
  const articles = localized('article')
    .filter((a) => a.locale === 'en')
    .sort((a, b) => String(b.doc.publishedAt).localeCompare(String(a.doc.publishedAt)));
  await page.goto('/en/articles');
  const titles = page.locator('main article h2');
  await expect(titles).toHaveText(articles.map((a) => a.title));

  const tag = articles[0]!.doc.tags[0] as string;
  await hydrated(page);
  await page.getByRole('group', { name: 'Filter by tag' }).getByRole('button', { name: tag, exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`[?&]tag=${encodeURIComponent(tag)}`));
  const tagged = articles.filter((a) => a.doc.tags.includes(tag)).map((a) => a.title);
  await expect(page.locator('main li:not([hidden]) article h2')).toHaveText(tagged);

  // A shared link applies the same filter.
  const word = articles[1]!.title.split(' ').at(-1)!;
  await page.goto(`/en/articles?q=${encodeURIComponent(word)}`);
  await expect(page.getByRole('searchbox')).toHaveValue(word);
  await expect(page.locator('main li:not([hidden]) article h2')).toContainText([articles[1]!.title]);
});
