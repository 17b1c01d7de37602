/** Lighthouse accessibility scores, run on Debian's (or any found) Chromium. */
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { CHROME_ARGS, findChrome } from '../support/chrome.ts';

export interface AccessibilityResult {
  url: string;
  score: number;
  failing: string[];
}

export async function accessibility(urls: string[]): Promise<AccessibilityResult[]> {
  const chrome = await chromeLauncher.launch({ chromePath: findChrome(), chromeFlags: CHROME_ARGS });
  try {
    const results: AccessibilityResult[] = [];
    for (const url of urls) {
      const run = await lighthouse(url, {
        port: chrome.port,
        onlyCategories: ['accessibility'],
        output: 'json',
        logLevel: 'error',
      });
      const lhr = run!.lhr;
      const category = lhr.categories.accessibility!;
      const failing = category.auditRefs
        .map((ref) => lhr.audits[ref.id]!)
        .filter((audit) => audit.score !== null && audit.score < 1 && audit.scoreDisplayMode === 'binary')
        .map((audit) => {
          const items = (audit.details as { items?: { node?: { snippet?: string } }[] } | undefined)?.items ?? [];
          const nodes = items.map((item) => item.node?.snippet).filter(Boolean);
          return nodes.length ? `${audit.id} (${nodes.join(' ')})` : audit.id;
        });
      results.push({ url, score: Math.round((category.score ?? 0) * 100), failing });
    }
    return results;
  } finally {
    chrome.kill();
  }
}
