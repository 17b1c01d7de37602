/**
 * Other language lists, the way an owner gets them (README, "Your languages"):
 * a copy of the repository (its tracked files, node_modules hard-linked) where
 * the one list, schemas/src/locales.ts, is edited, messages files are added or
 * removed, and a home page is published in each new language; nothing else.
 * Each copy is built and served, then every page reachable from each
 * language's home is read: every link answers, `<html lang dir>` follows the
 * list, hreflang is reciprocal, and the sitemap and the feeds hold what is
 * offered and nothing else.
 *
 * - the default language only (the list's first entry; its messages file only);
 * - the list plus German and Arabic (left to right, right to left), German's
 *   messages file lacking one key (the build names it, the default's string shows).
 *
 * LANGUAGE_SHOTS_DIR, when set, receives screenshots of the Arabic home and an
 * article (light and dark, mobile and desktop).
 */
import { spawn } from 'node:child_process';
import { execFileSync } from 'node:child_process';
import { cpSync, linkSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { test as base, expect } from '@playwright/test';
import { locales, type LocaleEntry } from '@vitrine/schemas';
import { parseSitemap, strictXml } from '../support/seo.ts';
import { freePort, SERVER_NODE_FLAGS } from '../support/server.ts';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const ORIGIN = JSON.parse(
  readFileSync(join(ROOT, 'schemas/dataset/data.ndjson'), 'utf8')
    .split('\n')
    .find((line) => line.includes('"_id":"siteSettings"'))!,
).seo.url as string;

const GERMAN: LocaleEntry = { code: 'de', name: 'Deutsch', language: 'de-DE' };
const ARABIC: LocaleEntry = { code: 'ar', name: 'العربية', language: 'ar-EG', dir: 'rtl' };
/** The key German's copied messages file leaves out. */
const DROPPED = ['Shell', 'socials'] as const;

interface LanguageSet {
  name: string;
  list: LocaleEntry[];
  /** Languages given a published home page, with its title and hero text. */
  homes: Record<string, { title: string; heading: string; text: string }>;
}

const SETS: LanguageSet[] = [
  { name: 'the default language only', list: [locales[0]!], homes: {} },
  {
    name: 'the list plus German and Arabic',
    list: [...locales, GERMAN, ARABIC],
    homes: {
      de: { title: 'Startseite', heading: 'Ruhige Oberflächen', text: 'Ich gestalte ruhige, zugängliche Oberflächen.' },
      ar: { title: 'الرئيسية', heading: 'واجهات هادئة', text: 'أصمم واجهات هادئة وسهلة الوصول.' },
    },
  },
];

/** The list as an owner writes it in schemas/src/locales.ts. */
function listSource(list: LocaleEntry[]): string {
  return list
    .map(
      (entry) =>
        `  ${JSON.stringify(entry)
          .replace(/"(\w+)":/g, '$1: ')
          .replace(/,(?=\w)/g, ', ')},`,
    )
    .join('\n');
}

function run(command: string, args: string[], cwd: string, env: Record<string, string> = {}): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, {
      cwd,
      env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1', SANITY_TELEMETRY_DISABLED: '1', ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.once('exit', (code) =>
      code === 0 ? resolve(output) : reject(new Error(`${command} ${args.join(' ')} (${code}):\n${output}`)),
    );
  });
}

/** The repository's tracked files in a fresh folder, node_modules hard-linked (workspace links stay relative). */
function copyRepository(): string {
  const dir = mkdtempSync(join(tmpdir(), 'vitrine-languages-'));
  const files = execFileSync('git', ['ls-files', '-z'], { cwd: ROOT, encoding: 'utf8' }).split('\0').filter(Boolean);
  for (const file of files) {
    mkdirSync(dirname(join(dir, file)), { recursive: true });
    try {
      linkSync(join(ROOT, file), join(dir, file));
    } catch {
      cpSync(join(ROOT, file), join(dir, file));
    }
  }
  execFileSync('cp', ['-al', join(ROOT, 'node_modules'), join(dir, 'node_modules')]);
  return dir;
}

/** What the owner does: the list, the messages files, a home page published in each new language. */
function makeOwnersEdit(dir: string, set: LanguageSet): void {
  const file = join(dir, 'schemas/src/locales.ts');
  const source = readFileSync(file, 'utf8');
  rmSync(file); // a hard link: write a new file, not the repository's
  writeFileSync(
    file,
    source.replace(/checkedLocales\(\[\n[\s\S]*?\n\]\)/, `checkedLocales([\n${listSource(set.list)}\n])`),
  );
  const codes = set.list.map((entry) => entry.code);
  const messages = join(dir, 'web/messages');
  const fallback = JSON.parse(readFileSync(join(messages, `${codes[0]}.json`), 'utf8'));
  for (const entry of locales) if (!codes.includes(entry.code)) rmSync(join(messages, `${entry.code}.json`));
  for (const code of codes.filter((code) => !locales.some((entry) => entry.code === code))) {
    const copy = structuredClone(fallback);
    if (code === GERMAN.code) delete copy[DROPPED[0]][DROPPED[1]];
    writeFileSync(join(messages, `${code}.json`), `${JSON.stringify(copy, null, 2)}\n`);
  }
  if (Object.keys(set.homes).length === 0) return;
  const data = join(dir, 'schemas/dataset/data.ndjson');
  const lines = readFileSync(data, 'utf8').split('\n').filter(Boolean);
  const at = '2026-01-05T09:00:00Z';
  const published = Object.entries(set.homes).map(([code, home]) => ({
    _id: `page-home-${code}`,
    _type: 'page',
    _createdAt: at,
    _updatedAt: at,
    _rev: `home-${code}`,
    language: code,
    title: home.title,
    slug: { _type: 'slug', current: 'home' },
    body: [{ _key: `hero-${code}`, _type: 'heroSection', heading: home.heading, text: home.text }],
  }));
  // Publishing a translation links it to the others (as the Studio's translation menu does).
  const linked = lines.map((line) => {
    const doc = JSON.parse(line);
    if (doc._id !== 'translations-page-home') return line;
    doc.translations.push(
      ...published.map((page) => ({
        _key: `home-${page.language}`,
        _type: 'internationalizedArrayReferenceValue',
        language: page.language,
        value: { _type: 'reference', _ref: page._id },
      })),
    );
    return JSON.stringify(doc);
  });
  rmSync(data);
  writeFileSync(data, `${[...linked, ...published.map((doc) => JSON.stringify(doc))].join('\n')}\n`);
}

interface Built {
  dir: string;
  url: string;
  buildOutput: string;
  buildMs: number;
  stop: () => Promise<void>;
}

async function buildAndServe(set: LanguageSet): Promise<Built> {
  const dir = copyRepository();
  makeOwnersEdit(dir, set);
  const web = join(dir, 'web');
  const started = performance.now();
  const buildOutput = await run(process.execPath, [join(dir, 'node_modules/next/dist/bin/next'), 'build'], web);
  await run(process.execPath, ['scripts/build-server.mjs'], web);
  const buildMs = performance.now() - started;
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const server = spawn(process.execPath, [...SERVER_NODE_FLAGS, 'dist/server.mjs'], {
    cwd: web,
    env: { ...process.env, PORT: String(port), HOSTNAME: '127.0.0.1', VITRINE_DATA_DIR: join(dir, '.data') },
    stdio: 'ignore',
  });
  for (let tries = 0; ; tries++) {
    try {
      if ((await fetch(`${url}/robots.txt`)).ok) break;
    } catch {
      // not listening yet
    }
    if (tries > 300 || server.exitCode !== null) throw new Error(`the server of ${set.name} did not start`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return {
    dir,
    url,
    buildOutput,
    buildMs,
    stop: async () => {
      if (server.exitCode === null) {
        const exited = new Promise((resolve) => server.once('exit', resolve));
        server.kill('SIGTERM');
        await exited;
      }
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

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
              await page.screenshot({ path: join(shots, `lang-ar-${name}-${scheme}-${device}.png`), fullPage: false });
            }
      });
  });
}
