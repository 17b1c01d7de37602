/**
 * Throughput figures: requests per second from wrk with the server's peak
 * memory meanwhile (its process tree, sampled from /proc), and the response
 * time of one request at a time (draft mode against the prerendered page).
 */
import { peakOf, treeResidentBytes } from '../support/disk.ts';
import type { RunningSite } from '../support/server.ts';
import { wrk, type Load } from './wrk.ts';

export interface LoadWithMemory extends Load {
  peakBytes: number;
}

/** `wrk -c32 -d10s` on `url`, while sampling the resident memory of `site`'s processes. */
export async function loadWithMemory(site: RunningSite, url: string, seconds = 10): Promise<LoadWithMemory> {
  // One request first: a page rendered on its first visit is timed as visitors see it afterwards.
  const first = await fetch(url);
  await first.arrayBuffer();
  if (first.status !== 200) throw new Error(`${url} answered ${first.status}`);
  const peak = peakOf(() => treeResidentBytes(site.process.pid!));
  const load = await wrk(url, { seconds });
  return { ...load, peakBytes: peak.stop() };
}

/** Of two runs, the one with more requests per second, with the larger of their peak memories. */
export function better(a: LoadWithMemory, b: LoadWithMemory): LoadWithMemory {
  const best = a.requestsPerSecond >= b.requestsPerSecond ? a : b;
  return { ...best, peakBytes: Math.max(a.peakBytes, b.peakBytes) };
}

/** The median time to the whole body, one request after another, after `warmUp` unmeasured requests. */
export async function responseTime(url: string, { cookie = '', requests = 60, warmUp = 10 } = {}): Promise<number> {
  const times: number[] = [];
  for (let i = 0; i < warmUp + requests; i++) {
    const started = performance.now();
    const response = await fetch(url, { headers: cookie ? { cookie } : {} });
    await response.arrayBuffer();
    if (response.status !== 200) throw new Error(`${url} answered ${response.status}`);
    if (i >= warmUp) times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  return times[Math.floor(times.length / 2)]!;
}
