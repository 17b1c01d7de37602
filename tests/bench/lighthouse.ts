/**
 * Lighthouse, run on Debian's (or any found) Chromium: accessibility, SEO and
 * best-practices scores, and the performance score, LCP and CLS with Lighthouse's default mobile
 * settings (a Moto G Power, simulated slow 4G and 4× CPU slowdown).
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

export interface PaintResult {
  url: string;
  /** Medians over the runs, each taken on its own: score 0–100, LCP in ms, CLS. */
  score: number;
  lcpMs: number;
  cls: number;
  runs: number;
}

type Report = NonNullable<Awaited<ReturnType<typeof lighthouse>>>['lhr'];

const ATTEMPTS = 3;

/** Runs Lighthouse once per url on one Chromium, with only `categories`. */
async function audit(urls: string[], categories: (Category | 'performance')[]): Promise<Report[]> {
  const chrome = await chromeLauncher.launch({ chromePath: findChrome(), chromeFlags: CHROME_ARGS });
  try {
    const reports: Report[] = [];
    for (const url of urls) {
      // A trace Chrome did not record (NO_NAVSTART and the like) happens now and then on a busy machine: try again.
      for (let attempt = 1; ; attempt++) {
        const run = await lighthouse(url, {
          port: chrome.port,
          onlyCategories: categories,
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
 * Performance on each url, `runs` times in rounds (every url once, then again),
 * so that a burst of noise on this shared machine spreads over every page
 * rather than landing on one.
 */
export async function paint(urls: string[], runs: number): Promise<PaintResult[]> {
  const rounds: Report[][] = [];
  for (let round = 0; round < runs; round++) rounds.push(await audit(urls, ['performance']));
  return urls.map((url, i) => {
    const reports = rounds.map((round) => round[i]!);
    const numeric = (id: string) => median(reports.map((lhr) => lhr.audits[id]!.numericValue ?? NaN));
    return {
      url,
      score: median(reports.map((lhr) => Math.round((lhr.categories.performance!.score ?? 0) * 100))),
      lcpMs: numeric('largest-contentful-paint'),
      cls: numeric('cumulative-layout-shift'),
      runs,
    };
  });
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
