/**
 * `npm run bench`: builds the site and a bare Next.js page (the framework's
 * floor) once, then prints the build time, what a first visit to each page
 * transfers (compressed, by kind) beside the floor, and Lighthouse
 * accessibility scores. Not a test: it reports numbers.
 */
import { fileURLToPath } from 'node:url';
import { chromium } from '@playwright/test';
import { CHROME_ARGS, findChrome } from '../support/chrome.ts';
import { buildSite, startSite } from '../support/server.ts';
import { accessibility } from './lighthouse.ts';
import { firstVisit, KINDS, kb, type Transfer } from './measure.ts';

const FLOOR_DIR = fileURLToPath(new URL('./floor/', import.meta.url));
const PAGES = [
  '/en',
  '/fr',
  '/pt',
  '/en/articles/designing-for-calm',
  '/fr/articles/concevoir-le-calme',
  '/en/contact',
  '/pt/contact',
];
/** SPEC-derived budget: each page ships at most this much compressed JS above the framework's floor. */
const JS_BUDGET_OVER_FLOOR = 25 * 1024;

const row = (cells: string[]) => console.log(cells.map((c, i) => (i === 0 ? c.padEnd(34) : c.padStart(9))).join(''));

async function main() {
  const buildMs = await buildSite({ CONTENT_SOURCE: 'local' });
  const floorBuildMs = await buildSite({}, FLOOR_DIR);
  const site = await startSite({ CONTENT_SOURCE: 'local' });
  const floor = await startSite({}, 60_000, { dir: FLOOR_DIR, probe: '/' });
  const browser = await chromium.launch({ executablePath: findChrome(), args: CHROME_ARGS });
  try {
    console.log(`\nbuild: site ${(buildMs / 1000).toFixed(1)} s, floor ${(floorBuildMs / 1000).toFixed(1)} s`);
    console.log('\nfirst visit, compressed KB (fresh cache, 1440x900)');
    row(['page', ...KINDS, 'total', 'js-floor']);
    const floorVisit: Transfer = await firstVisit(browser, `${floor.url}/`);
    row(['(floor) bare Next.js page', ...KINDS.map((k) => kb(floorVisit[k])), kb(floorVisit.total), '0.0']);
    let worst = 0;
    for (const path of PAGES) {
      const t = await firstVisit(browser, site.url + path);
      worst = Math.max(worst, t.js - floorVisit.js);
      row([path, ...KINDS.map((k) => kb(t[k])), kb(t.total), kb(t.js - floorVisit.js)]);
    }
    console.log(
      `\nmost JS above the floor: ${kb(worst)} KB (budget ${kb(JS_BUDGET_OVER_FLOOR)} KB: ${worst <= JS_BUDGET_OVER_FLOOR ? 'within' : 'OVER'})`,
    );

    console.log('\nLighthouse accessibility');
    for (const result of await accessibility(PAGES.map((path) => site.url + path))) {
      console.log(
        `${result.url.replace(site.url, '').padEnd(34)}${String(result.score).padStart(5)}${result.failing.length ? `  failing: ${result.failing.join(', ')}` : ''}`,
      );
    }
  } finally {
    await browser.close();
    await site.stop();
    await floor.stop();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
