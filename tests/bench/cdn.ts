/**
 * The CDN path: the site built on the Sanity source (the local Content Lake),
 * `npm start` behind deploy/nginx.conf's page cache. Prerendered pages
 * through the cache against `npm start` alone, and a change published with
 * the webhook reaching visitors through the cache.
 */
import { DATASET_DIR } from '../support/dataset.ts';
import { startNginx } from '../support/nginx.ts';
import { buildSite, startSite } from '../support/server.ts';
import { startLake } from '@vitrine/studio/lake';
import { CALM_ARTICLE, publishThroughCache } from '../preview/through-cache.ts';
import { wrk } from './wrk.ts';

const WEBHOOK_SECRET = 'bench-webhook-secret-0123456789';
const PAGE = '/en';

export interface CdnFigures {
  direct: number;
  cached: number;
  /** Seconds from the webhook to the change through the cache. */
  freshSeconds: number;
  /** The cache's answers meanwhile. */
  reads: string;
}

export async function cdn(): Promise<CdnFigures> {
  const lake = await startLake({
    datasetDir: DATASET_DIR,
    loadOptions: { assetBaseUrl: 'https://cdn.sanity.io/images/bench/production' },
    idleTimeoutMs: 0,
  });
  try {
    const env = {
      SANITY_PROJECT_ID: 'bench',
      SANITY_DATASET: 'production',
      SANITY_API_HOST: lake.url,
      SANITY_REVALIDATE_SECRET: WEBHOOK_SECRET,
      NEXT_DIST_DIR: '.next-bench-cdn',
    };
    await buildSite(env);
    const site = await startSite({ ...env, TRUST_PROXY: 'loopback', SITE_URL: 'https://localhost' });
    try {
      const proxy = await startNginx(site.url);
      try {
        for (const path of [PAGE, PAGE, CALM_ARTICLE.path, CALM_ARTICLE.path]) await proxy.fetch(path);
        const hit = String((await proxy.fetch(PAGE)).headers['x-cache-status']);
        if (hit !== 'HIT') throw new Error(`${PAGE} through nginx is not cached: X-Cache-Status ${hit}`);
        const direct = (await wrk(`${site.url}${PAGE}`)).requestsPerSecond;
        const cached = (await wrk(`${proxy.https}${PAGE}`)).requestsPerSecond;
        const fresh = await publishThroughCache({
          lake,
          proxy,
          webhookSecret: WEBHOOK_SECRET,
          ...CALM_ARTICLE,
          title: `Designing for calm, published at ${new Date().toISOString()}`,
        });
        return { direct, cached, freshSeconds: fresh.seconds, reads: fresh.reads };
      } finally {
        await proxy.stop();
      }
    } finally {
      await site.stop();
    }
  } finally {
    await lake.close();
  }
}
