/** 404s and the error screen (SPEC §2, §8). */
import { expect, test } from './support/fixtures.ts';

const BOT = 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)';

test('an unknown route is a 404 with "Page not found: {path}"', async ({ page }) => {
  for (const path of ['/en/this/does/not-exist', '/de/about']) {
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
  await page.goto('/fr/articles/inexistant');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Cette page n’existe pas : /fr/articles/inexistant');
  await expect(page.getByRole('button', { name: 'Retour à l’accueil' })).toBeVisible();
});

test('"Go back" returns to the previous page and "Go back home" goes to /', async ({ page }) => {
  await page.goto('/en/about');
  await page.goto('/en/articles/no-such-article');
  await page.getByRole('button', { name: 'Go back', exact: true }).click();
  await expect(page).toHaveURL(/\/en\/about$/);
  await page.goto('/en/articles/no-such-article');
  await page.getByRole('button', { name: 'Go back home' }).click();
  await expect(page).toHaveURL(/\/en$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
});

test.describe('for bots', () => {
  test.use({ userAgent: BOT });

  test('the error screen is not rendered: only the status and a log line', async ({ page }) => {
    const logs: string[] = [];
    page.on('console', (message) => logs.push(message.text()));
    const response = await page.goto('/en/articles/no-such-article');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('button', { name: 'Go back home' })).toHaveCount(0);
    await expect.poll(() => logs.join('\n')).toContain('[404] Page Not Found: /en/articles/no-such-article');
  });
});
