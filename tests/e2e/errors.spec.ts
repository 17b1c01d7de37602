/**
 * 404s and the error screen: rendered on the server in the page's language,
 * with working links before (and without) JavaScript; bots get the status and
 * a line of text.
 */
import { languageTag } from '@vitrine/schemas';
import { SECOND, THIRD, UNLISTED } from '../support/languages.ts';
import { messages } from '../support/messages.ts';
import { hydrated } from './support/browser.ts';
import { expect, test } from './support/fixtures.ts';

/** The error screen's texts in a language (web/messages/<code>.json), `{path}` filled in. */
const screen = (locale: string, path: string) => {
  const t = messages(locale).ErrorScreen as Record<string, string>;
  return {
    unmatched: t.unmatched!.replace('{path}', path),
    invalid: t.invalid!.replace('{path}', path),
    home: t.home!,
  };
};

const BOT = 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)';

test('an unknown route is a 404 with "Page not found: {path}"', async ({ page }) => {
  for (const path of ['/en/this/does/not-exist', `/${UNLISTED[0]}/about`, '/en/home']) {
    const response = await page.goto(path);
    expect(response?.status(), path).toBe(404);
    await expect(page.getByRole('heading', { level: 1 }), path).toHaveText(`Page not found: ${path}`);
  }
});

test('a route whose params fail its validate rule is a 404 on the error screen with "Page Not Found: {path}"', async ({
  page,
}) => {
  for (const path of ['/en/articles/no-such-article', '/en/articles/Not_A_Slug', '/en/articles/concevoir-le-calme']) {
    const response = await page.goto(path);
    expect(response?.status(), path).toBe(404);
    await expect(page.getByRole('heading', { level: 1 }), path).toHaveText(`Page Not Found: ${path}`);
    await expect(page.getByText("Sorry, we couldn't find the page you're looking for.")).toBeVisible();
    await expect(page.getByText('404', { exact: true })).toBeVisible();
  }
});

test('the 404 screen speaks the visitor’s language', async ({ page }) => {
  // A route whose params fail (an unknown article) in one language, an unknown path in another.
  for (const [locale, path, kind] of [
    [SECOND, `/${SECOND}/articles/not-there`, 'invalid'],
    [THIRD, `/${THIRD}/nothing-at-all`, 'unmatched'],
  ] as const) {
    const t = screen(locale, path);
    await page.goto(path);
    await expect(page.locator('html')).toHaveAttribute('lang', languageTag(locale));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(t[kind]);
    await expect(page.getByRole('link', { name: t.home })).toHaveAttribute('href', `/${locale}`);
  }
});

test('"Go back" returns to the previous page and "Go back home" goes to the language’s home', async ({ page }) => {
  await page.goto('/en/about');
  // Typed in, so no Referer: the link's own href is the home page, and only the
  // step back in history (once hydrated) reaches /en/about. A click before that
  // follows the link, as it does without JavaScript (tested below).
  await page.goto('/en/articles/no-such-article');
  await hydrated(page);
  await page.getByRole('link', { name: 'Go back', exact: true }).click();
  await expect(page).toHaveURL(/\/en\/about$/);
  // A step back, not a new page: forward is the 404 again.
  await page.goForward();
  await expect(page).toHaveURL(/\/en\/articles\/no-such-article$/);
  await page.goto('/en/articles/no-such-article');
  await page.getByRole('link', { name: 'Go back home' }).click();
  await expect(page).toHaveURL(/\/en$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Lívia Vilar');
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('every 404 is there in the HTML: language, shell, status, message, apology, and links that work', async ({
    page,
  }) => {
    for (const [path, message] of [
      ['/en/this/does/not-exist', 'Page not found: /en/this/does/not-exist'],
      ['/en/articles/no-such-article', 'Page Not Found: /en/articles/no-such-article'],
      [`/${SECOND}/nothing-here-either`, screen(SECOND, `/${SECOND}/nothing-here-either`).unmatched],
      [`/${THIRD}/articles/none`, screen(THIRD, `/${THIRD}/articles/none`).invalid],
    ] as const) {
      const response = await page.goto(path);
      expect(response?.status(), path).toBe(404);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(message);
      await expect(page.getByRole('banner')).toBeVisible();
      await expect(page.getByRole('contentinfo')).toBeVisible();
      await expect(page.getByText('404', { exact: true })).toBeVisible();
    }
    // "Go back" without JavaScript: a link to the page the visitor came from, on this site.
    await page.goto('/en/about');
    await page.getByRole('link', { name: 'Site map' }).click();
    await page.goto('/en/nope', { referer: `${new URL(page.url()).origin}/en/map` });
    await expect(page.getByRole('link', { name: 'Go back', exact: true })).toHaveAttribute('href', '/en/map');
    await page.getByRole('link', { name: 'Go back home' }).click();
    await expect(page).toHaveURL(/\/en$/);
    // Another site as Referer: never a link off the site.
    await page.goto('/en/nope', { referer: 'https://evil.example/en/map' });
    await expect(page.getByRole('link', { name: 'Go back', exact: true })).toHaveAttribute('href', '/en');
  });
});

test('a 404 is never kept by a cache, and costs no file: it is one static page per language', async ({ request }) => {
  const response = await request.get('/en/nothing-here');
  expect(response.status()).toBe(404);
  expect(response.headers()['cache-control']).toBe('no-store');
  // The same screen serves every unknown path: the page under it came from the prerendered set.
  expect(response.headers()['x-nextjs-cache']).toBe('HIT');
});

test.describe('for bots', () => {
  test.use({ userAgent: BOT });

  test('the error screen is not rendered: only the status and a line of text', async ({ request }) => {
    const response = await request.get('/en/articles/no-such-article', { headers: { 'user-agent': BOT } });
    expect(response.status()).toBe(404);
    expect(response.headers()['content-type']).toMatch(/^text\/plain/);
    expect(await response.text()).toBe('404 /en/articles/no-such-article\n');
  });
});
