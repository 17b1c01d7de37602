/**
 * What the local Content Lake trusts, on the owner's machine as it really is:
 * `npm run studio` itself (the lake and `sanity dev`, on ports of their own,
 * a copy of the dataset, a $HOME of its own where it makes the CA and the
 * owner's secret), opened from the one URL it prints in a browser that trusts
 * that CA. Then the pages the owner might visit meanwhile try what a page can:
 * a "simple" cross-origin POST, a delete, a preflighted write, a read, DNS
 * rebinding onto both ports, and reading the Studio's code. Each attack must
 * reach its server and be refused there (its refusal is in the lake's log, or
 * the answer is the dev server's), and the dataset file must not change by a
 * byte. Every request off loopback is blocked; `evil.example` is mapped to
 * 127.0.0.1, as a rebinding name would be.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { cpSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium, expect, test as base, type Browser, type BrowserContext, type Page } from '@playwright/test';
import { CHROME_ARGS, findChrome } from '../support/chrome.ts';
import { DATASET_DIR, publishedDocuments } from '../support/dataset.ts';
import type { SanityDocument } from '@vitrine/schemas/dataset';
import { freePort } from '../support/server.ts';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const API = 'v2025-02-19';
/** The attackers' name: any name an attacker controls can be made to resolve to 127.0.0.1. */
const EVIL = 'evil.example';

interface Running {
  /** The URL `npm run studio` printed, the owner's secret in its fragment. */
  url: string;
  /** Every line it printed on stdout and stderr. */
  output(): string;
  studioPort: number;
  lakePort: number;
  dataFile: string;
  browser: Browser;
  /** A page of the attacker's on another origin, `http://evil.example:<port>`, served by a server of its own. */
  evilOrigin: string;
}

const test = base.extend<object, { studio: Running }>({
  studio: [
    async ({}, use) => {
      const root = mkdtempSync(join(tmpdir(), 'vitrine-trust-'));
      const home = join(root, 'home');
      cpSync(DATASET_DIR, join(root, 'dataset'), { recursive: true });
      const [studioPort, lakePort] = [await freePort(), await freePort()];
      let printed = '';
      const child: ChildProcess = spawn('npm', ['run', 'studio'], {
        cwd: ROOT,
        detached: true,
        stdio: ['ignore', 'pipe', 'pipe'],
        env: {
          ...process.env,
          HOME: home,
          XDG_CONFIG_HOME: '',
          VITRINE_CONFIG_DIR: '',
          STUDIO_PORT: String(studioPort),
          LAKE_PORT: String(lakePort),
          VITRINE_DATASET_DIR: join(root, 'dataset'),
          SANITY_TELEMETRY_DISABLED: '1',
          TURBO_TELEMETRY_DISABLED: '1',
        },
      });
      child.stdout!.on('data', (chunk: Buffer) => (printed += chunk.toString()));
      child.stderr!.on('data', (chunk: Buffer) => (printed += chunk.toString()));
      const stop = () => {
        try {
          process.kill(-child.pid!, 'SIGTERM');
        } catch {
          // already gone
        }
      };
      try {
        const printedUrl = () => /with no account: (http:\/\/\S+)/.exec(printed)?.[1];
        for (const deadline = Date.now() + 240_000; !printedUrl();) {
          if (Date.now() > deadline || child.exitCode !== null)
            throw new Error(`npm run studio printed no URL:\n${printed}`);
          await new Promise((resolve) => setTimeout(resolve, 500));
        }
        const url = /with no account: (http:\/\/\S+)/.exec(printed)![1]!;
        const evil = createServer((_, res) => {
          res.writeHead(200, { 'content-type': 'text/html' });
          res.end(ATTACK_PAGE);
        });
        await new Promise<void>((resolve) => evil.listen(0, '127.0.0.1', resolve));
        const browser = await chromium.launch({
          executablePath: findChrome(),
          args: [
            ...CHROME_ARGS,
            // Nothing off this machine resolves (no request interception, which would answer CORS preflights
            // itself); the attacker's name resolves to 127.0.0.1.
            `--host-resolver-rules=MAP ${EVIL} 127.0.0.1, MAP * ~NOTFOUND, EXCLUDE localhost, EXCLUDE 127.0.0.1`,
            // A page of the web reaching this machine: the lake must hold without the browser's own shields
            // (other browsers have none), so Chromium's private-network checks are off.
            '--disable-features=BlockInsecurePrivateNetworkRequests,PrivateNetworkAccessSendPreflights,LocalNetworkAccessChecks',
          ],
          env: { ...process.env, HOME: home },
        });
        await use({
          url,
          output: () => printed,
          studioPort,
          lakePort,
          dataFile: join(root, 'dataset', 'data.ndjson'),
          browser,
          evilOrigin: `http://${EVIL}:${(evil.address() as AddressInfo).port}`,
        });
        await browser.close();
        evil.close();
      } finally {
        stop();
        await new Promise((resolve) => (child.exitCode === null ? child.once('exit', resolve) : resolve(null)));
        rmSync(root, { recursive: true, force: true });
      }
    },
    { scope: 'worker', timeout: 300_000 },
  ],
});

test.describe.configure({ mode: 'serial' });
// The dev Studio compiles each view on its first visit: minutes on a busy 2-core machine (as studio.spec.ts allows).
test.setTimeout(480_000);

const ATTACK_PAGE = '<!doctype html><title>A page</title><p>Hello';

/** A tab of the owner's browser (nothing off this machine resolves in it). */
async function tab(studio: Running): Promise<{ context: BrowserContext; page: Page }> {
  const context = await studio.browser.newContext({ viewport: { width: 1280, height: 800 } });
  return { context, page: await context.newPage() };
}

interface PageArgs {
  /** The lake as the Studio reaches it (HTTP/2, TLS) and as servers do (plain HTTP): both protocols of its port. */
  lake: string;
  plainLake: string;
  studio: string;
  api: string;
  rename: string;
  remove: string;
}

const RENAME = JSON.stringify({
  mutations: [{ patch: { id: 'siteSettings', set: { 'profile.name': 'Pwned' } } }, { create: { _type: 'article' } }],
});
const DELETE = JSON.stringify({
  actions: [{ actionType: 'sanity.action.document.delete', publishedId: 'siteSettings', includeDrafts: [] }],
});

/**
 * What `attack` found, run in a page of the attacker's at `origin`: the evil server's page, or, for a name that
 * was rebound onto one of our ports, the document it served before (answered by a route for that one URL; what
 * the page then asks goes to the network, `evil.example` resolving to 127.0.0.1).
 */
async function fromPage<T>(studio: Running, origin: string, attack: (args: PageArgs) => Promise<T>): Promise<T> {
  const { context, page } = await tab(studio);
  if (origin !== studio.evilOrigin) {
    await page.route(`${origin}/attack`, (route) =>
      route.fulfill({ status: 200, contentType: 'text/html', body: ATTACK_PAGE }),
    );
  }
  await page.goto(`${origin}/attack`);
  const result = await page.evaluate(attack, {
    lake: `https://localhost:${studio.lakePort}`,
    plainLake: `http://127.0.0.1:${studio.lakePort}`,
    studio: `http://localhost:${studio.studioPort}`,
    api: API,
    rename: RENAME,
    remove: DELETE,
  });
  await context.close();
  return result;
}

/** Runs `attack`, checks the dataset file did not change by a byte, and returns what was logged meanwhile. */
async function unchanged(studio: Running, attack: () => Promise<unknown>): Promise<string> {
  const before = readFileSync(studio.dataFile);
  const logged = studio.output().length;
  await attack();
  // A write the lake accepted would be on disk within a moment: wait past that.
  await new Promise((resolve) => setTimeout(resolve, 1_000));
  expect(readFileSync(studio.dataFile).equals(before), 'the dataset file changed').toBe(true);
  return studio.output().slice(logged);
}

const refusals = (logged: string, pattern: string) =>
  logged.match(new RegExp(`local Content Lake: refused ${pattern}`, 'g'))?.length ?? 0;

test('npm run studio prints one URL; the Studio opens from it with no sign-in, edits and publishes', async ({
  studio,
}) => {
  const urls = studio.output().match(/https?:\/\/localhost:\d+\S*/g) ?? [];
  expect(urls, 'one URL for the owner').toEqual([studio.url]);
  expect(studio.url).toMatch(new RegExp(`^http://localhost:${studio.studioPort}/#token=[\\w-]{43}$`));

  const { context, page } = await tab(studio);
  await page.goto(studio.url);
  await expect(page.getByRole('link', { name: 'Settings', exact: true })).toBeVisible({ timeout: 180_000 });
  // The Studio took the secret out of the address bar and keeps it, as it keeps a Sanity token.
  expect(page.url()).not.toContain('token=');

  await page.goto(`http://localhost:${studio.studioPort}/structure/siteSettings`);
  const name = page.locator('[data-testid="field-profile.name"] input').first();
  await expect(name).toBeVisible({ timeout: 120_000 });
  await name.fill('Owner, edited in the dev Studio');
  await expect(page.getByTestId('action-publish')).toBeEnabled({ timeout: 60_000 });
  await page.getByTestId('action-publish').click();
  await expect
    .poll(() => readFileSync(studio.dataFile, 'utf8').includes('"name":"Owner, edited in the dev Studio"'), {
      timeout: 60_000,
    })
    .toBe(true);
  await context.close();

  // Another browser profile, without the URL: no content, and the one way in, which says where the link is.
  const stranger = await tab(studio);
  await stranger.page.goto(`http://localhost:${studio.studioPort}/structure`);
  const wayIn = stranger.page.getByRole('link', { name: /Open the link that npm run studio printed/ });
  await expect(wayIn).toBeVisible({ timeout: 180_000 });
  await expect(stranger.page.getByRole('link', { name: 'Settings', exact: true })).toHaveCount(0);
  await wayIn.click();
  await expect(stranger.page.getByRole('heading', { level: 1 })).toContainText('npm run studio');
  expect(await stranger.page.content()).not.toContain(/#token=([\w-]+)/.exec(studio.url)![1]);
  await stranger.context.close();
});

/** A tab of the owner's Studio, opened from the printed URL (a new profile keeps no language or secret). */
async function ownersTab(studio: Running): Promise<{ context: BrowserContext; page: Page }> {
  const opened = await tab(studio);
  await opened.page.goto(studio.url);
  await expect(opened.page.getByTestId('studio-language')).toBeVisible({ timeout: 180_000 });
  return opened;
}

test('the Studio opens in English, the site’s default language; in French from its language menu, its chrome and desk too, and stays so', async ({
  studio,
}) => {
  // Three visits of the dev Studio, each compiling what it shows on first sight: room for a loaded machine.
  const { context, page } = await ownersTab(studio);
  await expect(page.getByTestId('studio-language')).toHaveText('English (US)');
  await expect(page.getByRole('link', { name: 'Settings', exact: true })).toBeVisible({ timeout: 60_000 });

  await page.getByTestId('studio-language').click();
  // One entry per listed language Sanity translates the Studio into (en, fr, pt-BR for the list's pt).
  await expect(page.getByRole('menuitem')).toHaveText(['English (US)', 'Français', 'Português (Brasil)']);
  await page.getByRole('menuitem', { name: 'Français' }).click();

  // Sanity's strings (@sanity/locale-fr-fr) and the desk's (studio/src/messages/fr.ts).
  await expect(page.getByTestId('studio-language')).toHaveText('Français', { timeout: 60_000 });
  await expect(page.getByRole('link', { name: 'Réglages', exact: true })).toBeVisible({ timeout: 60_000 });
  for (const title of ['Projets', 'Soutiens', 'Redirections', 'Messages reçus'])
    await expect(page.getByRole('link', { name: title, exact: true })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Settings', exact: true })).toHaveCount(0);
  await expect(page.getByText('Brouillons', { exact: true })).toBeVisible();

  await page.goto(`http://localhost:${studio.studioPort}/structure/page;page-fr;page-about-fr`);
  await expect(page.getByRole('link', { name: 'Pages (Français)', exact: true })).toBeVisible({ timeout: 120_000 });
  await expect(page.getByPlaceholder('Rechercher dans la liste')).toBeVisible({ timeout: 60_000 });
  // (Sanity names the button's test id after its label: `action-publier` here.)
  await expect(page.getByRole('button', { name: 'Publier', exact: true })).toBeVisible({ timeout: 120_000 });
  // The form's field titles and tabs, from the same catalog.
  await expect(page.locator('[data-testid="field-title"]').getByText('Titre', { exact: true })).toBeVisible({
    timeout: 120_000,
  });
  await expect(page.getByRole('tab', { name: 'Réglages' })).toBeVisible();

  // The Studio remembers the choice in the owner's browser: the next visit opens in French.
  await page.goto(`http://localhost:${studio.studioPort}/structure`);
  await expect(page.getByRole('link', { name: 'Réglages', exact: true })).toBeVisible({ timeout: 120_000 });
  await context.close();
});

test('the Studio shows each page and article at the path the site serves it', async ({ studio }) => {
  const { context, page } = await ownersTab(studio);
  const documents = publishedDocuments();
  const article = documents.find((doc) => doc._type === 'article' && doc.language === 'fr') as
    (SanityDocument & { slug: { current: string } }) | undefined;
  expect(article, 'a French article in the dataset').toBeDefined();

  await page.goto(`http://localhost:${studio.studioPort}/structure/page;page-en`);
  // The home page is the language's root and the about page sits under it, as the site serves them.
  await expect(page.getByText('EN · /en', { exact: true })).toBeVisible({ timeout: 120_000 });
  await expect(page.getByText('EN · /en/about', { exact: true })).toBeVisible();
  await expect(page.getByText(/· \/(home|about)$/)).toHaveCount(0);

  await page.goto(`http://localhost:${studio.studioPort}/structure/article;article-fr`);
  await expect(page.getByText(`/fr/articles/${article!.slug.current}`).first()).toBeVisible({ timeout: 120_000 });
  await context.close();
});

test('a page of another origin cannot write: a simple POST, a delete, a preflighted write', async ({ studio }) => {
  let preflighted = '';
  const logged = await unchanged(studio, async () => {
    preflighted = await fromPage(studio, studio.evilOrigin, async ({ lake, plainLake, api, rename, remove }) => {
      for (const base of [lake, plainLake]) {
        for (const [path, body] of [
          ['data/mutate/production', rename],
          ['data/actions/production', remove],
        ] as const) {
          // "Simple": text/plain, no preflight. The answer is opaque to the page, but the request is sent.
          await fetch(`${base}/${api}/${path}`, { method: 'POST', mode: 'no-cors', body });
        }
      }
      return fetch(`${lake}/${api}/data/mutate/production`, {
        method: 'POST',
        body: rename,
        headers: { 'content-type': 'application/json', authorization: 'Bearer guessed' },
      }).then(
        () => 'answered',
        () => 'blocked',
      );
    });
  });
  expect(preflighted).toBe('blocked');
  // Every request reached the lake, on both protocols, and was refused for its origin; the preflight too.
  const origin = `Origin "${studio.evilOrigin}"`;
  expect(refusals(logged, `POST /${API}/data/mutate/production: ${origin}`)).toBe(2);
  expect(refusals(logged, `POST /${API}/data/actions/production: ${origin}`)).toBe(2);
  expect(refusals(logged, `OPTIONS /${API}/data/mutate/production: ${origin}`)).toBe(1);
});

test('a page of another origin reads nothing: not the content, not the Studio’s code', async ({ studio }) => {
  const logged = await unchanged(studio, async () => {
    const read = await fromPage(studio, studio.evilOrigin, async ({ lake, studio: studioUrl, api }) => {
      const attempt = (url: string) =>
        fetch(url).then(
          async (response) => `read ${response.status}: ${(await response.text()).slice(0, 40)}`,
          () => 'blocked',
        );
      return {
        drafts: await attempt(`${lake}/${api}/data/query/production?query=*&perspective=raw`),
        code: await attempt(`${studioUrl}/@vite/client`),
        config: await attempt(`${studioUrl}/sanity.config.ts`),
      };
    });
    expect(read).toEqual({ drafts: 'blocked', code: 'blocked', config: 'blocked' });
  });
  expect(refusals(logged, `GET /${API}/data/query/production: Origin "${studio.evilOrigin}"`)).toBe(1);
});

test('DNS rebinding onto the lake’s port or the Studio’s reads and writes nothing', async ({ studio }) => {
  const logged = await unchanged(studio, async () => {
    // The page was served from evil.example on the lake's port; now the name points at 127.0.0.1.
    const onLake = await fromPage(studio, `http://${EVIL}:${studio.lakePort}`, async ({ api, rename }) => {
      const read = await fetch(`/${api}/data/query/production?query=count(*)`);
      const write = await fetch(`/${api}/data/mutate/production`, {
        method: 'POST',
        body: rename,
        headers: { 'content-type': 'application/json' },
      });
      return { read: read.status, readBody: await read.text(), write: write.status };
    });
    expect(onLake.read).toBe(403);
    expect(onLake.readBody).not.toContain('"result"');
    expect(onLake.write).toBe(403);

    const onStudio = await fromPage(studio, `http://${EVIL}:${studio.studioPort}`, async () => {
      const code = await fetch('/@vite/client');
      return { status: code.status, body: (await code.text()).slice(0, 80) };
    });
    expect(onStudio.status).toBe(403);
    expect(onStudio.body).toContain('Blocked request');
  });
  const host = `Host "${EVIL}:${studio.lakePort}"`;
  expect(refusals(logged, `GET /${API}/data/query/production: ${host}`)).toBe(1);
  expect(refusals(logged, `POST /${API}/data/mutate/production: ${host}`)).toBe(1);
});
