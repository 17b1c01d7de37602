/**
 * The first paint (web/server/first-paint.ts, issue 23): every page carries its
 * styles inline and starts the framework's scripts only after it has been
 * parsed and painted. Read in the raw HTML the server sends, then in a browser:
 * with JavaScript, without it, and across a client-side navigation.
 */
import { localized } from '../support/dataset.ts';
import { FIRST, SECOND } from '../support/languages.ts';
import { FIXED_ROUTES } from '../support/routes.ts';
import { hydrated } from './support/browser.ts';
import { expect, test } from './support/fixtures.ts';

const article = localized('article').find((a) => a.locale === FIRST)!;
const PAGES = [
  ...FIXED_ROUTES.map((route) => `/${FIRST}${route}`),
  `/${FIRST}/articles/${article.slug}`,
  `/${SECOND}/contact`,
  `/${FIRST}/no/such/page`,
];

/** Next's stylesheet links and chunk scripts, as React writes them. */
const LINK = /<link rel="stylesheet" href="(\/_next\/static\/[^"]+\.css)" data-precedence="next"( disabled="")?\/>/g;
const CHUNK =
  /<script (src|type="vitrine\/chunk" data-src)="(\/_next\/static\/chunks\/[^"]+\.js)"( async="")?><\/script>/g;
/** The chunk scripts a page holds until its first paint, by path. */
const inertChunks = (html: string) =>
  [...html.matchAll(CHUNK)].filter(([, attribute]) => attribute !== 'src').map(([, , src]) => src!);

test.describe('in the raw HTML', () => {
  for (const path of PAGES) {
    test(`${path}: styles inline before their disabled links, chunk scripts inert, one loader last`, async ({
      request,
    }) => {
      const response = await request.get(path);
      const html = await response.text();
      const links = [...html.matchAll(LINK)];
      expect(links.length, 'stylesheets').toBeGreaterThan(0);
      for (const [link, href, disabled] of links) {
        expect(disabled, link).toBe(' disabled=""');
        const inline = html.indexOf(`<style data-href="${href}">`);
        expect(inline, `${href} inline`).toBeGreaterThan(-1);
        expect(inline, `${href} before its link`).toBeLessThan(html.indexOf(link));
      }
      const chunks = [...html.matchAll(CHUNK)];
      expect(chunks.length, 'chunk scripts').toBeGreaterThan(0);
      for (const [tag, attribute, , async] of chunks) {
        expect(async, tag).toBeUndefined();
        expect(attribute, tag).toBe('type="vitrine/chunk" data-src');
      }
      expect(html.split('querySelectorAll(\'script[type="vitrine/chunk"]\')').length - 1, 'loaders').toBe(1);
      expect(html).toMatch(
        /<script>\(function\(\)\{var d=document,t=(?:(?!<\/script>)[\s\S])+<\/script><\/body><\/html>$/,
      );
      // What the inline styles point at resolves from the page: the web face.
      for (const [, url] of html.matchAll(/<style data-href="[^"]+">[^<]*?url\(([^)]+\.woff2)\)/g)) {
        expect(url, 'a path from the root').toMatch(/^\/_next\/static\//);
        expect((await request.get(url!)).status(), url).toBe(200);
      }
    });
  }
});

test('in a browser the page is styled without a stylesheet request, and the scripts start once it is parsed', async ({
  page,
  request,
}) => {
  const held = inertChunks(await (await request.get(`/${FIRST}`)).text());
  const requested: string[] = [];
  page.on('request', (request) => requested.push(new URL(request.url()).pathname));
  await page.goto(`/${FIRST}`);
  await hydrated(page);
  expect(requested.filter((path) => path.endsWith('.css'))).toEqual([]);
  const timing = await page.evaluate((paths) => {
    const navigation = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming;
    const chunks = performance
      .getEntriesByType('resource')
      .filter((entry) => paths.includes(new URL(entry.name).pathname));
    return { parsed: navigation.domInteractive, starts: chunks.map((entry) => entry.startTime) };
  }, held);
  expect(timing.starts.length, 'each held chunk fetched once').toBe(held.length);
  for (const start of timing.starts) expect(start).toBeGreaterThanOrEqual(timing.parsed);
  // The web face came through the inline style's rebased URL.
  expect(
    await page.evaluate(
      async () => (await document.fonts.ready, [...document.fonts].some((face) => face.status === 'loaded')),
    ),
  ).toBe(true);
});

test('a client-side navigation brings the next page’s own stylesheets, applied', async ({ page, request }) => {
  const contact = `/${FIRST}/contact`;
  const wanted = [...(await (await request.get(contact)).text()).matchAll(LINK)].map(([, href]) => href!);
  await page.goto(`/${FIRST}/works`);
  await hydrated(page);
  await page.locator(`header a[href="${contact}"]`).click();
  await expect(page).toHaveURL(new RegExp(`${contact}$`));
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  for (const href of wanted) {
    await expect
      .poll(() =>
        page.evaluate(
          (h) =>
            [...document.styleSheets].some(
              (sheet) =>
                !sheet.disabled &&
                ((sheet.ownerNode as Element | null)?.getAttribute('data-href') === h ||
                  (sheet.href !== null && new URL(sheet.href).pathname === h)),
            ),
          href,
        ),
      )
      .toBe(true);
  }
});

test('with JavaScript off the page is styled and no held chunk script is fetched', async ({
  browser,
  baseURL,
  request,
}) => {
  const held = inertChunks(await (await request.get(`/${FIRST}`)).text());
  const context = await browser.newContext({ javaScriptEnabled: false, baseURL });
  const page = await context.newPage();
  const requested: string[] = [];
  page.on('request', (request) => requested.push(new URL(request.url()).pathname));
  await page.goto(`/${FIRST}`);
  // The skip link is hidden off screen by the shell's styles: unstyled, it would sit at the top of the flow.
  const skip = page.locator('a[href="#main"]');
  const position = await skip.evaluate((element) => getComputedStyle(element).position);
  expect(position).not.toBe('static');
  expect(held.length).toBeGreaterThan(0);
  expect(requested.filter((path) => held.includes(path))).toEqual([]);
  await context.close();
});
