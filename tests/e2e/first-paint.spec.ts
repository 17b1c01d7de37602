/**
 * The first paint (web/server/first-paint.ts): every page comes
 * with its styles inline, starts the framework's scripts only after it has
 * been parsed and its first contentful paint reported, and is not painted
 * before its visible part has been parsed
 * (components/shell/whole-first-paint.tsx), and a web face that arrives after
 * that paint moves nothing (web/src/fonts). Read in the raw HTML the server
 * sends, then in a browser: with JavaScript, without it, across a client-side
 * navigation, with the page arriving in two parts, and with the face late.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';
import { localized } from '../support/dataset.ts';
import { FIRST, SECOND } from '../support/languages.ts';
import { FIXED_ROUTES } from '../support/routes.ts';
import { hydrated, layoutShifts, watchLayoutShifts } from './support/browser.ts';
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
    test(`${path}: Next’s chunk scripts held as data blocks, one loader last in <body>`, async ({ request }) => {
      const response = await request.get(path);
      const html = await response.text();
      // The stylesheets come inline: each file's text in a <style> right after its link, kept but disabled.
      const links = [...html.matchAll(LINK)];
      expect(links.length, 'stylesheets').toBeGreaterThan(0);
      for (const [link, href, disabled] of links) {
        expect(disabled, link).toBe(' disabled=""');
        const at = html.indexOf(link) + link.length;
        expect(html.slice(at, at + '<style>'.length), link).toBe('<style>');
        const inline = html.slice(at + '<style>'.length, html.indexOf('</style>', at));
        const file = await (await request.get(href!)).text();
        // The same rules; a url() is made absolute (it was relative to the file).
        const withoutUrls = (css: string) => css.replace(/url\([^)]*\)/g, 'url()');
        expect(withoutUrls(inline), href).toBe(withoutUrls(file));
        expect(inline, href).not.toMatch(/url\((['"]?)\.\.?\//);
      }
      const chunks = [...html.matchAll(CHUNK)];
      expect(chunks.length, 'chunk scripts').toBeGreaterThan(0);
      for (const [tag, attribute, , async] of chunks) {
        expect(async, tag).toBeUndefined();
        expect(attribute, tag).toBe('type="vitrine/chunk" data-src');
      }
      // Not even the one Next preloads: fetched early, it was on Lighthouse's simulated LCP path.
      expect(html, 'a chunk preloaded').not.toMatch(
        /<link rel="preload" as="script"[^>]* href="\/_next\/static\/chunks\//,
      );
      expect(html.split('querySelectorAll(\'script[type="vitrine/chunk"]\')').length - 1, 'loaders').toBe(1);
      expect(html).toMatch(
        /<script>\(function\(\)\{var d=document,t=(?:(?!<\/script>)[\s\S])+<\/script><\/body><\/html>$/,
      );
    });
  }
});

test('in a browser the held scripts start once the page is parsed and painted, each once, and the page hydrates', async ({
  page,
  request,
}) => {
  const held = inertChunks(await (await request.get(`/${FIRST}`)).text());
  await page.goto(`/${FIRST}`);
  await hydrated(page);
  const timing = await page.evaluate((paths) => {
    const navigation = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming;
    const chunks = performance
      .getEntriesByType('resource')
      .filter((entry) => paths.includes(new URL(entry.name).pathname));
    const painted = performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? Infinity;
    return { parsed: navigation.domInteractive, painted, starts: chunks.map((entry) => entry.startTime) };
  }, held);
  expect(timing.starts.length, 'each held chunk fetched once').toBe(held.length);
  expect(timing.painted, 'a first contentful paint').toBeLessThan(Infinity);
  for (const start of timing.starts) {
    expect(start, 'after the parse').toBeGreaterThanOrEqual(timing.parsed);
    expect(start, 'after the first contentful paint').toBeGreaterThanOrEqual(timing.painted);
  }
});

test('once the held scripts have run, the router takes a click: no new document, the next page’s stylesheets applied', async ({
  page,
  request,
}) => {
  const contact = `/${FIRST}/contact`;
  const wanted = [...(await (await request.get(contact)).text()).matchAll(LINK)].map(([, href]) => href!);
  const documents: string[] = [];
  page.on('request', (r) => r.resourceType() === 'document' && documents.push(new URL(r.url()).pathname));
  await page.goto(`/${FIRST}/works`);
  await hydrated(page);
  await page.locator(`header a[href="${contact}"]`).click();
  await expect(page).toHaveURL(new RegExp(`${contact}$`));
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(documents).toEqual([`/${FIRST}/works`]);
  for (const href of wanted) {
    await expect
      .poll(() =>
        page.evaluate(
          // Applied from its file, or inline after its link (what the server sent: the first page's).
          (h) =>
            [...document.styleSheets].some(
              (sheet) =>
                !sheet.disabled &&
                (sheet.href !== null
                  ? new URL(sheet.href).pathname === h
                  : sheet.ownerNode instanceof HTMLStyleElement &&
                    sheet.ownerNode.previousElementSibling?.getAttribute('href') === h),
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

/**
 * A loopback server in front of the site that sends one page in two parts: the
 * bytes up to `split`, then, `PAUSE` ms later, the rest. Everything else is
 * the site's answer as it is (its headers too, less the length and encoding).
 */
const PAUSE = 2_000;
async function slowPage(baseURL: string, path: string, html: string, split: number): Promise<Server> {
  const server = createServer((request, response) => {
    void (async () => {
      if (request.url === path) {
        response.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' });
        response.write(html.slice(0, split));
        await sleep(PAUSE);
        response.end(html.slice(split));
        return;
      }
      const answer = await fetch(new URL(request.url!, baseURL));
      const headers = Object.fromEntries(
        [...answer.headers].filter(([name]) => !['content-length', 'content-encoding'].includes(name)),
      );
      response.writeHead(answer.status, headers).end(Buffer.from(await answer.arrayBuffer()));
    })().catch((error: unknown) => response.destroy(error as Error));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return server;
}

test.describe('the first paint waits for the page’s visible part', () => {
  const path = `/${FIRST}/articles/${article.slug}`;
  const EXPECT = /<link rel="expect" href="#([\w-]+)" blocking="render"\/>/;

  test(`${path}: <head> names a mark that comes after the footer and before Next’s payload`, async ({ request }) => {
    const html = await (await request.get(path)).text();
    const expectLink = EXPECT.exec(html);
    expect(expectLink, '<link rel="expect" … blocking="render">').not.toBeNull();
    expect(expectLink!.index, 'in <head>').toBeLessThan(html.indexOf('</head>'));
    const mark = html.indexOf(`id="${expectLink![1]}"`);
    expect(html.split(`id="${expectLink![1]}"`).length - 1, 'one element has the id').toBe(1);
    expect(mark, 'after the footer').toBeGreaterThan(html.lastIndexOf('</footer>'));
    expect(mark, 'before the payload').toBeLessThan(html.indexOf('self.__next_f.push'));
  });

  // The same page, with the header sent only up to its nav: its tools come PAUSE ms later.
  for (const expectLink of [true, false]) {
    test(`${expectLink ? 'with' : 'without (the control)'} the expect link, a header parsed up to its nav is ${
      expectLink ? 'not painted' : 'painted'
    }`, async ({ browser, baseURL, request }) => {
      const raw = await (await request.get(path)).text();
      const html = expectLink ? raw : raw.replace(EXPECT, '');
      expect(html === raw).toBe(expectLink);
      const split = html.indexOf('</nav>', html.indexOf('<header')) + '</nav>'.length;
      expect(split).toBeGreaterThan('</nav>'.length);
      const server = await slowPage(baseURL!, path, html, split);
      const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
      try {
        const page = await context.newPage();
        await page.goto(`http://127.0.0.1:${(server.address() as AddressInfo).port}${path}`);
        const times = await page.evaluate(() => {
          const navigation = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming;
          const paint = performance.getEntriesByName('first-paint')[0];
          return { firstByte: navigation.responseStart, firstPaint: paint?.startTime ?? Infinity };
        });
        // A paint during the pause is a paint of the header without its tools.
        if (expectLink) expect(times.firstPaint - times.firstByte).toBeGreaterThanOrEqual(PAUSE * 0.9);
        else expect(times.firstPaint - times.firstByte).toBeLessThan(PAUSE * 0.9);
      } finally {
        await context.close();
        server.close();
      }
    });
  }
});

/**
 * The text face is `font-display: optional`: a face not there for the first paint is not swapped in
 * later, so it cannot move the page. The control is the same page with the inline styles' face made
 * `swap`: there the late face moves the page (the fallback's lines break elsewhere), which is what
 * Lighthouse saw on contact in applied throttling, now and then on either loader (CLS 0.14;
 * docs/performance.md).
 */
test.describe('a web face that arrives after the first paint', () => {
  const path = `/${SECOND}/contact`;
  for (const display of ['optional', 'swap'] as const) {
    const built = display === 'optional';
    test(`${built ? 'as built (optional)' : 'made swap (the control)'}: ${path} at 390 px ${
      built ? 'moves nothing' : 'moves'
    }`, async ({ browser, baseURL }) => {
      const context = await browser.newContext({ baseURL, viewport: { width: 390, height: 844 } });
      await context.addInitScript(watchLayoutShifts);
      const faces: string[] = [];
      try {
        const page = await context.newPage();
        // The styles come inline in the page (a stylesheet file, should one be fetched, is read the same way).
        await page.route(/(\/contact|\/_next\/static\/.+\.css)$/, async (route) => {
          const response = await route.fetch();
          const css = await response.text();
          faces.push(...(css.match(/font-display:\s*\w+/g) ?? []));
          await route.fulfill({
            response,
            body: built ? css : css.replace(/font-display:\s*optional/g, 'font-display:swap'),
          });
        });
        // The face is held until the page has painted without it.
        let release = () => {};
        const painted = new Promise<void>((resolve) => (release = resolve));
        await page.route(/\.woff2$/, async (route) => {
          await painted;
          await route.continue();
        });
        const face = page.waitForResponse((response) => /\.woff2$/.test(response.url()));
        await page.goto(path, { waitUntil: 'commit' });
        await page.waitForFunction(() => performance.getEntriesByName('first-contentful-paint').length > 0);
        release();
        await (await face).finished();
        // Two frames after the face's arrival: time for a swap to lay the page out again.
        await page.evaluate(
          () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
        );
        const shifts = await layoutShifts(page);
        expect(faces, 'the stylesheets name the face’s display').toContain('font-display:optional');
        if (built) expect(shifts, 'layout shifts').toEqual([]);
        else
          expect(
            shifts.reduce((sum, shift) => sum + shift, 0),
            'layout shift',
          ).toBeGreaterThan(0);
      } finally {
        await context.close();
      }
    });
  }
});
