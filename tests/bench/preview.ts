/**
 * The bench's preview figures: how long the draft-mode enable route takes to
 * check the secret and answer with its cookies, measured here rather than in
 * the browser tests (which check what it answers, not how fast).
 */
import { E2E_PREVIEW_SECRET } from '../preview/constants.ts';
import { enablePath } from '../preview/site.ts';
import { startSite } from '../support/server.ts';

const REQUESTS = 200;

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))]!;

export async function preview() {
  const site = await startSite({ CONTENT_SOURCE: 'local', PREVIEW_SECRET: E2E_PREVIEW_SECRET });
  try {
    const path = enablePath({ secret: E2E_PREVIEW_SECRET, redirect: '/en/articles/designing-for-calm' });
    const timings: number[] = [];
    for (let i = 0; i < REQUESTS; i++) {
      const started = performance.now();
      const response = await fetch(`${site.url}${path}`, { redirect: 'manual' });
      await response.arrayBuffer();
      timings.push(performance.now() - started);
      if (response.status !== 307) throw new Error(`the enable route answered ${response.status}, not 307`);
    }
    timings.sort((a, b) => a - b);
    const ms = (value: number) => `${value.toFixed(1)} ms`;
    console.log(
      `draft-mode enable route (local secret), ${REQUESTS} requests one at a time: ` +
        `median ${ms(percentile(timings, 0.5))}, p95 ${ms(percentile(timings, 0.95))}, max ${ms(timings.at(-1)!)}`,
    );
  } finally {
    await site.stop();
  }
}
