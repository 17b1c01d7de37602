/**
 * New deployments under an open page, served through a loopback proxy that
 * can switch the site behind one address from the running build ("old") to a
 * second build of the same code with another build id ("new"), split them
 * (pages from the old one, as a cache would still serve them, the rest from
 * the new one), and make the script chunks a page has not loaded yet go
 * missing, as they do when a deployment removes them.
 *
 * Next answers a navigation that reaches a server of another build with a
 * full page load; the site adds the guard against doing it again and again,
 * and a reload when a chunk is gone (navigation/reloads.ts).
 */
import { createServer, request as httpRequest, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { test as base, type Page } from '@playwright/test';
import { localized } from '../support/dataset.ts';
import { buildSite, startSite, type RunningSite } from '../support/server.ts';
import { emulateConnection, hydrated } from './support/browser.ts';
import { expect } from './support/fixtures.ts';
import { OFFERED } from '../support/languages.ts';

interface Deployments {
  url: string;
  /** Which build answers: every request, or pages from the old one and the rest from the new one. */
  serve: 'old' | 'new' | 'split';
  /** Chunks the page had not loaded when this was set answer 404: until the next page load, or for good. */
  goneChunks: 'none' | 'until-page-load' | 'for-good';
  /** Page loads (documents) per path, with the build that answered. */
  documents: { path: string; build: 'old' | 'new' }[];
  /** Paths prefetched so far. */
  prefetched: Set<string>;
  reset(): void;
}

const test = base.extend<object, { deployments: Deployments }>({
  deployments: [
    async ({}, use) => {
      const env = { NEXT_DIST_DIR: '.next-new-build', CONTENT_SOURCE: 'local' };
      await buildSite(env);
      const next: RunningSite = await startSite(env);
      const old = process.env.E2E_BASE_URL!;
      const loadedChunks = new Set<string>();
      let goneFrom: Set<string> | null = null;
      const state = {
        serve: 'old',
        goneChunks: 'none',
        documents: [],
        prefetched: new Set<string>(),
        reset() {
          Object.assign(state, { serve: 'old', goneChunks: 'none', documents: [], prefetched: new Set() });
          loadedChunks.clear();
          goneFrom = null;
        },
      } as Omit<Deployments, 'url'>;
      const server: Server = createServer((req, res) => {
        const path = (req.url ?? '/').split('?')[0]!;
        const isDocument = req.headers['sec-fetch-dest'] === 'document';
        const isChunk = path.startsWith('/_next/static/chunks/');
        if (isDocument && state.goneChunks === 'until-page-load') state.goneChunks = 'none';
        if (state.goneChunks === 'none') goneFrom = null;
        else goneFrom ??= new Set(loadedChunks);
        if (isChunk && goneFrom && !goneFrom.has(path)) {
          res.writeHead(404, { 'content-type': 'text/plain' }).end('gone with the old deployment');
          return;
        }
        if (isChunk) loadedChunks.add(path);
        const build = state.serve === 'split' ? (isDocument ? 'old' : 'new') : state.serve;
        if (isDocument) state.documents.push({ path, build });
        if (req.headers['next-router-prefetch'] || req.headers['next-router-segment-prefetch'])
          state.prefetched.add(path);
        const target = new URL(req.url ?? '/', build === 'old' ? old : next.url);
        const upstream = httpRequest(
          target,
          { method: req.method, headers: { ...req.headers, host: target.host } },
          (answer) => {
            res.writeHead(answer.statusCode ?? 502, answer.headers);
            answer.pipe(res);
          },
        );
        upstream.on('error', () => res.destroy());
        req.pipe(upstream);
      });
      await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
      const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
      await use(Object.assign(state, { url }) as Deployments);
      await new Promise((resolve) => server.close(resolve));
      await next.stop();
    },
    { scope: 'worker', timeout: 600_000 },
  ],
});

test.describe.configure({ mode: 'serial' });
// The trace recorder's snapshots give the page a user gesture, which the guard reads as the visitor's doing.
test.use({ trace: 'off' });
test.beforeEach(({ deployments }) => deployments.reset());

/** A mark on the window: gone after a full page load, kept by a client-side navigation. */
const mark = (page: Page) => page.evaluate(() => ((window as { loadedOnce?: boolean }).loadedOnce = true));
const marked = (page: Page) => page.evaluate(() => (window as { loadedOnce?: boolean }).loadedOnce === true);

for (const locale of OFFERED) {
  test(`/${locale}: after a deployment, the next navigation that reaches the server loads the new build in full, then navigation is client-side again`, async ({
    page,
    deployments,
  }) => {
    await page.goto(`${deployments.url}/${locale}`);
    await hydrated(page);
    const target = `/${locale}/credits`;
    expect(deployments.prefetched.has(target), 'the footer link is not prefetched before the deployment').toBe(false);
    await mark(page);

    deployments.serve = 'new';
    await page.locator(`footer a[href="${target}"]`).click();
    await expect(page).toHaveURL(`${deployments.url}${target}`);
    await expect
      .poll(() => deployments.documents.filter((d) => d.path === target))
      .toEqual([{ path: target, build: 'new' }]);
    await hydrated(page);
    expect(await marked(page)).toBe(false);

    // On the new build, navigation is client-side again.
    await mark(page);
    await page.locator(`header a[href="/${locale}/about"]`).click();
    await expect(page).toHaveURL(`${deployments.url}/${locale}/about`);
    await expect(page.locator('main h1')).toBeVisible();
    expect(await marked(page)).toBe(true);
    expect(deployments.documents.map((d) => d.path)).toEqual([`/${locale}`, target]);
  });
}

/**
 * Runs script in the page as the page's own code runs: without a user gesture.
 * Playwright's evaluate, locators and URL checks give the page one, and the
 * browser then counts what follows for a few seconds as the visitor's doing.
 */
async function asThePage(page: Page) {
  const cdp = await page.context().newCDPSession(page);
  const run = async (expression: string) =>
    (await cdp.send('Runtime.evaluate', { expression, returnByValue: true, awaitPromise: true })).result.value;
  return {
    run,
    /** Like support/browser.ts's hydrated(), without a gesture. */
    hydrated: () =>
      expect
        .poll(() => run(`Object.keys(document.querySelector('main') ?? {}).some((k) => k.startsWith('__react'))`))
        .toBe(true),
  };
}

test('a page still served from the old build is loaded anew by the page itself at most once per 10 s per path, and the page stays usable', async ({
  page,
  deployments,
}) => {
  const warnings: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'warning') warnings.push(message.text());
  });
  deployments.serve = 'split';
  const script = await asThePage(page);
  await page.goto(`${deployments.url}/en`);
  await script.hydrated();
  // Until the browser's user activation from loading the page has expired, it would count as the visitor's doing.
  await expect.poll(() => script.run('navigator.userActivation.isActive'), { timeout: 15_000 }).toBe(false);
  const target = '/en/credits';
  // The page navigates by itself: Next's request reaches the new build and it falls back to a full page load.
  const navigate = `document.querySelector('footer a[href="${target}"]').click()`;
  await script.run(navigate);
  // Waited for without Playwright's locators and URL checks, which would give the new page a gesture.
  await expect.poll(() => deployments.documents.filter((d) => d.path === target)).toHaveLength(1);
  await expect.poll(() => script.run('location.pathname')).toBe(target);
  await script.hydrated();

  // The same again, within the window, on a page the visitor has not touched: the guard cancels the load and the page stays.
  expect(await script.run('navigator.userActivation.isActive')).toBe(false);
  await script.run(navigate);
  await expect.poll(() => warnings).toContain(`Not loading this page again so soon: ${target}`);
  expect(deployments.documents.filter((d) => d.path === target)).toHaveLength(1);
  await expect(page).toHaveURL(`${deployments.url}${target}`);

  // A navigation to another page still goes through.
  await page.locator('header a[href="/en/about"]').click();
  await expect(page).toHaveURL(`${deployments.url}/en/about`);
  await expect.poll(() => deployments.documents.filter((d) => d.path === '/en/about')).toHaveLength(1);
});

for (const locale of OFFERED) {
  test(`/${locale}: a script chunk that is gone reloads the page once, and the page works`, async ({
    page,
    deployments,
  }) => {
    // No prefetching, so the next page's chunks are not loaded ahead of the click.
    await emulateConnection(page, 'save-data');
    await page.goto(`${deployments.url}/${locale}`);
    await hydrated(page);
    deployments.goneChunks = 'until-page-load';
    const target = `/${locale}/articles`;
    await page.locator(`header a[href="${target}"]`).click();
    await expect(page).toHaveURL(`${deployments.url}${target}`);
    await expect.poll(() => deployments.documents.filter((d) => d.path === target)).toHaveLength(1);
    await hydrated(page);
    await expect(page.locator('main h1')).toBeVisible();
    await expect(page.getByText('Failed to load chunk')).toHaveCount(0);
  });
}

test('when a chunk stays gone, the page reloads once, not again and again', async ({ page, context, deployments }) => {
  const warnings: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'warning') warnings.push(message.text());
  });
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  const article = localized('article').find((a) => a.locale === 'en')!;
  const path = `/en/articles/${article.slug}`;
  await page.goto(`${deployments.url}${path}`);
  await hydrated(page);
  // Sonner's chunk loads on the first toast: from now on it is missing, as an old page served from a cache would find it.
  deployments.goneChunks = 'for-good';
  const share = page.getByRole('button', { name: 'Copy link' });
  await share.click();
  await expect.poll(() => deployments.documents.filter((d) => d.path === path)).toHaveLength(2);
  await hydrated(page);

  // The reloaded page meets the same missing chunk within the window: it stays, and says why.
  await share.click();
  await expect.poll(() => warnings).toContain(`Not loading this page again so soon: ${path}`);
  expect(deployments.documents.filter((d) => d.path === path)).toHaveLength(2);
  await expect(page).toHaveURL(`${deployments.url}${path}`);
});
