/**
 * Prefetching (i18n/link.client.tsx over Next's scheduler): links load their
 * pages ahead of the click when the visitor points at, focuses or touches
 * them, never merely because they are in view (a first visit loads only its
 * own page), at most 4 requests at once even while the visitor hovers links,
 * and not at all with Save-Data or on a 2g/slow-2g connection, where links
 * still navigate.
 */
import type { Page } from '@playwright/test';
import { PREFETCH } from '../../web/src/config/navigation.ts';
import { FIRST, OFFERED, SECOND, THIRD } from '../support/languages.ts';
import { emulateConnection, hydrated, isPrefetch } from './support/browser.ts';
import { expect, test } from './support/fixtures.ts';

/** Hovers every visible link to a page of the site, as fast as the mouse goes; returns their paths. */
async function hoverEveryLink(page: Page, locale: string): Promise<Set<string>> {
  // Which links are visible, read in one go (asking the page link by link takes seconds on a loaded machine).
  const visible = await page.evaluate((prefix) => {
    const found: [index: number, path: string][] = [];
    document.querySelectorAll<HTMLAnchorElement>(`a[href^="${prefix}"]`).forEach((link, index) => {
      if (link.checkVisibility({ visibilityProperty: true }))
        found.push([index, new URL(link.getAttribute('href')!, 'http://x').pathname]);
    });
    return found;
  }, `/${locale}`);
  const links = page.locator(`a[href^="/${locale}"]`);
  // Every one, not one per page: two links to a page may differ (one of them may not prefetch).
  for (const [index] of visible) {
    // A link covered at that moment (a menu open over it) is passed over, as a visitor's pointer would.
    await links
      .nth(index)
      .hover({ timeout: 2000 })
      .catch(() => {});
  }
  await page.mouse.wheel(0, 5000);
  return new Set(visible.map(([, path]) => path));
}

test('at most 4 prefetches are in flight at once, even while the visitor hovers every link', async ({ page }) => {
  test.setTimeout(150_000);
  let inFlight = 0;
  let most = 0;
  const prefetched = new Set<string>();
  // Prefetch answers are held until the test lets them go, so unanswered requests pile up as on a slow connection.
  const held: (() => void)[] = [];
  const release = () => held.splice(0).forEach((answer) => answer());
  await page.route(/[?&]_rsc=/, async (route) => {
    if (!isPrefetch(route.request())) return route.fallback();
    most = Math.max(most, ++inFlight);
    prefetched.add(new URL(route.request().url()).pathname);
    const response = await route.fetch();
    await new Promise<void>((resolve) => held.push(resolve));
    // Counted out before the browser has the answer: the count is never above what the browser has open.
    inFlight--;
    // Next may drop a prefetch it no longer needs; its answer then has nowhere to go.
    await route.fulfill({ response }).catch(() => {});
  });
  await page.goto('/en/about');
  await hydrated(page);
  const linked = await hoverEveryLink(page, 'en');
  linked.delete('/en/about');
  expect(linked.size, 'enough links for the limit to matter').toBeGreaterThan(PREFETCH.maxConcurrent);

  // Answer what is held, again and again, until every linked page has been asked for.
  await expect
    .poll(
      () => {
        release();
        return [...linked].filter((path) => !prefetched.has(path));
      },
      { timeout: 30_000 },
    )
    .toEqual([]);
  release();
  // The limit was reached (the test could see a breach) and never passed.
  expect(most).toBe(PREFETCH.maxConcurrent);
});

test('a page scrolled through prefetches nothing; a link pointed at or focused does', async ({ page }) => {
  const prefetched: string[] = [];
  page.on('request', (request) => {
    if (isPrefetch(request)) prefetched.push(new URL(request.url()).pathname);
  });
  await page.goto('/en');
  await hydrated(page);
  // Every link comes into view: the header's first, then the rest as the page scrolls to its foot.
  await page.mouse.move(0, 0);
  await page.keyboard.press('End');
  await page.waitForLoadState('networkidle');
  expect(prefetched).toEqual([]);

  await page.locator('header a[href="/en/about"]').hover();
  await expect.poll(() => prefetched).toContain('/en/about');
  await page.locator('footer a[href="/en/credits"]').focus();
  await expect.poll(() => prefetched).toContain('/en/credits');
});

const conditions = [
  { condition: 'none' as const, locale: FIRST },
  ...OFFERED.map((locale) => ({ condition: 'save-data' as const, locale })),
  { condition: '2g' as const, locale: SECOND },
  { condition: 'slow-2g' as const, locale: THIRD },
];

for (const { condition, locale } of conditions) {
  const expected = condition === 'none' ? 'links are prefetched (the control)' : 'nothing is prefetched';
  test(`${condition} (/${locale}): ${expected}, and links navigate client-side`, async ({ page }) => {
    // Hovering every link of a page is slow on a loaded machine: room for it, the test asks no speed.
    test.setTimeout(150_000);
    if (condition !== 'none') await emulateConnection(page, condition);
    const prefetches: string[] = [];
    page.on('request', (request) => {
      if (isPrefetch(request)) prefetches.push(request.url());
    });
    await page.goto(`/${locale}`);
    await hydrated(page);
    await hoverEveryLink(page, locale);

    // A click navigates client-side (no new document), loading the page when asked.
    await page.evaluate(() => ((window as { stayed?: boolean }).stayed = true));
    await page.locator(`header a[href="/${locale}/about"]`).click();
    await expect(page).toHaveURL(new RegExp(`/${locale}/about$`));
    await expect(page.locator('main h1')).toBeVisible();
    expect(await page.evaluate(() => (window as { stayed?: boolean }).stayed)).toBe(true);
    // Every link was seen and hovered before the click: a prefetch would have been asked for by now.
    if (condition === 'none') expect(prefetches.length).toBeGreaterThan(0);
    else expect(prefetches).toEqual([]);
  });
}

test('JavaScript off: links are plain links that work', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto(`${process.env.E2E_BASE_URL}/${SECOND}`);
  await page.locator(`header a[href="/${SECOND}/about"]`).click();
  await expect(page).toHaveURL(new RegExp(`/${SECOND}/about$`));
  await expect(page.locator('main h1')).toBeVisible();
  await context.close();
});
