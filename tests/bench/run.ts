/**
 * `npm run bench`: builds the site once, then prints build time and, for each
 * page, the compressed bytes a first visit transfers (HTML, JS, CSS, fonts,
 * images). Not a test: it reports numbers, it does not pass or fail on them.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { chromium } from '@playwright/test';
import { CHROME_ARGS, findChrome } from '../support/chrome.ts';
import { startSite, WEB_DIR } from '../support/server.ts';
import { firstVisit, KINDS, kb } from './measure.ts';

const PAGES = ['/en', '/fr', '/pt'];

function build(): number {
  const started = performance.now();
  const result = spawnSync('npm', ['run', 'build'], {
    cwd: WEB_DIR,
    stdio: 'inherit',
    env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1' },
  });
  if (result.status !== 0) throw new Error('next build failed');
  return performance.now() - started;
}

function routeBundleStats(): string[] {
  const file = join(WEB_DIR, '.next/diagnostics/route-bundle-stats.json');
  if (!existsSync(file)) return ['(no .next/diagnostics/route-bundle-stats.json)'];
  return [JSON.stringify(JSON.parse(readFileSync(file, 'utf8')), null, 0).slice(0, 2000)];
}

async function main() {
  const buildMs = build();
  const site = await startSite({ CONTENT_SOURCE: 'local' });
  const browser = await chromium.launch({ executablePath: findChrome(), args: CHROME_ARGS });
  try {
    console.log(`\nbuild: ${(buildMs / 1000).toFixed(1)} s`);
    console.log(`\nfirst visit, compressed KB (fresh cache, 1440x900)`);
    console.log(['page', ...KINDS, 'total', 'requests'].map((h) => h.padStart(9)).join(''));
    for (const path of PAGES) {
      const t = await firstVisit(browser, site.url + path);
      console.log(
        [path, ...KINDS.map((k) => kb(t[k])), kb(t.total), String(t.requests)].map((c) => c.padStart(9)).join(''),
      );
    }
    console.log('\nroute bundle stats (.next/diagnostics/route-bundle-stats.json):');
    for (const line of routeBundleStats()) console.log(line);
  } finally {
    await browser.close();
    await site.stop();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
