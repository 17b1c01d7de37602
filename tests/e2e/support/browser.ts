/** Browser conditions and observations shared by the specs (navigation, prefetch, toasts, images, first paint). */
import type { Page, Request } from '@playwright/test';
import { expect } from './fixtures.ts';

/**
 * What `navigator.connection` says. Save-Data is set through the DevTools
 * protocol as Chromium's own emulation sets it. Chromium's network emulation
 * changes `effectiveType` only for the document open at the time (a page load
 * resets it), so a slow connection is set by an init script instead, before
 * any of the page's scripts run.
 */
export async function emulateConnection(page: Page, condition: 'save-data' | '2g' | 'slow-2g'): Promise<void> {
  if (condition === 'save-data') {
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Emulation.setDataSaverOverride', { dataSaverEnabled: true });
    return;
  }
  await page.addInitScript((effectiveType) => {
    const connection = Object.assign(new EventTarget(), { effectiveType, saveData: false });
    Object.defineProperty(Navigator.prototype, 'connection', { configurable: true, get: () => connection });
  }, condition);
}

/** A prefetch: an RSC request Next marks as one (a route tree or a segment, ahead of the click). */
export function isPrefetch(request: Request): boolean {
  const headers = request.headers();
  return Boolean(headers['next-router-prefetch'] || headers['next-router-segment-prefetch']);
}

/** Waits until React has hydrated the page's main content (every client leaf has mounted), across a page load under way. */
export async function hydrated(page: Page): Promise<void> {
  await expect
    .poll(
      () =>
        page
          .evaluate(() => Object.keys(document.querySelector('main') ?? {}).some((k) => k.startsWith('__react')))
          .catch(() => false),
      // A wait, not a speed check: on a loaded machine the scripts can take seconds to parse and run.
      { timeout: 30_000 },
    )
    .toBe(true);
}

/** An init script: records the page's layout shifts from its first paint on, as CLS adds them up (none after input). */
export function watchLayoutShifts(): void {
  const shifts: number[] = [];
  (window as unknown as { __shifts: number[] }).__shifts = shifts;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) {
      if (!entry.hadRecentInput) shifts.push(entry.value);
    }
  }).observe({ type: 'layout-shift', buffered: true });
}

/** Forgets the layout shifts recorded so far: what follows is watched on its own. */
export async function forgetLayoutShifts(page: Page): Promise<void> {
  await page.evaluate(() => {
    (window as unknown as { __shifts: number[] }).__shifts.length = 0;
  });
}

/** The layout shifts `watchLayoutShifts` has recorded so far. */
export function layoutShifts(page: Page): Promise<number[]> {
  return page.evaluate(() => (window as unknown as { __shifts: number[] }).__shifts);
}
