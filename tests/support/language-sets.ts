/**
 * Other language lists, the way an owner gets them (docs/languages.md):
 * a copy of the repository (its tracked files, node_modules hard-linked) where
 * the one list, schemas/src/locales.ts, is edited, messages files are added or
 * removed, and a home page is published in each new language; nothing else.
 * e2e/languages.spec.ts builds and reads each set; `npm run language-copy -w
 * @vitrine/tests -- <set>` makes one by hand (to run a workspace's tests on it).
 */
import { execFileSync, spawn } from 'node:child_process';
import { cpSync, linkSync, mkdirSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { locales, type LocaleEntry } from '@vitrine/schemas';
import { exportNdjson, parseNdjson } from '@vitrine/schemas/dataset';
import { freePort, SERVER_NODE_FLAGS } from './server.ts';

export const ROOT = fileURLToPath(new URL('../../', import.meta.url));
export const ORIGIN = JSON.parse(
  readFileSync(join(ROOT, 'schemas/dataset/data.ndjson'), 'utf8')
    .split('\n')
    .find((line) => line.includes('"_id":"siteSettings"'))!,
).seo.url as string;

export const GERMAN: LocaleEntry = { code: 'de', name: 'Deutsch', language: 'de-DE' };
export const ARABIC: LocaleEntry = { code: 'ar', name: 'العربية', language: 'ar-EG', dir: 'rtl' };
/** The key German's copied messages file leaves out. */
export const DROPPED = ['Shell', 'socials'] as const;

export interface LanguageSet {
  /** Its short name, for `language-copy`. */
  id: string;
  name: string;
  list: LocaleEntry[];
  /** Languages given a published home page, with its title and hero text. */
  homes: Record<string, { title: string; heading: string; text: string }>;
}

export const SETS: LanguageSet[] = [
  { id: 'default-only', name: 'the default language only', list: [locales[0]!], homes: {} },
  {
    id: 'plus-de-ar',
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

export function run(command: string, args: string[], cwd: string, env: Record<string, string> = {}): Promise<string> {
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

/**
 * The repository's tracked files in a fresh folder, node_modules hard-linked
 * (workspace links stay relative, so they point into the copy). Hard links need
 * one file system: the system's temporary folder if the repository is on it,
 * else the repository's parent folder.
 */
export function copyRepository(): string {
  const parent = statSync(tmpdir()).dev === statSync(ROOT).dev ? tmpdir() : dirname(resolve(ROOT));
  const dir = mkdtempSync(join(parent, 'vitrine-languages-'));
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
export function makeOwnersEdit(dir: string, set: LanguageSet): void {
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
  const documents = parseNdjson(readFileSync(data, 'utf8'));
  const at = '2026-01-05T09:00:00Z';
  const published = Object.entries(set.homes).map(([code, home]) => ({
    _id: `page-home-${code}`,
    _type: 'page',
    _createdAt: at,
    _updatedAt: at,
    _rev: `home-${code}`,
    language: code,
    title: home.title,
    description: home.text, // required to publish a page (the Studio refuses it without one)
    slug: { _type: 'slug', current: 'home' },
    body: [{ _key: `hero-${code}`, _type: 'heroSection', heading: home.heading, text: home.text }],
  }));
  // Publishing a translation links it to the others (as the Studio's translation menu does).
  const links = documents.find((doc) => doc._id === 'translations-page-home')!;
  (links.translations as unknown[]).push(
    ...published.map((page) => ({
      _key: `home-${page.language}`,
      _type: 'internationalizedArrayReferenceValue',
      language: page.language,
      value: { _type: 'reference', _ref: page._id },
    })),
  );
  rmSync(data);
  // Written as the local Studio writes it (studio/lake/persist.ts): Sanity's export format, by id, keys sorted.
  writeFileSync(data, exportNdjson([...documents, ...published]));
}

export interface Built {
  dir: string;
  url: string;
  buildOutput: string;
  buildMs: number;
  stop: () => Promise<void>;
}

export async function buildAndServe(set: LanguageSet): Promise<Built> {
  const dir = copyRepository();
  makeOwnersEdit(dir, set);
  const web = join(dir, 'web');
  const started = performance.now();
  // The site's own build, as `npm run build` runs it: the content check, the server bundle, then next build.
  const buildOutput = await run('npm', ['run', 'build'], web);
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
