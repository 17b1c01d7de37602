/**
 * The owner's brand on the built site (demo dataset): social cards per page
 * type and language, the web manifest and theme colours, the palette's CSS
 * variables in a browser, and stack icons. A palette or notification position
 * changed in the CMS is in preview-sanity.spec.ts (webhook, no rebuild).
 */
import { createHash } from 'node:crypto';
import { defaultLocale } from '@vitrine/schemas';
import { inLanguage, localized, siteSettings } from '../support/dataset.ts';
import { OFFERED, SECOND } from '../support/languages.ts';
import { pngSize } from '../support/png.ts';
import { expect, test } from './support/fixtures.ts';

type Request = import('@playwright/test').APIRequestContext;

/** The path of a page's og:image (its absolute URL names the owner's public host, not this server). */
async function ogImagePath(request: Request, path: string): Promise<string> {
  const html = await (await request.get(path)).text();
  const content = /<meta property="og:image" content="([^"]+)"/.exec(html)?.[1];
  expect(content, `og:image of ${path}`).toBeTruthy();
  const url = new URL(content!.replaceAll('&amp;', '&'));
  expect(url.origin).toBe(siteSettings().seo.url);
  return `${url.pathname}${url.search}`;
}

const process = (locale: string) => localized('page').find((p) => p.locale === locale && p.slug.includes('/'))!;
const article = (locale: string) => localized('article').find((a) => a.locale === locale)!;

/** An article's slug that is not one of `locale`'s: another language's (the list's, or one the list leaves out). */
const foreignArticle = (locale: string) =>
  localized('article', { everyLanguage: true }).find(
    (a) => a.locale !== locale && !localized('article').some((b) => b.locale === locale && b.slug === a.slug),
  )!;

const PAGE_TYPES = {
  home: (locale: string) => `/${locale}`,
  'a fixed page': (locale: string) => `/${locale}/about`,
  'a catch-all page': (locale: string) => `/${locale}/${process(locale).slug}`,
  'an article': (locale: string) => `/${locale}/articles/${article(locale).slug}`,
  'the default card (works list)': (locale: string) => `/${locale}/works`,
};

for (const [type, pathOf] of Object.entries(PAGE_TYPES)) {
  test(`social card of ${type}: a 1200 × 630 PNG in each language, at the page’s og:image`, async ({ request }) => {
    const images: Buffer[] = [];
    for (const locale of OFFERED) {
      const page = pathOf(locale);
      const card = await ogImagePath(request, page);
      expect(card.split('?')[0]).toBe(`${page}/opengraph-image`);
      const response = await request.get(card);
      expect(response.status(), card).toBe(200);
      expect(response.headers()['content-type']).toBe('image/png');
      // Generated at build time: served from the prerendered set, never rendered for this request.
      expect(response.headers()['x-nextjs-cache']).toBe('HIT');
      const body = await response.body();
      expect(pngSize(body), card).toEqual({ width: 1200, height: 630 });
      images.push(body);
    }
    // Each language's card says something else (its language's text).
    expect(new Set(images.map((image) => image.toString('base64'))).size).toBe(OFFERED.length);
  });
}

test('a social card exists exactly when its page does', async ({ request }) => {
  for (const path of [
    '/en/no-such-page/opengraph-image',
    '/en/articles/no-such-article/opengraph-image',
    '/en/about/opengraph-image/opengraph-image',
    `/en/_card/article/${article('en').slug}`,
    `/${SECOND}/articles/${foreignArticle(SECOND).slug}/opengraph-image`,
  ]) {
    const response = await request.get(path);
    expect(response.status(), path).toBe(404);
    expect(response.headers()['content-type'], path).toContain('text/html');
  }
});

test('the web manifest: the settings’ names and colours, every icon reachable at its size', async ({
  request,
  page,
}) => {
  const settings = siteSettings();
  await page.goto('/en');
  await expect(page.locator('link[rel="manifest"]')).toHaveAttribute('href', '/manifest.webmanifest');
  await expect(page.locator('meta[name="theme-color"][media="(prefers-color-scheme: light)"]')).toHaveAttribute(
    'content',
    '#fafafa',
  );
  await expect(page.locator('meta[name="theme-color"][media="(prefers-color-scheme: dark)"]')).toHaveAttribute(
    'content',
    '#0a0a0a',
  );

  const response = await request.get('/manifest.webmanifest');
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toBe('application/manifest+json');
  const manifest = await response.json();
  expect(manifest).toMatchObject({
    name: settings.manifest.name,
    short_name: settings.manifest.shortName,
    description: inLanguage(settings.seo.description, defaultLocale),
    start_url: '/',
    display: 'standalone',
    theme_color: settings.manifest.themeColor,
    background_color: '#0a0a0a',
  });
  expect(manifest.icons).toHaveLength(4);
  for (const icon of manifest.icons as { src: string; sizes: string; type: string }[]) {
    const file = await request.get(icon.src);
    expect(file.status(), icon.src).toBe(200);
    expect(file.headers()['content-type']).toBe(icon.type);
    const { width, height } = pngSize(await file.body());
    expect(`${width}x${height}`).toBe(icon.sizes);
  }
});

/** The icons linked after the load event (the one linked from the start, `data:,`, costs no request). */
const SIZED_ICONS = 'head > link[rel="icon"]:not([href^="data:"])';

test('every icon link says its size and type, each the size it says, so a browser fetches one favicon', async ({
  request,
  page,
}) => {
  const requested: string[] = [];
  page.on('request', (r) => {
    if (/\/dataset-images\/[0-9a-f]{40}-(16x16|32x32|48x48)\.png$/.test(r.url())) requested.push(r.url());
  });
  await page.goto('/en');
  // Linked after the load event (the next test): the three are there once it has passed.
  await expect(page.locator(SIZED_ICONS)).toHaveCount(3);
  const links = await page
    .locator(SIZED_ICONS)
    .evaluateAll((els) =>
      els.map((el) => [el.getAttribute('href'), el.getAttribute('sizes'), el.getAttribute('type')]),
    );
  expect(links).toHaveLength(3);
  for (const [href, sizes, type] of links) {
    const file = await request.get(href!);
    expect(file.headers()['content-type'], href!).toBe(type);
    const { width, height } = pngSize(await file.body());
    expect(`${width}x${height}`, href!).toBe(sizes);
  }
  // Chromium asks for its favicon after the load event; without sizes on one link it took that one besides.
  await expect.poll(() => requested.length).toBeGreaterThan(0);
  await page.waitForTimeout(1_000);
  expect(requested).toHaveLength(1);
});

test('the icons and the manifest are linked once the page has loaded; without JavaScript, from the start', async ({
  page,
  browser,
}) => {
  const ICON_LINKS = 'link[rel="icon"]:not([href^="data:"]), link[rel="apple-touch-icon"], link[rel="manifest"]';
  // The page's own listener links them a task after the load event; this one, added first, runs in the event itself.
  await page.addInitScript((selector) => {
    addEventListener('load', () => {
      document.documentElement.dataset.linksAtLoad = String(document.head.querySelectorAll(selector).length);
    });
  }, ICON_LINKS);
  const asked: string[] = [];
  page.on('request', (r) => {
    if (/\/manifest\.webmanifest$|\/favicon\.ico$|-(16x16|32x32|48x48|180x180)\.png$/.test(r.url()))
      asked.push(r.url());
  });
  await page.goto('/en', { waitUntil: 'load' });
  await expect(page.locator('html')).toHaveAttribute('data-links-at-load', '0');
  await expect(page.locator(SIZED_ICONS)).toHaveCount(3);
  await expect(page.locator('head > link[rel="apple-touch-icon"]')).toHaveCount(1);
  await expect(page.locator('head > link[rel="manifest"]')).toHaveAttribute('href', '/manifest.webmanifest');
  // Nothing was asked for in their stead while there were none (a browser falls back to /favicon.ico).
  expect(asked.filter((url) => url.endsWith('/favicon.ico'))).toEqual([]);

  const context = await browser.newContext({ javaScriptEnabled: false });
  try {
    const off = await context.newPage();
    await off.goto('/en');
    await expect(off.locator(`head ${ICON_LINKS.replaceAll(', ', ', head ')}`)).toHaveCount(5);
    await expect(off.locator('head link[rel="manifest"]')).toHaveAttribute('href', '/manifest.webmanifest');
  } finally {
    await context.close();
  }
});

test('the palette’s shades and tokens are CSS variables the page uses, in dark and light', async ({ page }) => {
  const css = (name: string) =>
    page.evaluate((variable) => getComputedStyle(document.documentElement).getPropertyValue(variable).trim(), name);
  await page.goto('/en');
  // The settings say emerald and neutral: every shade is declared, and dark mode (the default) uses 400 for links.
  expect(await css('--primary-50')).toBe('#ecfdf5');
  expect(await css('--primary-950')).toBe('#022c22');
  expect(await css('--neutral-950')).toBe('#0a0a0a');
  expect(await css('--primary')).toBe('#34d399');
  expect(await page.evaluate(() => getComputedStyle(document.documentElement).backgroundColor)).toBe('rgb(10, 10, 10)');

  await page.evaluate(() => localStorage.setItem('vitrine-color-mode', 'light'));
  await page.reload();
  expect(await css('--primary')).toBe('#047857');
  expect(await page.evaluate(() => getComputedStyle(document.documentElement).backgroundColor)).toBe(
    'rgb(250, 250, 250)',
  );
});

test('stack icons: a name Simple Icons knows is drawn inline, a tool without one gets its letters', async ({
  page,
}) => {
  await page.goto('/en/about');
  const tool = (name: string) => page.locator('li').filter({ hasText: name }).locator('[aria-hidden="true"]').first();
  await expect(tool('Figma').locator('svg[data-icon="figma"] path')).toHaveCount(1);
  await expect(tool('Next.js').locator('svg[data-icon="nextdotjs"]')).toHaveCount(1);
  await expect(tool('Playwright').locator('svg')).toHaveCount(0);
  await expect(tool('Playwright')).toHaveText('P');
});

test.describe('social cards are cacheable', () => {
  const PAGE = `/${SECOND}/about`;

  test('asked for by the hash its page names, a card is kept a year, immutable, with its content hash as a strong ETag', async ({
    request,
  }) => {
    const card = await ogImagePath(request, PAGE);
    const hash = new URLSearchParams(card.split('?')[1]).get('v');
    expect(hash).toMatch(/^[\w-]{16}$/);
    const response = await request.get(card);
    expect(response.status()).toBe(200);
    expect(response.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(response.headers().etag).toBe(`"${hash}"`);
    const body = await response.body();
    expect(createHash('sha256').update(body).digest('base64url').slice(0, 16)).toBe(hash);
    expect(Number(response.headers()['content-length'])).toBe(body.length);
  });

  test('asked for without its hash (or by an old one), a card is revalidated each time, and a 304 confirms the one held', async ({
    request,
  }) => {
    const card = await ogImagePath(request, PAGE);
    const hash = new URLSearchParams(card.split('?')[1]).get('v');
    for (const path of [`${PAGE}/opengraph-image`, `${PAGE}/opengraph-image?v=AAAAAAAAAAAAAAAA`]) {
      const response = await request.get(path);
      expect(response.status(), path).toBe(200);
      expect(response.headers()['cache-control'], path).toBe('public, max-age=0, must-revalidate');
      expect(response.headers().etag, path).toBe(`"${hash}"`);
      const confirmed = await request.get(path, { headers: { 'if-none-match': `"${hash}"` } });
      expect(confirmed.status(), path).toBe(304);
      expect((await confirmed.body()).length).toBe(0);
      expect(confirmed.headers().etag).toBe(`"${hash}"`);
      expect(confirmed.headers()['cache-control']).toBe('public, max-age=0, must-revalidate');
      const changed = await request.get(path, { headers: { 'if-none-match': '"AAAAAAAAAAAAAAAA"' } });
      expect(changed.status(), path).toBe(200);
    }
  });

  test('each page names its own card: different pages and languages, different hashes', async ({ request }) => {
    const hashes = new Set<string>();
    for (const locale of OFFERED) {
      for (const path of [`/${locale}`, `/${locale}/about`, `/${locale}/works`]) {
        hashes.add(new URLSearchParams((await ogImagePath(request, path)).split('?')[1]).get('v')!);
      }
    }
    expect(hashes.size).toBe(OFFERED.length * 3);
  });
});
