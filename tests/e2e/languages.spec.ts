/**
 * Other language lists, the way an owner gets them (docs/languages.md):
 * a copy of the repository (its tracked files, node_modules hard-linked) where
 * the one list, schemas/src/locales.ts, is edited, messages files are added or
 * removed, and a home page is published in each new language; nothing else.
 * Each copy is built and served, then every page reachable from each
 * language's home is read: every link answers, `<html lang dir>` follows the
 * list, hreflang is reciprocal, the sitemap and the feeds hold what is offered
 * and nothing else, each offered language has its social card, the copy's
 * unit tests pass, and its Studio schema passes `sanity schema validate`.
 *
 * - the default language only (the list's first entry; its messages file only);
 * - the list plus German and Arabic (left to right, right to left), German's
 *   messages file lacking one key (the build names it, the default's string shows).
 *
 * LANGUAGE_SHOTS_DIR, when set, receives screenshots of the Arabic home and an
 * article (light and dark, mobile and desktop), and the Arabic social card.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { stripVTControlCharacters } from 'node:util';
import { test as base, expect } from '@playwright/test';
import { buildAndServe, DROPPED, ORIGIN, run, SETS, type Built } from '../support/language-sets.ts';
import { parseSitemap, strictXml } from '../support/seo.ts';

interface Fetched {
  status: number;
  html: string;
  type: string;
}

/** Every page reachable by links from each offered language's home (and the sitemap), read once. */
async function crawl(url: string, starts: string[]): Promise<Map<string, Fetched & { from: string }>> {
  const seen = new Map<string, Fetched & { from: string }>();
  const queue: [string, string][] = starts.map((path) => [path, '(start)']);
  while (queue.length > 0) {
    const [path, from] = queue.shift()!;
    if (seen.has(path)) continue;
    const response = await fetch(`${url}${path}`, { redirect: 'manual', headers: { 'accept-language': 'en' } });
    const type = response.headers.get('content-type') ?? '';
    const html = type.includes('html') ? await response.text() : '';
    seen.set(path, { status: response.status, html, type, from });
    for (const [, href] of html.matchAll(/<a [^>]*href="([^"#]+)/g)) {
      const target = href!.replace(/&amp;/g, '&');
      if (!target.startsWith('/') || target.startsWith('//') || target.startsWith('/api/')) continue;
      if (target.startsWith('/dataset-images/') || target.startsWith('/_next/')) continue;
      if (!seen.has(target)) queue.push([target, path]);
    }
  }
  return seen;
}

const pathOf = (absolute: string) => absolute.replace(ORIGIN, '');
const attribute = (tag: string, name: string) => new RegExp(`\\b${name}="([^"]*)"`).exec(tag)?.[1];
const hreflangs = (html: string) =>
  Object.fromEntries(
    [...html.matchAll(/<link rel="alternate" hrefLang="([^"]+)" href="([^"]+)"/g)].map(([, lang, href]) => [
      lang!,
      pathOf(href!),
    ]),
  );

for (const set of SETS) {
  const test = base.extend<object, { built: Built }>({
    built: [
      async ({}, use) => {
        const built = await buildAndServe(set);
        await use(built);
        await built.stop();
      },
      { scope: 'worker', timeout: 900_000 },
    ],
  });

  test.describe(`languages: ${set.name}`, () => {
    // One worker per set, its tests in order: the set is built once (a test that fails does not skip the others).
    test.describe.configure({ mode: 'default' });
    const codes = set.list.map((entry) => entry.code);
    const defaultCode = codes[0]!;
    // Offered: the default, the demo content's languages that are listed, and those given a home page.
    const demo = ['en', 'fr', 'pt'];
    const offered = codes.filter((code, i) => i === 0 || demo.includes(code) || code in set.homes);
    const entryOf = (code: string) => set.list.find((entry) => entry.code === code)!;

    test('every page reachable from each language’s home answers, in its language and direction', async ({ built }) => {
      test.setTimeout(600_000);
      console.log(`${set.name}: built in ${(built.buildMs / 1000).toFixed(1)} s`);
      const pages = await crawl(
        built.url,
        offered.flatMap((code) => [`/${code}`, `/${code}/map`]),
      );
      const broken = [...pages]
        .filter(([, page]) => page.status !== 200)
        .map(([path, page]) => `${path} ${page.status} (from ${page.from})`);
      expect(broken).toEqual([]);
      const languages = new Set<string>();
      for (const [path, page] of pages) {
        if (!page.html) continue;
        const code = path.split('/')[1]!;
        languages.add(code);
        const html = /<html[^>]*>/.exec(page.html)![0];
        expect(attribute(html, 'lang'), path).toBe(entryOf(code).language);
        expect(attribute(html, 'dir'), path).toBe(entryOf(code).dir ?? 'ltr');
      }
      expect([...languages].sort()).toEqual([...offered].sort());
      console.log(`${set.name}: ${pages.size} routes read, every one 200`);

      // One language: no menu to switch with. Several: the menu offers exactly the offered languages.
      for (const [path, page] of pages) {
        const targets = [...page.html.matchAll(/\/api\/switch-locale\?to=([\w-]+)/g)].map(([, to]) => to);
        expect([...new Set(targets)].sort(), path).toEqual(offered.length > 1 ? [...offered].sort() : []);
      }

      // hreflang: each alternate names the page back, answers, and is in its language (a page's own URL, not a filtered list's).
      for (const [path, page] of pages) {
        if (path.includes('?')) continue;
        const links = hreflangs(page.html);
        for (const [lang, target] of Object.entries(links)) {
          if (lang === 'x-default') continue;
          expect(offered, `${path} names ${lang}`).toContain(lang);
          const other = pages.get(target) ?? { html: await (await fetch(`${built.url}${target}`)).text() };
          expect(hreflangs(other.html), `${target} does not name ${path} back`).toMatchObject({
            [path.split('/')[1]!]: path,
          });
        }
      }
    });

    test('the sitemap and the feeds hold the offered languages, and nothing for the others', async ({ built }) => {
      const sitemap = parseSitemap(await (await fetch(`${built.url}/sitemap.xml`)).text());
      const listed = sitemap.map((entry) => pathOf(entry.loc));
      expect(new Set(listed.map((path) => path.split('/')[1]))).toEqual(new Set(offered));
      for (const entry of sitemap) {
        const path = pathOf(entry.loc);
        const response = await fetch(`${built.url}${path}`, { redirect: 'manual' });
        expect(response.status, path).toBe(200);
        for (const [lang, href] of Object.entries(entry.alternates)) {
          if (lang === 'x-default') continue;
          const back = sitemap.find((other) => other.loc === href);
          expect(back?.alternates[path.split('/')[1]!], `${href} names ${path} back in the sitemap`).toBe(entry.loc);
        }
      }
      for (const code of offered) {
        const response = await fetch(`${built.url}/${code}/feed.xml`);
        expect(response.status, code).toBe(200);
        expect(strictXml(await response.text()).rss.channel.language).toBe(entryOf(code).language);
      }
      for (const code of [...demo, ...Object.keys(set.homes)].filter((code) => !offered.includes(code))) {
        for (const path of [`/${code}`, `/${code}/about`, `/${code}/feed.xml`, `/${code}/opengraph-image`])
          expect((await fetch(`${built.url}${path}`, { redirect: 'manual' })).status, path).toBe(404);
      }
    });

    test('nothing is generated for languages not in the list', async ({ built }) => {
      const app = join(built.dir, 'web/.next/server/app');
      for (const code of demo.filter((code) => !codes.includes(code)))
        expect(() => readFileSync(join(app, `${code}.html`)), code).toThrow();
      for (const code of offered) expect(readFileSync(join(app, `${code}.html`), 'utf8')).toContain('<html');
    });

    test('each offered language has its social card, drawn by the built site', async ({ built }) => {
      test.setTimeout(120_000);
      for (const code of offered) {
        const response = await fetch(`${built.url}/${code}/opengraph-image`);
        expect(response.status, code).toBe(200);
        expect(response.headers.get('content-type'), code).toBe('image/png');
        const png = new Uint8Array(await response.arrayBuffer());
        expect(png.length, code).toBeGreaterThan(10_000);
        const shots = process.env.LANGUAGE_SHOTS_DIR;
        if (shots && entryOf(code).dir === 'rtl') writeFileSync(join(shots, `lang-${code}-card.png`), png);
      }
    });

    test('the unit tests of the schemas, the Studio and the site pass on this list (npm test)', async ({ built }) => {
      // docs/languages.md promises `npm test` holds after the one step: no test may assume the default list.
      test.setTimeout(600_000);
      for (const workspace of ['schemas', 'studio', 'web']) {
        const output = await run('npm', ['test'], join(built.dir, workspace), { CI: '', NO_COLOR: '1' })
          .then(stripVTControlCharacters)
          .catch((error: Error) => {
            const lines = stripVTControlCharacters(error.message).split('\n');
            throw new Error(
              `${workspace}: npm test failed\n${lines.filter((line) => /FAIL|Error/.test(line)).join('\n')}`,
            );
          });
        // Vitest's summary line: every test passed, none skipped.
        expect(/^\s*Tests\s+(.+)$/m.exec(output)?.[1], workspace).toMatch(/^\d+ passed \(\d+\)$/);
      }
    });

    test('the Studio’s schema validates (sanity schema validate)', async ({ built }) => {
      test.setTimeout(420_000);
      const cli = join(built.dir, 'node_modules/sanity/bin/sanity');
      const output = await run(
        process.execPath,
        [cli, 'schema', 'validate', '--format', 'json'],
        join(built.dir, 'studio'),
        {
          CI: 'true',
        },
      );
      expect(JSON.parse(output.slice(output.indexOf('[')))).toEqual([]);
    });

    if (Object.keys(set.homes).length > 0)
      test('a page with no translation stands in, marked, in the language’s shell; the build names a missing key', async ({
        built,
        page,
      }) => {
        expect(built.buildOutput).toContain(
          `web/messages/de.json lacks 1 key, shown in ${defaultCode} instead: ${DROPPED.join('.')}`,
        );
        for (const code of Object.keys(set.homes)) {
          const response = await fetch(`${built.url}/${code}/about`);
          expect(response.status).toBe(200);
          const html = await response.text();
          expect(html).toContain(`<link rel="canonical" href="${ORIGIN}/${defaultCode}/about"/>`);
          expect(html).not.toMatch(/rel="alternate" hrefLang/);
          expect(html).toMatch(/role="note"/);
          expect(/<html[^>]*>/.exec(html)![0]).toContain(`dir="${entryOf(code).dir ?? 'ltr'}"`);
          // The content is the default language's, and says so.
          expect(html).toContain(`lang="${entryOf(defaultCode).language}" dir="ltr"`);
        }
        const shots = process.env.LANGUAGE_SHOTS_DIR;
        if (!shots) return;
        test.setTimeout(180_000);
        const article = /href="(\/ar\/articles\/[^"]+)"/.exec(
          await (await fetch(`${built.url}/ar/articles`)).text(),
        )?.[1];
        expect(article).toBeDefined();
        for (const [device, viewport] of [
          ['desktop', { width: 1280, height: 900 }],
          ['mobile', { width: 390, height: 844 }],
        ] as const)
          for (const scheme of ['light', 'dark'] as const)
            for (const [name, path] of [
              ['home', '/ar'],
              ['article', article!],
            ]) {
              await page.setViewportSize(viewport);
              await page.emulateMedia({ colorScheme: scheme });
              await page.addInitScript((mode) => localStorage.setItem('vitrine-color-mode', mode), scheme);
              await page.goto(`${built.url}${path}`);
              await page.waitForLoadState('networkidle'); // the pictures drawn, not their placeholders
              await page.screenshot({ path: join(shots, `lang-ar-${name}-${scheme}-${device}.png`), fullPage: false });
            }
      });
  });
}
