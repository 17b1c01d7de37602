/**
 * The toast region (components/toasts): in the server HTML, so it is there
 * from the first paint with its Alt+T name, without sonner's code; Alt+T
 * focuses it; the first toast hands it over to sonner with never two regions
 * and nothing moving.
 */
import type { Page } from '@playwright/test';
import { localized } from '../support/dataset.ts';
import { messages } from '../support/messages.ts';
import { hydrated } from './support/browser.ts';
import { expect, test } from './support/fixtures.ts';
import { OFFERED } from '../support/languages.ts';

/** The region's name (with its Alt+T hotkey) and the share button's strings, in each language of the list. */
const t = Object.fromEntries(
  OFFERED.map((locale) => {
    const m = messages(locale);
    return [
      locale,
      { region: `${m.Shell.notifications} alt+T`, share: m.ArticlePage.share, copied: m.ArticlePage.copied },
    ];
  }),
) as Record<string, { region: string; share: string; copied: string }>;

/**
 * Which scripts carry sonner's toaster, and whether each was asked for before
 * `firstToast()` was called (requests are seen as they leave, bodies later).
 */
function watchSonner(page: Page) {
  const isChunk = (url: string) => /\/_next\/static\/chunks\/.*\.js/.test(url);
  let beforeFirstToast = true;
  const early = new Set<string>();
  const sonner = new Set<string>();
  page.on('request', (request) => {
    if (beforeFirstToast && isChunk(request.url())) early.add(request.url());
  });
  page.on('response', async (response) => {
    if (isChunk(response.url()) && (await response.text().catch(() => '')).includes('data-sonner-toaster'))
      sonner.add(response.url());
  });
  return {
    firstToast: () => void (beforeFirstToast = false),
    /** Sonner's scripts, each with whether it was asked for before the first toast. */
    scripts: () => [...sonner].map((url) => ({ url, early: early.has(url) })),
  };
}

for (const locale of OFFERED) {
  const labels = t[locale]!;
  test(`/${locale}: the region is in the server HTML, once, with its Alt+T name`, async ({ request }) => {
    const html = await (await request.get(`/${locale}`)).text();
    const regions = html.match(/<section [^>]*aria-live="polite"[^>]*>/g) ?? [];
    expect(regions).toHaveLength(1);
    expect(regions[0]).toContain(`aria-label="${labels.region}"`);
    expect(regions[0]).toContain('tabindex="-1"');
    expect(html).not.toContain('data-sonner-toaster');
  });

  test(`/${locale}: Alt+T focuses the region without loading sonner; the first toast hands it over without a second region or a shift`, async ({
    page,
    context,
  }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.addInitScript(() => {
      const seen = { regions: 0, shift: 0, after: Infinity };
      (window as unknown as { toastWatch: typeof seen }).toastWatch = seen;
      new MutationObserver(() => {
        seen.regions = Math.max(seen.regions, document.querySelectorAll('section[aria-live]').length);
      }).observe(document, { childList: true, subtree: true });
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as (PerformanceEntry & { value: number })[])
          if (entry.startTime >= seen.after) seen.shift += entry.value;
      }).observe({ type: 'layout-shift', buffered: true });
    });
    const sonner = watchSonner(page);
    const article = localized('article').find((a) => a.locale === locale)!;
    await page.goto(`/${locale}/articles/${article.slug}`);
    await hydrated(page);
    const region = page.getByRole('region', { name: labels.region });
    await expect(region).toHaveCount(1);

    const scrolled = await page.evaluate(() => scrollY);
    await page.keyboard.press('Alt+T');
    await expect(region).toBeFocused();
    expect(await page.evaluate(() => scrollY), 'focusing the region does not scroll the page').toBe(scrolled);

    // Where the region sits in the document (not the viewport: the click below may scroll).
    const place = () =>
      region.evaluate((element) => {
        const { x, y, width, height } = element.getBoundingClientRect();
        return { x: x + scrollX, y: y + scrollY, width, height };
      });
    const before = await place();
    await page.evaluate(
      () => ((window as unknown as { toastWatch: { after: number } }).toastWatch.after = performance.now()),
    );
    sonner.firstToast();
    await page.getByRole('button', { name: labels.share }).click();
    await expect(region.locator('[data-sonner-toast]')).toContainText(labels.copied);
    // Sonner's code came with the first toast, not with the page or Alt+T.
    await expect.poll(() => sonner.scripts().length).toBeGreaterThan(0);
    expect(sonner.scripts().filter((script) => script.early)).toEqual([]);
    await expect(page.getByRole('region', { name: labels.region })).toHaveCount(1);
    expect(await place()).toEqual(before);
    const watch = await page.evaluate(
      () => (window as unknown as { toastWatch: { regions: number; shift: number } }).toastWatch,
    );
    expect(watch).toEqual({ regions: 1, shift: 0, after: expect.any(Number) });

    // Sonner's Alt+T now focuses the list of toasts inside the region.
    await page.locator('main').click({ position: { x: 1, y: 1 } });
    await page.keyboard.press('Alt+T');
    await expect(region.locator('[data-sonner-toaster]')).toBeFocused();
  });
}
