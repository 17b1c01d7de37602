/**
 * The site over content an owner could really have (../../support/content-datasets.ts):
 * empty, settings only, one language, and a hostile mix of mistakes. For each,
 * the site is built (reusing the compiled code of the main build: Next's
 * generate mode, support/server.ts), served, and every link it offers is
 * followed from each language's root, the sitemap and the feeds:
 *
 * - the build succeeds, and the content check names every planted problem;
 * - no route answers 5xx, and no link leads to a 404 (nor anything but a 200);
 * - no control character reaches a page, a feed or the sitemap.
 *
 * One spec file per dataset (content-<name>.spec.ts) calls `contentDatasetSpec`:
 * Playwright then spreads the datasets over its workers, and each worker
 * builds its dataset once. Set CONTENT_SHOTS_DIR to keep a screenshot of each
 * dataset's /en there (taken while the dataset is set up; no test of its own).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, test as base, expect } from '@playwright/test';
import { localeCodes } from '@vitrine/schemas';
import { applyPerspective, loadDataset } from '@vitrine/schemas/dataset';
import {
  HOSTILE_MONOGRAM,
  MISSING_IMAGE,
  REMOVED_PAGES,
  writeContentDataset,
  type ContentDataset,
  type ContentDatasetName,
} from '../../support/content-datasets.ts';
import { CHROME_ARGS, findChrome } from '../../support/chrome.ts';
import { crawl, RAW_CONTROL, type Visit } from '../../support/crawl.ts';
import { offeredIn } from '../../support/languages.ts';
import { generateBuild, runContentCheck, startSite, WEB_DIR, type RunningSite } from '../../support/server.ts';

/** The public address the variants are built with; the crawler follows it on the running server. */
const ORIGIN = 'https://vitrine.test';

interface Variant {
  dataset: ContentDataset;
  site: RunningSite;
  check: Awaited<ReturnType<typeof runContentCheck>>;
  buildMs: number;
  /** The languages the dataset offers (the default, and those with anything published). */
  offered: string[];
  /** What each listed language that is not offered answers at its root and its lists: `/fr 404`. */
  unoffered: string[];
  /** The whole set-up (dataset, check, build, server, crawl), for the CI budget. */
  setupMs: number;
  visits: Map<string, Visit>;
}

const test = base.extend<object, { datasetName: ContentDatasetName; variant: Variant }>({
  datasetName: ['empty', { scope: 'worker', option: true }],
  variant: [
    async ({ datasetName }, use) => {
      const started = performance.now();
      const root = mkdtempSync(join(tmpdir(), `vitrine-content-${datasetName}-`));
      const dataset = writeContentDataset(join(root, 'dataset'), datasetName);
      const distDir = `.next-content-${datasetName}`;
      const env = { CONTENT_SOURCE: 'local', VITRINE_DATASET_DIR: dataset.dir, SITE_URL: ORIGIN };
      const check = await runContentCheck(env);
      const build = await generateBuild(distDir, env);
      const site = await startSite({ ...env, NEXT_DIST_DIR: distDir, VITRINE_DATA_DIR: join(root, 'data') });
      const offered = offeredIn(applyPerspective(loadDataset(dataset.dir), 'published'));
      // Each offered language's root, its lists (they answer even when empty) and feed, the sitemap.
      const start = [
        '/',
        ...offered.flatMap((locale) => [
          `/${locale}`,
          `/${locale}/works`,
          `/${locale}/articles`,
          `/${locale}/feed.xml`,
        ]),
        '/sitemap.xml',
        '/robots.txt',
      ];
      const visits = await crawl({
        base: site.url,
        origin: ORIGIN,
        start,
      });
      const unoffered: string[] = [];
      for (const locale of localeCodes.filter((code) => !offered.includes(code))) {
        for (const path of [`/${locale}`, `/${locale}/articles`]) {
          unoffered.push(`${path} ${(await fetch(`${site.url}${path}`, { redirect: 'manual' })).status}`);
        }
      }
      const setupMs = performance.now() - started;
      if (process.env.CONTENT_SHOTS_DIR) await screenshot(`${site.url}/en`, datasetName);
      await use({ dataset, site, check, buildMs: build.ms, offered, unoffered, setupMs, visits });
      await site.stop();
      rmSync(join(WEB_DIR, distDir), { recursive: true, force: true });
      rmSync(root, { recursive: true, force: true });
    },
    { scope: 'worker', timeout: 600_000 },
  ],
});

/** Keeps a screenshot of a page in CONTENT_SHOTS_DIR (for a person to look at; nothing is asserted on it). */
async function screenshot(url: string, name: ContentDatasetName): Promise<void> {
  const browser = await chromium.launch({ executablePath: findChrome(), args: CHROME_ARGS });
  try {
    const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    await page.goto(url);
    await page.screenshot({ path: join(process.env.CONTENT_SHOTS_DIR!, `content-${name}-en.png`) });
  } finally {
    await browser.close();
  }
}

/** `404 /en/about ← /en` for each visit that fails `ok`. */
const offenders = (visits: Map<string, Visit>, ok: (visit: Visit) => boolean) =>
  [...visits.values()]
    .filter((visit) => !ok(visit))
    .map((visit) => `${visit.finalStatus} ${visit.path} ← ${[...visit.from].slice(0, 3).join(', ')}`);

const page = (variant: Variant, path: string) => {
  const visit = variant.visits.get(path);
  expect(visit, `${path} was not reached`).toBeDefined();
  return visit!.body ?? '';
};

/** What each dataset must show besides: the tests particular to it. */
const PARTICULAR: Partial<Record<ContentDatasetName, () => void>> = {
  empty() {
    test('the default language root tells the owner what to create first, and is not indexed', ({ variant }) => {
      expect(variant.offered).toEqual([localeCodes[0]]);
      for (const locale of variant.offered) {
        const html = page(variant, `/${locale}`);
        expect(html).toMatch(/<meta name="robots" content="noindex, nofollow"/);
        expect(html).toContain('id="setup-first"');
      }
      expect(page(variant, '/en')).toContain('Nothing is published yet');
      expect(page(variant, '/sitemap.xml')).not.toContain('<url>');
      // The build log says the same first.
      expect(variant.check.report.problems[0]?.code).toBe('missing-site-settings');
    });

    test('every list page says plainly that there is nothing yet', ({ variant }) => {
      expect(page(variant, '/en/articles')).toContain('No articles yet.');
      expect(page(variant, '/en/articles')).not.toContain('No article matches');
      expect(page(variant, '/en/works')).toContain('No works to show yet.');
    });
  },

  'settings-only'() {
    test('links to no missing page, and lists each home page in the sitemap', ({ variant }) => {
      const home = page(variant, '/en');
      expect(home).not.toMatch(/href="\/en\/(about|contact|map|credits|partners|guardians|works|articles)"/);
      expect(home).not.toContain('work together');
      const sitemap = page(variant, '/sitemap.xml');
      for (const locale of variant.offered) expect(sitemap).toContain(`<loc>${ORIGIN}/${locale}</loc>`);
      expect(sitemap.match(/<url>/g)).toHaveLength(variant.offered.length);
    });
  },

  'one-language'() {
    test('offers no other language anywhere: no language menu, no page, list or sitemap entry', ({ variant }) => {
      // Only the default language has content, so only it is offered (schemas/src/site/site-index.ts).
      expect(variant.offered).toEqual([localeCodes[0]]);
      const others = localeCodes.slice(1);
      const sitemap = page(variant, '/sitemap.xml');
      for (const locale of others) expect(sitemap).not.toContain(`${ORIGIN}/${locale}`);
      expect(sitemap).toContain(`<loc>${ORIGIN}/en/studio/process</loc>`);
      // No page has a language menu, nor any link into another language.
      for (const visit of variant.visits.values()) {
        expect(visit.body ?? '', visit.path).not.toContain('/api/switch-locale');
        expect(visit.path.split('/')[1], visit.path).not.toMatch(new RegExp(`^(${others.join('|') || '-'})$`));
      }
      // Their paths are 404s, as for any language the list does not have.
      expect(variant.unoffered).toEqual(others.flatMap((locale) => [`/${locale} 404`, `/${locale}/articles 404`]));
    });

    test('the removed pages are named, and links to them render as text, not as links to a 404', ({ variant }) => {
      const named = variant.check.report.problems.filter((problem) => problem.code === 'dead-link');
      expect(named.map((problem) => problem.documentId)).toContain('page-home-en');
      for (const slug of REMOVED_PAGES) {
        expect(page(variant, '/sitemap.xml')).not.toContain(`${ORIGIN}/en/${slug}<`);
        for (const visit of variant.visits.values()) {
          expect(visit.body ?? '', visit.path).not.toMatch(new RegExp(`href="/en/${slug}[#?"]`));
        }
      }
      // The label of a button that linked to the contact page stays, as text.
      expect(page(variant, '/en/studio/process')).toMatch(/<span class="[^"]*">Write to me<\/span>/);
    });
  },

  hostile() {
    test('leaves out the deleted and the unpublished pick, the duplicate and the unservable slug', ({ variant }) => {
      const home = page(variant, '/en');
      expect(home).toContain('Atlas');
      expect(home).not.toContain('Unpublished Partner');
      const articles = page(variant, '/en/articles');
      expect(articles).not.toContain('imported copy');
      expect(articles).not.toContain('Café com leite');
      expect(page(variant, '/en/articles/designing-for-calm')).not.toContain('imported copy');
      const feed = page(variant, '/en/feed.xml');
      const guids = [...feed.matchAll(/<guid[^>]*>([^<]+)<\/guid>/g)].map((match) => match[1]);
      expect(guids.length).toBeGreaterThan(3);
      expect(new Set(guids).size).toBe(guids.length);
    });

    test('shows the article whose cover file is missing, without the picture', ({ variant }) => {
      const article = page(variant, '/en/articles/forms-that-forgive');
      expect(article).toContain('Forms that forgive');
      expect(article).not.toContain(MISSING_IMAGE.split('-')[0]);
    });

    test('a link to the unservable slug is a 404 with a body, without JavaScript', async ({ variant, request }) => {
      const response = await request.get(`${variant.site.url}/en/articles/caf%C3%A9-com-leite`);
      expect(response.status()).toBe(404);
      // In the page's main, outside any hidden streaming slot (the <title> alone would not do).
      const main = /<main\b[^>]*>([\s\S]*?)<\/main>/.exec(await response.text())?.[1] ?? '';
      expect(main).toMatch(/<h1[^>]*>Page Not Found: <span[^>]*>\/en\/articles\/caf%C3%A9-com-leite<\/span><\/h1>/);
      expect(main).toContain('href="/en"');
    });

    test('the monogram keeps the emoji whole, and no text is cut in half', ({ variant }) => {
      const home = page(variant, '/en');
      expect(home).toContain(`>${HOSTILE_MONOGRAM}</span>`);
      expect(home).not.toContain('\ufffd');
    });
  },
};

/** The tests of one dataset: call it at the top level of its spec file. */
export function contentDatasetSpec(name: ContentDatasetName): void {
  // One worker builds the dataset once, and runs its tests in order.
  test.describe.configure({ mode: 'default' });
  test.use({ datasetName: name });

  test.describe(`the ${name} dataset`, () => {
    test('builds, and the content check names every planted problem', async ({ variant }, testInfo) => {
      const { check, dataset, visits } = variant;
      expect(check.code, 'a content warning does not stop the build').toBe(0);
      for (const plant of dataset.planted) {
        const named = check.report.problems.some(
          (problem) =>
            problem.code === plant.code &&
            problem.documentId === plant.documentId &&
            (plant.language === undefined || problem.language === plant.language),
        );
        expect(named, `${plant.code} ${plant.documentId} ${plant.language ?? ''}`).toBe(true);
      }
      const statuses: Record<number, number> = {};
      for (const visit of visits.values()) statuses[visit.finalStatus] = (statuses[visit.finalStatus] ?? 0) + 1;
      const summary = {
        dataset: name,
        buildSeconds: Math.round(variant.buildMs / 1000),
        setupSeconds: Math.round(variant.setupMs / 1000),
        routes: visits.size,
        statuses,
        problems: check.report.problems.map((p) => `${p.severity} ${p.code} ${p.documentId ?? ''} ${p.language ?? ''}`),
      };
      await testInfo.attach('summary', { body: JSON.stringify(summary, null, 2), contentType: 'application/json' });
      console.log(JSON.stringify(summary));
    });

    test('no route answers 5xx, and every link leads to a page that answers 200', ({ variant }) => {
      expect(variant.visits.size).toBeGreaterThan(5);
      expect(offenders(variant.visits, (visit) => visit.status < 500 && visit.finalStatus < 500)).toEqual([]);
      expect(offenders(variant.visits, (visit) => visit.finalStatus === 200)).toEqual([]);
    });

    test('no control character reaches a page, a feed or the sitemap', ({ variant }) => {
      const bodies = [...variant.visits.values()].filter((visit) => visit.body !== null);
      expect(bodies.length).toBeGreaterThan(3);
      expect(offenders(variant.visits, (visit) => !RAW_CONTROL.test(visit.body ?? ''))).toEqual([]);
      // Nor escaped in the data Next inlines for the client (`\u0007` in a JSON string).
      const escaped = /\\u00(0[0-8bcef]|1[0-9a-f]|7f)/i;
      expect(
        offenders(variant.visits, (visit) => !visit.contentType.includes('html') || !escaped.test(visit.body ?? '')),
      ).toEqual([]);
    });

    PARTICULAR[name]?.();
  });
}
