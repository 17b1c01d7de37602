/** Every route of the spec in every language: status, title, main heading (SPEC §2). */
import { languageTag, localeCodes } from '@vitrine/schemas';
import { localized } from '../support/dataset.ts';
import { expect, test } from './support/fixtures.ts';

const FIXED = ['', '/about', '/contact', '/map', '/credits', '/partners', '/guardians', '/works', '/articles'];

for (const locale of localeCodes) {
  const articles = localized('article').filter((a) => a.locale === locale);
  const pages = localized('page').filter((p) => p.locale === locale && p.slug.includes('/'));
  const paths = [
    ...FIXED.map((path) => `/${locale}${path}`),
    ...articles.map((a) => `/${locale}/articles/${a.slug}`),
    ...pages.map((p) => `/${locale}/${p.slug}`),
  ];

  test(`the demo content has every kind of route in ${locale}`, () => {
    expect(articles.length).toBeGreaterThanOrEqual(6);
    expect(pages.length).toBeGreaterThanOrEqual(1);
  });

  for (const path of paths) {
    test(`${path} answers 200 with a title and one h1`, async ({ page }) => {
      const response = await page.goto(path);
      expect(response?.status()).toBe(200);
      await expect(page.locator('html')).toHaveAttribute('lang', languageTag(locale));
      await expect(page).toHaveTitle(/\S/);
      await expect(page.locator('h1')).toHaveCount(1);
      await expect(page.locator('h1')).not.toBeEmpty();
      await expect(page.locator('main#main')).toBeVisible();
    });
  }

  test(`article pages show the article's own title, date and reading time in ${locale}`, async ({ page }) => {
    const article = articles.find((a) => a.slug.includes('/')) ?? articles[0]!;
    await page.goto(`/${locale}/articles/${article.slug}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(article.title);
    const published = new Intl.DateTimeFormat(languageTag(locale), { dateStyle: 'long', timeZone: 'UTC' }).format(
      new Date(article.doc.publishedAt),
    );
    await expect(page.locator('article time').first()).toHaveText(published);
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
