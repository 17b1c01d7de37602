/**
 * `npm run bench`: builds the site and a bare Next.js page (the framework's
 * floor) once, then prints, section by section, numbers beside the floor's.
 * Not a test: it reports. `npm run bench -- --only security` runs one section.
 *
 * - weight: what a first visit to each page transfers, by kind, and
 *   Lighthouse accessibility scores.
 * - findability: Lighthouse SEO and best practices on every path of every language.
 * - security: 100,000 unknown paths (disk, memory, 404s per second), the
 *   fuzzer at 100,000 requests, and Mozilla's Observatory grade over HTTPS
 *   behind deploy/nginx.conf.
 * - preview: how long the draft-mode enable route takes.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { chromium } from '@playwright/test';
import { CHROME_ARGS, findChrome } from '../support/chrome.ts';
import { publishedDocuments } from '../support/dataset.ts';
import { LOCALES, localePaths } from '../support/routes.ts';
import { buildSite, startSite, type RunningSite } from '../support/server.ts';
import { categoryScores } from './lighthouse.ts';
import { firstVisit, KINDS, kb, type Transfer } from './measure.ts';
import { startNginx } from './nginx.ts';
import { preview } from './preview.ts';
import { formatObservatory, observatory } from './observatory.ts';
import { fuzzTotals, unknownPaths } from './security.ts';

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
/** Budget: each page ships at most this much compressed JS above the framework's floor. */
const JS_BUDGET_OVER_FLOOR = 25 * 1024;
const SECTIONS = ['weight', 'findability', 'security', 'preview'] as const;
type Section = (typeof SECTIONS)[number];

const row = (cells: string[]) => console.log(cells.map((c, i) => (i === 0 ? c.padEnd(34) : c.padStart(9))).join(''));
const heading = (title: string) => console.log(`\n## ${title}`);

async function weight(site: RunningSite, floor: RunningSite) {
  heading('weight');
  const browser = await chromium.launch({ executablePath: findChrome(), args: CHROME_ARGS });
  try {
    console.log('first visit, compressed KB (fresh cache, 1440x900)');
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
  } finally {
    await browser.close();
  }
  console.log('\nLighthouse accessibility');
  for (const result of await categoryScores(
    PAGES.map((path) => site.url + path),
    ['accessibility'],
  )) {
    console.log(
      `${result.url.replace(site.url, '').padEnd(34)}${String(result.scores.accessibility).padStart(5)}${result.failing.length ? `  failing: ${result.failing.join(', ')}` : ''}`,
    );
  }
}

/** Lighthouse SEO and best practices on every route of every language (issue: 100 on each). */
async function findability(site: RunningSite) {
  heading('findability');
  const paths = LOCALES.flatMap((locale) => localePaths(publishedDocuments(), locale));
  console.log(`Lighthouse SEO and best practices, ${paths.length} paths`);
  row(['page', 'seo', 'bp']);
  const below: string[] = [];
  for (const result of await categoryScores(
    paths.map((path) => site.url + path),
    ['seo', 'best-practices'],
  )) {
    const path = result.url.replace(site.url, '');
    const { seo = 0, 'best-practices': bp = 0 } = result.scores;
    row([path, String(seo), String(bp)]);
    if (seo < 100 || bp < 100) below.push(`${path}: ${result.failing.join(', ')}`);
  }
  console.log(below.length ? `\nbelow 100:\n  ${below.join('\n  ')}` : '\nevery path: SEO 100, best practices 100');
}

async function security() {
  heading('security');
  // Its own data folder, so its size is this run's alone; HTTPS behind nginx, as deploy/nginx.conf says.
  const dataDir = mkdtempSync(join(tmpdir(), 'vitrine-bench-data-'));
  const site = await startSite({
    CONTENT_SOURCE: 'local',
    VITRINE_DATA_DIR: dataDir,
    TRUST_PROXY: 'loopback',
    SITE_URL: 'https://localhost',
  });
  try {
    const proxy = await startNginx(site.url);
    try {
      console.log('\nMozilla HTTP Observatory, https://localhost/ through deploy/nginx.conf');
      console.log(formatObservatory(observatory(proxy)).replace(/^/gm, '  '));
    } finally {
      await proxy.stop();
    }
    await unknownPaths(site, dataDir);
    await fuzzTotals(site);
  } finally {
    await site.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

async function main() {
  const { values } = parseArgs({ options: { only: { type: 'string', multiple: true } } });
  const only = (values.only ?? [...SECTIONS]) as Section[];
  const unknown = only.filter((section) => !SECTIONS.includes(section));
  if (unknown.length) throw new Error(`unknown section ${unknown.join(', ')}: choose from ${SECTIONS.join(', ')}`);

  const buildMs = await buildSite({ CONTENT_SOURCE: 'local' });
  const floorBuildMs = await buildSite({}, FLOOR_DIR);
  console.log(`build: site ${(buildMs / 1000).toFixed(1)} s, floor ${(floorBuildMs / 1000).toFixed(1)} s`);

  if (only.includes('weight')) {
    const site = await startSite({ CONTENT_SOURCE: 'local' });
    const floor = await startSite({}, 60_000, { dir: FLOOR_DIR, probe: '/' });
    try {
      await weight(site, floor);
    } finally {
      await site.stop();
      await floor.stop();
    }
  }
  if (only.includes('findability')) {
    // The canonical origin is the one the site is served from here, as a host's SITE_URL would be.
    const site = await startSite({ CONTENT_SOURCE: 'local' });
    try {
      await findability(site);
    } finally {
      await site.stop();
    }
  }
  if (only.includes('security')) await security();
  if (only.includes('preview')) {
    heading('preview');
    await preview();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
