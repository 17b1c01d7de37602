/** The shell's behaviours: language switch, locale cookie, colour modes, toasts, redirects. */
import { defaultLocale, languageTag, locales } from '@vitrine/schemas';
import { localized, publishedDocuments, translationGroups } from '../support/dataset.ts';
import { FIRST, OFFERED, SECOND, THIRD } from '../support/languages.ts';
import { THEME } from '../../web/src/config/theme.ts';
import { hydrated } from './support/browser.ts';
import { expect, test } from './support/fixtures.ts';

const chooseLanguage = async (page: import('@playwright/test').Page, name: string) => {
  await page
    .locator('header summary')
    .filter({ hasText: new RegExp(OFFERED.map((code) => code.toUpperCase()).join('|')) })
    .click();
  await page.getByRole('link', { name, exact: true }).click();
};

/**
 * Switches the page to a language: with the header's menu, or, on a site of one
 * language (whose header has no menu, nothing to switch to), by the link such a
 * menu would give, /api/switch-locale.
 */
const switchTo = async (page: import('@playwright/test').Page, locale: string) => {
  if (OFFERED.length > 1) return chooseLanguage(page, locales.find((entry) => entry.code === locale)!.name);
  await expect(page.locator('header summary')).toHaveCount(0);
  const from = new URL(page.url()).pathname;
  await page.goto(`/api/switch-locale?to=${locale}&from=${encodeURIComponent(from)}`);
};

test('the language switch keeps the visitor on the same article (translated slug) and writes the locale cookie', async ({
  page,
  context,
}) => {
  const articles = localized('article');
  const group = translationGroups().find(
    (g) => g[FIRST] && g[SECOND] && articles.some((a) => a.id === g[FIRST]) && articles.some((a) => a.id === g[SECOND]),
  );
  expect(group, 'a translated article').toBeTruthy();
  const from = articles.find((a) => a.id === group![FIRST])!;
  const to = articles.find((a) => a.id === group![SECOND])!;

  await page.goto(`/${FIRST}/articles/${from.slug}`);
  await switchTo(page, SECOND);
  await expect(page).toHaveURL(new RegExp(`/${SECOND}/articles/${to.slug}$`));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(to.title);

  const cookie = (await context.cookies()).find((c) => c.name === 'i18n_redirected');
  expect(cookie?.value).toBe(SECOND);
  expect(cookie?.path).toBe('/');
  expect(cookie?.sameSite).toBe('Lax');
  const days = (cookie!.expires - Date.now() / 1000) / 86_400;
  expect(days).toBeGreaterThan(364);
  expect(days).toBeLessThanOrEqual(365.01);

  // The cookie now wins over Accept-Language for an unprefixed path.
  const response = await page.request.get('/about', {
    headers: { 'accept-language': languageTag(THIRD) },
    maxRedirects: 0,
  });
  expect(response.headers()['location']).toMatch(new RegExp(`/${SECOND}/about$`));
});

test('a fixed route keeps its path in the other language', async ({ page }) => {
  await page.goto(`/${FIRST}/about`);
  await switchTo(page, THIRD);
  await expect(page).toHaveURL(new RegExp(`/${THIRD}/about$`));
  await expect(page.locator('html')).toHaveAttribute('lang', languageTag(THIRD));
});

test('without a translation, the switch lands on the default language’s version, marked, in the chosen language', async ({
  page,
}) => {
  const articles = localized('article');
  const groups = translationGroups();
  const lonely = articles.find((a) => {
    const group = groups.find((g) => Object.values(g).includes(a.id));
    return a.locale === defaultLocale && OFFERED.some((code) => !(code in (group ?? {})));
  });
  const missing = OFFERED.find(
    (code) =>
      !(code in (groups.find((g) => Object.values(g).includes(lonely?.id ?? '')) ?? {})) && code !== defaultLocale,
  );
  test.skip(
    !lonely || !missing,
    'needs a second language and an article of the default language not translated into it',
  );
  const entry = locales.find((candidate) => candidate.code === missing)!;

  await page.goto(`/${defaultLocale}/articles/${lonely!.slug}`);
  await chooseLanguage(page, entry.name);
  await expect(page).toHaveURL(new RegExp(`/${missing}/articles/${lonely!.slug}$`));
  await expect(page.locator('html')).toHaveAttribute('lang', entry.language);
  // The note, in the chosen language; the article itself, in its own.
  await expect(page.getByRole('note').first()).toHaveAttribute('lang', entry.language);
  await expect(page.getByRole('heading', { level: 1 })).toHaveAttribute('lang', languageTag(defaultLocale));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(lonely!.title);
});

test('the colour mode persists across a reload and the default is dark', async ({ page }) => {
  await page.goto('/en');
  await expect(page.locator('html')).toHaveClass(/\bdark\b/);
  // The buttons are React's: they act once the page has hydrated, which starts after its first paint.
  await hydrated(page);
  await page.getByRole('group', { name: 'Colour mode' }).getByRole('button', { name: 'Light' }).click();
  await expect(page.locator('html')).toHaveClass(/\blight\b/);
  expect(await page.evaluate(() => localStorage.getItem('vitrine-color-mode'))).toBe('light');
  await page.reload();
  await expect(page.locator('html')).toHaveClass(/\blight\b/);
  await expect(page.getByRole('group', { name: 'Colour mode' }).getByRole('button', { name: 'Light' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
});

test('a load adds no style of its own once parsed, and a switch of colour mode starts no transition', async ({
  page,
}) => {
  // Styles added to the page after it was parsed (next-themes' `disableTransitionOnChange` added one on
  // every load as it mounted, then took it out: two style passes over the whole page).
  await page.addInitScript(() => {
    const added: string[] = ((window as unknown as { __addedStyles: string[] }).__addedStyles = []);
    document.addEventListener('DOMContentLoaded', () =>
      new MutationObserver((records) => {
        for (const record of records)
          for (const node of record.addedNodes)
            if (node.nodeName === 'STYLE' || (node as Element).matches?.('link[rel="stylesheet"]'))
              added.push((node as Element).outerHTML.slice(0, 120));
      }).observe(document, { childList: true, subtree: true }),
    );
  });
  await page.goto('/en');
  await hydrated(page);
  const modes = page.getByRole('group', { name: 'Colour mode' });
  await expect(modes.getByRole('button', { name: 'Dark' })).toHaveAttribute('aria-pressed', 'true');
  expect(await page.evaluate(() => (window as unknown as { __addedStyles: string[] }).__addedStyles)).toEqual([]);

  // A button whose background follows the mode and fades on hover: it must change at once.
  const fading = page.locator('main a[class*="button"]').first();
  await expect(fading).toBeVisible();
  expect(await fading.evaluate((element) => getComputedStyle(element).transitionProperty)).toContain(
    'background-color',
  );
  const before = await fading.evaluate((element) => getComputedStyle(element).backgroundColor);
  await modes.getByRole('button', { name: 'Light' }).click();
  await expect(page.locator('html')).toHaveClass(/\blight\b/);
  const after = await fading.evaluate((element, switchingAttribute) => {
    const transitions = element.getAnimations().filter((animation) => animation instanceof CSSTransition);
    const shown = {
      background: getComputedStyle(element).backgroundColor,
      fading: transitions.length,
      switching: document.documentElement.hasAttribute(switchingAttribute),
      transitionProperty: getComputedStyle(element).transitionProperty,
    };
    // Where a transition runs, its end: the colour the button would fade to.
    for (const transition of transitions) transition.finish();
    return { ...shown, final: getComputedStyle(element).backgroundColor };
  }, THEME.switchingAttribute);
  expect(after.fading, 'no transition runs on the button after the switch').toBe(0);
  expect(after.background, 'the button has its new colour at once').toBe(after.final);
  expect(after.background, 'the button changed colour with the mode').not.toBe(before);
  expect(after.switching, 'transitions are back on once the mode is applied').toBe(false);
  expect(after.transitionProperty).toContain('background-color');
});

test('a page that forces a colour mode shows it and leaves the visitor’s choice alone', async ({ page }) => {
  const forced = localized('page').find((p) => p.doc.colorMode === 'light' || p.doc.colorMode === 'dark');
  expect(forced, 'the demo dataset has a page that forces a colour mode').toBeTruthy();
  await page.goto(`/${forced!.locale}`);
  expect(await page.evaluate(() => localStorage.getItem('vitrine-color-mode'))).toBeNull();
  await page.goto(`/${forced!.locale}/${forced!.slug}`);
  await expect(page.locator('html')).toHaveAttribute('data-forced-theme', forced!.doc.colorMode);
  const bg = await page.evaluate(() => getComputedStyle(document.documentElement).getPropertyValue('--bg').trim());
  expect(bg).toBe(forced!.doc.colorMode === 'light' ? '#fafafa' : '#0a0a0a');
  expect(await page.evaluate(() => localStorage.getItem('vitrine-color-mode'))).toBeNull();
});

test('share copies the article link and confirms with a toast', async ({ page, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  const article = localized('article').find((a) => a.locale === 'en')!;
  await page.goto(`/en/articles/${article.slug}`);
  await hydrated(page);
  await page.getByRole('button', { name: 'Copy link' }).click();
  await expect(page.locator('[data-sonner-toast]')).toContainText('Link copied');
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(page.url());
  // The toast area has the product's settings (config/toasts.ts).
  const toaster = page.locator('[data-sonner-toaster]');
  await expect(toaster).toHaveAttribute('data-x-position', 'right');
  await expect(toaster).toHaveAttribute('data-y-position', 'bottom');
  await expect(page.locator('[data-sonner-toast] [data-close-button]')).toBeVisible();
});

test('CMS redirect documents are applied: relative stays on the site, absolute leaves it', async ({ request }) => {
  const redirects = publishedDocuments().filter((d: any) => d._type === 'redirect') as any[];
  expect(redirects.length).toBeGreaterThanOrEqual(2);
  for (const redirect of redirects) {
    const response = await request.get(redirect.source, { maxRedirects: 0 });
    expect(response.status(), redirect.source).toBe(redirect.permanent === false ? 307 : 308);
    const location = response.headers()['location']!;
    if (/^https?:/.test(redirect.destination)) expect(location).toBe(redirect.destination);
    else expect(new URL(location, 'http://x').pathname).toBe(redirect.destination);
  }
});

test('the skip link is the first focusable element and jumps to the main content', async ({ page }) => {
  await page.goto('/en');
  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', { name: 'Skip to content' });
  await expect(skip).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/#main$/);
});

test('social icons draw from the page’s symbols, in the hero and the footer, with JavaScript off', async ({
  browser,
}) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto(`${process.env.E2E_BASE_URL}/en`);
  for (const where of ['main', 'footer']) {
    const icons = page.locator(`${where} a[rel~="me"] svg`);
    await expect(icons.first()).toBeVisible();
    for (const icon of await icons.all()) {
      const id = (await icon.locator('use').getAttribute('href'))!.slice(1);
      await expect(page.locator(`symbol[id="${id}"] path`)).toHaveCount(1);
      // The glyph is painted: a <use> whose symbol is missing draws an empty box.
      expect(await icon.evaluate((svg: SVGSVGElement) => svg.getBBox().width)).toBeGreaterThan(0);
    }
  }
  await context.close();
});
