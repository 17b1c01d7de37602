/**
 * The bench's `instances` section: requests per second on a prerendered page
 * (wrk -c32 10 s) from one instance alone, one instance sharing its state
 * through Redis, and three instances on one Redis behind nginx round robin
 * (deploy/nginx-instances.conf, as committed: HTTPS, no page cache), all in
 * one run on the same build. The microcache answers most requests for one
 * page; the same page with a query string reaches Next (and its cache, and
 * so Redis) on every request, which shows what Redis costs a request.
 */
import { startNginx } from '../support/nginx.ts';
import { startRedis, type RunningRedis } from '../support/redis.ts';
import { freePort, startSite, type RunningSite } from '../support/server.ts';
import { wrk, type Load } from './wrk.ts';

export interface InstanceFigures {
  alone: Load;
  withRedis: Load;
  threeBehindNginx: Load;
  /** The page with a query string: through Next every time. */
  aloneUncached: Load;
  withRedisUncached: Load;
  /** How the three instances shared the requests through nginx (answers per upstream). */
  spread: number[];
}

const PAGE = '/en';
const UNCACHED = '/en?bench';

async function load(url: string): Promise<Load> {
  // One request first: a page rendered on its first visit is timed as visitors see it afterwards.
  const first = await fetch(url);
  await first.arrayBuffer();
  if (first.status !== 200) throw new Error(`${url} answered ${first.status}`);
  return wrk(url);
}

async function started(count: number, env: Record<string, string>): Promise<RunningSite[]> {
  const sites: RunningSite[] = [];
  try {
    for (let i = 0; i < count; i++) sites.push(await startSite({ CONTENT_SOURCE: 'local', ...env }));
  } catch (error) {
    await Promise.all(sites.map((site) => site.stop()));
    throw error;
  }
  return sites;
}

export async function instances(): Promise<InstanceFigures> {
  const redis: RunningRedis = await startRedis();
  try {
    const [alone] = await started(1, {});
    const aloneLoad = await load(`${alone!.url}${PAGE}`);
    const aloneUncached = await load(`${alone!.url}${UNCACHED}`);
    await alone!.stop();

    const [shared] = await started(1, { REDIS_URL: redis.url });
    const withRedis = await load(`${shared!.url}${PAGE}`);
    const withRedisUncached = await load(`${shared!.url}${UNCACHED}`);
    await shared!.stop();

    const httpsPort = await freePort();
    const three = await started(3, {
      REDIS_URL: redis.url,
      TRUST_PROXY: 'loopback',
      SITE_URL: `https://localhost:${httpsPort}`,
    });
    try {
      const proxy = await startNginx(
        three.map((site) => site.url),
        { conf: 'nginx-instances.conf', httpsPort },
      );
      try {
        // Every instance answers once before the load (wrk does not check nginx's throwaway certificate).
        for (let i = 0; i < 6; i++) {
          const warm = await proxy.fetch(PAGE);
          if (warm.status !== 200) throw new Error(`${PAGE} through nginx answered ${warm.status}`);
        }
        const spread = three.map(
          (site) => proxy.upstreams().filter((upstream) => upstream === new URL(site.url).host).length,
        );
        const threeBehindNginx = await wrk(`${proxy.https}${PAGE}`);
        return { alone: aloneLoad, withRedis, threeBehindNginx, aloneUncached, withRedisUncached, spread };
      } finally {
        await proxy.stop();
      }
    } finally {
      await Promise.all(three.map((site) => site.stop()));
    }
  } finally {
    await redis.stop();
  }
}
