/**
 * Measures what a first visit to a page transfers, by resource kind, as
 * compressed bytes on the wire (Chrome's encodedDataLength), in a fresh
 * browser context with an empty cache.
 */
import type { Browser } from '@playwright/test';

export const KINDS = ['html', 'js', 'css', 'font', 'image', 'other'] as const;
export type Kind = (typeof KINDS)[number];
export type Transfer = Record<Kind, number> & { total: number; requests: number };

function kindOf(resourceType: string, mimeType: string): Kind {
  if (resourceType === 'Document') return 'html';
  if (resourceType === 'Script') return 'js';
  if (resourceType === 'Stylesheet') return 'css';
  if (resourceType === 'Font') return 'font';
  if (resourceType === 'Image' || mimeType.startsWith('image/')) return 'image';
  return 'other';
}

export async function firstVisit(
  browser: Browser,
  url: string,
  viewport = { width: 1440, height: 900 },
): Promise<Transfer> {
  const context = await browser.newContext({ viewport });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  const kinds = new Map<string, Kind>();
  const totals: Transfer = { html: 0, js: 0, css: 0, font: 0, image: 0, other: 0, total: 0, requests: 0 };
  cdp.on('Network.responseReceived', (event) => {
    kinds.set(event.requestId, kindOf(event.type ?? '', event.response.mimeType ?? ''));
  });
  cdp.on('Network.loadingFinished', (event) => {
    const kind = kinds.get(event.requestId) ?? 'other';
    totals[kind] += event.encodedDataLength;
    totals.total += event.encodedDataLength;
    totals.requests += 1;
  });
  const response = await page.goto(url, { waitUntil: 'networkidle' });
  if (!response || response.status() !== 200) throw new Error(`${url} answered ${response?.status()}`);
  await context.close();
  return totals;
}

export function kb(bytes: number): string {
  return (bytes / 1024).toFixed(1);
}
