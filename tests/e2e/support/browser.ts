/** Browser conditions and observations shared by the navigation, prefetch and toast specs. */
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
