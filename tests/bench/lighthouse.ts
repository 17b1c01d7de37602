/**
 * Lighthouse, run on Debian's (or any found) Chromium: accessibility, SEO and
 * best-practices scores, and the performance score, LCP, FCP, TBT and CLS with Lighthouse's default
 * mobile settings (a Moto G Power, slow 4G and 4× CPU slowdown), either simulated from an unthrottled
 * load (Lantern, the default) or applied to the load itself (DevTools throttling).
 */
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { CHROME_ARGS, findChrome } from '../support/chrome.ts';

export type Category = 'accessibility' | 'seo' | 'best-practices';

export interface AccessibilityResult {
  url: string;
  score: number;
  failing: string[];
}

export interface CategoryResult {
  url: string;
  /** 0–100 per category asked for. */
  scores: Partial<Record<Category, number>>;
  /** The audits that failed, with the elements they name where Lighthouse gives them. */
  failing: string[];
}

/**
 * `simulate`: Lighthouse's default, the load observed unthrottled and replayed on slow 4G by Lantern.
 * `devtools`: the same slow 4G and CPU slowdown applied while the page loads, so what is measured happened.
 */
export type Throttling = 'simulate' | 'devtools';
export const THROTTLINGS: readonly Throttling[] = ['simulate', 'devtools'];

export interface PaintResult {
  url: string;
  throttling: Throttling;
  /** Medians over the runs, each taken on its own: score 0–100, LCP, FCP and TBT in ms, CLS. */
  score: number;
  lcpMs: number;
  /** The fastest and slowest run's LCP: how far the runs spread. */
  lcpRangeMs: [number, number];
  fcpMs: number;
  tbtMs: number;
  cls: number;
  /** What the load transferred, in bytes, by Lighthouse's count (its total-byte-weight audit). */
  bytes: number;
  /** The LCP element most runs named (its HTML, cut short), '' if none. */
  lcpElement: string;
  runs: number;
}

type Report = NonNullable<Awaited<ReturnType<typeof lighthouse>>>['lhr'];

const ATTEMPTS = 3;

/** Runs Lighthouse once per url on one Chromium, with only `categories`. */
async function audit(
  urls: string[],
  categories: (Category | 'performance')[],
  throttlingMethod: Throttling = 'simulate',
): Promise<Report[]> {
  const chrome = await chromeLauncher.launch({ chromePath: findChrome(), chromeFlags: CHROME_ARGS });
  try {
    const reports: Report[] = [];
    for (const url of urls) {
      // A trace Chrome did not record (NO_NAVSTART and the like) happens now and then on a busy machine: try again.
      for (let attempt = 1; ; attempt++) {
        const run = await lighthouse(url, {
          port: chrome.port,
          onlyCategories: categories,
          throttlingMethod,
          output: 'json',
          logLevel: 'error',
        });
        const error = run?.lhr.runtimeError;
        if (!error) {
          reports.push(run!.lhr);
          break;
        }
        if (attempt === ATTEMPTS)
          throw new Error(`Lighthouse could not load ${url} (${ATTEMPTS} tries): ${error.message}`);
      }
    }
    return reports;
  } finally {
    chrome.kill();
  }
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

/**
 * The element a report names as the largest contentful paint, as the start of its HTML: the node item of
 * the LCP breakdown insight (which replaced the `largest-contentful-paint-element` audit in Lighthouse 13).
 */
function lcpElement(lhr: Report): string {
  const details = lhr.audits['lcp-breakdown-insight']?.details as
    { items?: { type?: string; snippet?: string }[] } | undefined;
  return details?.items?.find((item) => item.type === 'node')?.snippet?.slice(0, 100) ?? '';
}

/** The value most often seen (the first of those tied). */
function mostCommon(values: string[]): string {
  const counts = new Map<string, number>();
  for (const value of values) counts.set(value, (counts.get(value) ?? 0) + 1);
  return [...counts].sort((a, b) => b[1] - a[1])[0]?.[0] ?? '';
}

/**
 * Performance on each url in each throttling, `runs` times in rounds (every
 * url once in each throttling, then again), so that a burst of noise on this
 * shared machine spreads over every page and both throttlings rather than
 * landing on one.
 */
export async function paint(
  urls: string[],
  runs: number,
  throttlings: readonly Throttling[] = ['simulate'],
): Promise<PaintResult[]> {
  const rounds: Map<Throttling, Report[]>[] = [];
  for (let round = 0; round < runs; round++) {
    const reports = new Map<Throttling, Report[]>();
    for (const throttling of throttlings) reports.set(throttling, await audit(urls, ['performance'], throttling));
    rounds.push(reports);
  }
  return throttlings.flatMap((throttling) =>
    urls.map((url, i) => {
      const reports = rounds.map((round) => round.get(throttling)![i]!);
      const values = (id: string) => reports.map((lhr) => lhr.audits[id]!.numericValue ?? NaN);
      const numeric = (id: string) => median(values(id));
      const lcps = values('largest-contentful-paint');
      return {
        url,
        throttling,
        lcpRangeMs: [Math.min(...lcps), Math.max(...lcps)],
        score: median(reports.map((lhr) => Math.round((lhr.categories.performance!.score ?? 0) * 100))),
        lcpMs: numeric('largest-contentful-paint'),
        fcpMs: numeric('first-contentful-paint'),
        tbtMs: numeric('total-blocking-time'),
        cls: numeric('cumulative-layout-shift'),
        bytes: numeric('total-byte-weight'),
        lcpElement: mostCommon(reports.map(lcpElement)),
        runs,
      };
    }),
  );
}

/** Each url once with the categories asked for: its scores and the failing audits that weigh on them. */
export async function categoryScores(urls: string[], categories: Category[]): Promise<CategoryResult[]> {
  return (await audit(urls, categories)).map((lhr, i) => {
    const scores: CategoryResult['scores'] = {};
    const failing = new Set<string>();
    for (const name of categories) {
      const category = lhr.categories[name]!;
      scores[name] = Math.round((category.score ?? 0) * 100);
      for (const ref of category.auditRefs) {
        const audit = lhr.audits[ref.id]!;
        if (ref.weight === 0 || audit.score === null || audit.score >= 1) continue;
        const items = (audit.details as { items?: { node?: { snippet?: string } }[] } | undefined)?.items ?? [];
        const nodes = items.map((item) => item.node?.snippet).filter(Boolean);
        failing.add(nodes.length ? `${audit.id} (${nodes.join(' ')})` : audit.id);
      }
    }
    return { url: urls[i]!, scores, failing: [...failing] };
  });
}

export async function accessibility(urls: string[]): Promise<AccessibilityResult[]> {
  return (await categoryScores(urls, ['accessibility'])).map(({ url, scores, failing }) => ({
    url,
    score: scores.accessibility ?? 0,
    failing,
  }));
}
