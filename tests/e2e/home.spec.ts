import { inLanguage, siteSettings } from '../support/dataset.ts';
import { FIRST, OFFERED, SECOND, UNLISTED } from '../support/languages.ts';
import { messages } from '../support/messages.ts';
import { LANGUAGE_TAGS } from '../support/routes.ts';
import { expect, test } from './support/fixtures.ts';

for (const locale of OFFERED) {
  test(`/${locale} is prerendered with the profile from the dataset in ${locale}`, async ({ page }) => {
    const settings = siteSettings();
    const response = await page.goto(`/${locale}`);
    expect(response?.status()).toBe(200);
    // Served from the prerendered set, not rendered per request.
    expect(response?.headers()['x-nextjs-cache']).toBe('HIT');
    await expect(page.locator('html')).toHaveAttribute('lang', LANGUAGE_TAGS[locale]!);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(settings.profile.name);
    await expect(page.getByText(inLanguage(settings.profile.job, locale), { exact: true })).toBeVisible();
    const { available, unavailable } = messages(locale).HomePage;
    await expect(
      page.getByText(settings.global.available === true ? available : unavailable, { exact: true }),
    ).toBeVisible();
  });
}

test('/ redirects to the locale the browser asks for', async ({ request }) => {
  const tag = LANGUAGE_TAGS[SECOND]!;
  const asked = `${tag},${tag.split('-')[0]};q=0.9`;
  const response = await request.get('/', { headers: { 'accept-language': asked }, maxRedirects: 0 });
  expect(response.status()).toBe(307);
  expect(response.headers()['location']).toMatch(new RegExp(`/${SECOND}$`));
});

test('/ falls back to the default language when no language is acceptable', async ({ request }) => {
  const response = await request.get('/', { headers: { 'accept-language': UNLISTED[0]! }, maxRedirects: 0 });
  expect(response.status()).toBe(307);
  expect(response.headers()['location']).toMatch(new RegExp(`/${FIRST}$`));
});
