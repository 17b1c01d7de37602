/** Lighthouse category scores (accessibility, SEO, best practices), run on Debian's (or any found) Chromium. */
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { CHROME_ARGS, findChrome } from '../support/chrome.ts';

export type Category = 'accessibility' | 'seo' | 'best-practices';

export interface CategoryResult {
  url: string;
  /** 0–100 per category asked for. */
  scores: Partial<Record<Category, number>>;
  /** The audits that failed, with the elements they name where Lighthouse gives them. */
  failing: string[];
}

/** Each URL once, in one Chromium, with only the categories asked for (desktop form factor, no throttling). */
export async function categoryScores(urls: string[], categories: Category[]): Promise<CategoryResult[]> {
  const chrome = await chromeLauncher.launch({ chromePath: findChrome(), chromeFlags: CHROME_ARGS });
  try {
    const results: CategoryResult[] = [];
    for (const url of urls) {
      const run = await lighthouse(url, {
        port: chrome.port,
        onlyCategories: categories,
        output: 'json',
        logLevel: 'error',
      });
      const lhr = run!.lhr;
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
      results.push({ url, scores, failing: [...failing] });
    }
    return results;
  } finally {
    chrome.kill();
  }
}
