/**
 * A change published in the local Content Lake, announced by a signed webhook sent
 * through the caching proxy (as Sanity reaches a site behind one), then read
 * through the proxy until visitors see it. Shared by the bench's CDN section
 * and the e2e test of deploy/nginx.conf.
 */
import type { Lake } from '@vitrine/studio/lake';
import type { RunningProxy } from '../support/nginx.ts';
import { SIGNATURE_HEADER, signWebhook } from './webhook.ts';

export interface PublishedThroughCache {
  /** From the webhook's answer to the first page through the proxy that showed the change. */
  seconds: number;
  /** The proxy's X-Cache-Status of each read, in order, repeats counted: `HIT ×80, STALE, HIT`. */
  reads: string;
}

/** The demo's calm article in English: its page, and what the webhook says about it. */
export const CALM_ARTICLE = {
  path: '/en/articles/designing-for-calm',
  document: { _id: 'article-calm-en', _type: 'article', slug: 'designing-for-calm', language: 'en' },
} as const;

const status = async (proxy: RunningProxy, path: string) =>
  String((await proxy.fetch(path)).headers['x-cache-status'] ?? '-');
const pause = () => new Promise((resolve) => setTimeout(resolve, 250));

/**
 * Waits until the proxy has just fetched `path` again, so the change is
 * published at the worst moment: the cached copy has its whole s-maxage ahead.
 */
async function justCached(proxy: RunningProxy, path: string, timeoutMs: number): Promise<void> {
  const deadline = performance.now() + timeoutMs;
  while ((await status(proxy, path)) === 'HIT') {
    if (performance.now() > deadline) throw new Error(`${path} stayed cached for ${timeoutMs} ms`);
    await pause();
  }
  while ((await status(proxy, path)) !== 'HIT') {
    if (performance.now() > deadline) throw new Error(`${path} was not cached again within ${timeoutMs} ms`);
    await pause();
  }
}

/**
 * Publishes `title` on `document` at the worst moment (the page just cached),
 * sends the signed webhook through the proxy, and reads the page through the
 * proxy until it shows the title.
 */
export async function publishThroughCache({
  lake,
  proxy,
  webhookSecret,
  path,
  document,
  title,
  timeoutMs = 90_000,
}: {
  lake: Lake;
  proxy: RunningProxy;
  webhookSecret: string;
  /** The page that shows the document. */
  path: string;
  /** The webhook's projection of the changed document: `_id`, `_type`, `slug`, `language`. */
  document: { _id: string; _type: string; slug?: string; language?: string };
  title: string;
  timeoutMs?: number;
}): Promise<PublishedThroughCache> {
  await justCached(proxy, path, timeoutMs);
  await lake.mutate([{ patch: { id: document._id, set: { title } } }]);
  const body = JSON.stringify(document);
  const webhook = await proxy.fetch('/api/revalidate', {
    method: 'POST',
    headers: { 'content-type': 'application/json', [SIGNATURE_HEADER]: signWebhook(body, webhookSecret) },
    body,
  });
  if (webhook.status !== 200) throw new Error(`the webhook answered ${webhook.status}: ${webhook.body}`);
  const started = performance.now();
  const statuses: string[] = [];
  while (performance.now() - started < timeoutMs) {
    const page = await proxy.fetch(path);
    statuses.push(String(page.headers['x-cache-status'] ?? '-'));
    if (page.body.includes(title)) return { seconds: (performance.now() - started) / 1000, reads: runs(statuses) };
    await pause();
  }
  return { seconds: Number.POSITIVE_INFINITY, reads: runs(statuses) };
}

function runs(values: string[]): string {
  const out: [string, number][] = [];
  for (const value of values) {
    const last = out.at(-1);
    if (last?.[0] === value) last[1] += 1;
    else out.push([value, 1]);
  }
  return out.map(([value, count]) => (count > 1 ? `${value} ×${count}` : value)).join(', ');
}
