/** Browser observations shared by the browser specs. */
import type { Page } from '@playwright/test';
import { expect } from './fixtures.ts';

/** Waits until React has hydrated the page's main content (every client leaf has mounted), across a page load under way. */
export async function hydrated(page: Page): Promise<void> {
  await expect
    .poll(() =>
      page
        .evaluate(() => Object.keys(document.querySelector('main') ?? {}).some((k) => k.startsWith('__react')))
        .catch(() => false),
    )
    .toBe(true);
}
