/** Every route in every language: status, language, title, main heading; article pages and the articles list. */
import { localized, publishedDocuments } from '../support/dataset.ts';
import { FIXED_ROUTES, LANGUAGE_TAGS, LOCALES, localePaths } from '../support/routes.ts';
import { expect, test } from './support/fixtures.ts';

/** An article whose slug spans segments, per language: its date as a reader of that language reads it, and its reading time. */
const MULTI_SEGMENT_ARTICLES = {
  en: { slug: 'notes/accessible-motion-meetup', published: 'May 17, 2024', reading: '3 min read' },
  fr: { slug: 'notes/echelle-typographique', published: '2 juin 2023', reading: '2 min de lecture' },
  pt: { slug: 'notas/escala-tipografica', published: '2 de junho de 2023', reading: '2 min de leitura' },
};

for (const locale of LOCALES) {
  const articles = localized('article').filter((a) => a.locale === locale);
  const paths = localePaths(publishedDocuments(), locale);

  test(`the demo content has every kind of route in ${locale}`, () => {
    expect(articles.length).toBeGreaterThanOrEqual(6);
    // Besides the fixed routes and the articles, at least one page the catch-all route serves.
    expect(paths.length - FIXED_ROUTES.length - articles.length).toBeGreaterThanOrEqual(1);
  });

  for (const path of paths) {
    test(`${path} answers 200 with a title and one h1`, async ({ page }) => {
      const response = await page.goto(path);
      expect(response?.status()).toBe(200);
      await expect(page.locator('html')).toHaveAttribute('lang', LANGUAGE_TAGS[locale]);
      await expect(page).toHaveTitle(/\S/);
      await expect(page.locator('h1')).toHaveCount(1);
      await expect(page.locator('h1')).not.toBeEmpty();
      await expect(page.locator('main#main')).toBeVisible();
    });
  }

  test(`article pages show the article's own title, date and reading time in ${locale}`, async ({ page }) => {
    const expected = MULTI_SEGMENT_ARTICLES[locale];
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
