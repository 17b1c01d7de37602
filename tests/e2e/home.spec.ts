import { inLanguage, siteSettings } from '../support/dataset.ts';
import { LANGUAGE_TAGS, LOCALES } from '../support/routes.ts';
import { expect, test } from './support/fixtures.ts';

const availability = {
  en: { true: 'Available for new projects', false: 'Not available for new projects' },
  fr: { true: 'Disponible pour de nouveaux projets', false: 'Indisponible pour de nouveaux projets' },
  pt: { true: 'Disponível para novos projetos', false: 'Indisponível para novos projetos' },
} as const;

for (const locale of LOCALES) {
  test(`/${locale} is prerendered with the profile from the dataset in ${locale}`, async ({ page }) => {
    const settings = siteSettings();
    const response = await page.goto(`/${locale}`);
    expect(response?.status()).toBe(200);
    // Served from the prerendered set, not rendered per request.
    expect(response?.headers()['x-nextjs-cache']).toBe('HIT');
    await expect(page.locator('html')).toHaveAttribute('lang', LANGUAGE_TAGS[locale]);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(settings.profile.name);
    await expect(page.getByText(inLanguage(settings.profile.job, locale), { exact: true })).toBeVisible();
    const available = settings.global.available === true ? 'true' : 'false';
    await expect(page.getByText(availability[locale][available], { exact: true })).toBeVisible();
  });
}

test('/ redirects to the locale the browser asks for', async ({ request }) => {
  const response = await request.get('/', { headers: { 'accept-language': 'fr-FR,fr;q=0.9' }, maxRedirects: 0 });
  expect(response.status()).toBe(307);
  expect(response.headers()['location']).toMatch(/\/fr$/);
});

test('/ falls back to English when no language is acceptable', async ({ request }) => {
  const response = await request.get('/', { headers: { 'accept-language': 'de-DE' }, maxRedirects: 0 });
  expect(response.status()).toBe(307);
  expect(response.headers()['location']).toMatch(/\/en$/);
});
