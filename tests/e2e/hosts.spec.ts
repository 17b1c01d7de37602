/**
 * The site as hosts that run Next themselves serve it (Vercel, Netlify, the
 * standalone output): the build `npm test` made, served by Next's own server
 * (`next start`, on loopback, its port given as `-p` only), the stand-in for
 * those hosts. Each point the Vitrine server is not there to hold, where a
 * visitor meets it: statuses and the not-found page, the headers every host
 * sends, compression, the client's address for the contact limit, the contact
 * form with JavaScript and without, the webhook, and a server log without
 * errors. The server serves a copy of the build (support/server.ts,
 * `copyBuild`): the pages it renders again are written there, not under the
 * other specs' server, which serves the same build.
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import type { Page } from '@playwright/test';
import { defaultLocale, type Locale } from '@vitrine/schemas';
import { random } from '@vitrine/schemas/dataset/generator/keys.ts';
import { SIGNATURE_HEADER, signWebhook } from '../preview/webhook.ts';
import { formBody } from '../support/contact-form.ts';
import { FIRST, OFFERED, SECOND, UNLISTED } from '../support/languages.ts';
import { messages } from '../support/messages.ts';
import { rawGet } from '../support/raw-get.ts';
import { copyBuild, startSite, WEB_DIR, type RunningSite } from '../support/server.ts';
import { expect, test } from './support/fixtures.ts';

/** One server for the file: its tests run in order, in one worker. */
test.describe.configure({ mode: 'default' });

const DIST = `.next-hosts-${process.pid}`;
const WEBHOOK_SECRET = 'hosts-webhook-secret-0123456789';
const ARTICLE = '/en/articles/designing-for-calm';

let site: RunningSite;
let dataDir: string;

/** `next start` on the copy; `env` adds to what every server of this file gets. */
function startNext(env: Record<string, string>, dir = mkdtempSync(join(tmpdir(), 'vitrine-hosts-'))) {
  return startSite(
    { CONTENT_SOURCE: 'local', NEXT_DIST_DIR: DIST, VITRINE_DATA_DIR: dir, CONTACT_MIN_FILL_TIME: '0', ...env },
    90_000,
    { nextStart: true, portInArgsOnly: true },
  );
}

test.beforeAll(async () => {
  test.setTimeout(120_000);
  const copied = copyBuild(DIST);
  dataDir = mkdtempSync(join(tmpdir(), 'vitrine-hosts-'));
  const started = performance.now();
  // The shipped limits (five messages per client in ten minutes); no fill time to wait for.
  site = await startNext({ SANITY_REVALIDATE_SECRET: WEBHOOK_SECRET }, dataDir);
  console.log(
    `hosts: build copied in ${Math.round(copied)} ms, next start ready in ${Math.round(performance.now() - started)} ms`,
  );
});

test.afterAll(async () => {
  await site?.stop();
  rmSync(join(WEB_DIR, DIST), { recursive: true, force: true });
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
});

/** Random unknown paths, the same every run: 1 to 4 segments of letters, digits and dashes, under a language. */
function randomPaths(count: number): string[] {
  const next = random('hosts.spec unknown paths');
  const pick = <T>(items: readonly T[]) => items[Math.floor(next() * items.length)]!;
  const segment = () =>
    Array.from({ length: 3 + Math.floor(next() * 12) }, () => pick([...'abcdefghijklmnopqrstuvwxyz0123456789-'])).join(
      '',
    );
  return Array.from(
    { length: count },
    () =>
      `/${pick([...OFFERED, ...UNLISTED])}/${Array.from({ length: 1 + Math.floor(next() * 4) }, segment).join('/')}`,
  );
}

/** What must never reach a visitor: the proxy's route header, Next's middleware headers, a rewrite's target. */
function expectNothingInternal(headers: Record<string, string | string[] | undefined>, what: string) {
  for (const [name, value] of Object.entries(headers)) {
    expect(name, what).not.toMatch(/^x-(vitrine|middleware)-/);
    expect(String(value), `${what}: ${name}`).not.toMatch(/\/_404|\/_card|api\/draft-mode/);
  }
}

test('unknown paths answer 404 with the not-found page of their language, and nothing internal shows', async () => {
  const named = ['/en/no-such-page', '/en/articles/no-such-article', `/${UNLISTED[0]}/about`, `/${SECOND}/x/y/z`];
  for (const path of [...named, ...randomPaths(24)]) {
    const answer = await rawGet(`${site.url}${path}`);
    expect(answer.status, path).toBe(404);
    const locale = (OFFERED.includes(path.split('/')[1]!) ? path.split('/')[1] : defaultLocale) as Locale;
    const html = answer.body.toString('utf8');
    expect(html, path).toContain(`<title>${messages(locale).ErrorScreen.title}`);
    expect(html, path).toMatch(/<meta name="robots" content="noindex/);
    expectNothingInternal(answer.headers, path);
  }
  // A crawler gets the status too; a page's card exists with its page, and not without.
  expect((await rawGet(`${site.url}/en/no-such-page`, { 'user-agent': 'Googlebot/2.1' })).status).toBe(404);
  const card = await rawGet(`${site.url}/en/opengraph-image`);
  expect([card.status, card.headers['content-type']]).toEqual([200, 'image/png']);
  expectNothingInternal(card.headers, 'a card');
  expect((await rawGet(`${site.url}/en/no-such-page/opengraph-image`)).status).toBe(404);
  // The internal route header is the proxy's alone: a client's copy routes nothing.
  const forged = await rawGet(`${site.url}/en/about`, { 'x-vitrine-route': '/en/_404' });
  expect(forged.status).toBe(200);
  expect((await rawGet(`${site.url}/api/contact/token`, { 'x-vitrine-route': '/en/_card/page/home' })).status).toBe(
    200,
  );
});

/** What every host sends, on one response (security/headers.ts, `hostHeaderRules`). */
function expectEveryHostHeaders(headers: Record<string, string | string[] | undefined>, what: string) {
  expect(headers['x-content-type-options'], what).toBe('nosniff');
  expect(headers['referrer-policy'], what).toBe('strict-origin-when-cross-origin');
  expect(headers['permissions-policy'], what).toMatch(/camera=\(\).*geolocation=\(\).*microphone=\(\)/);
  expect(headers['cross-origin-opener-policy'], what).toBe('same-origin');
  expect(headers['cross-origin-resource-policy'], what).toBe('same-origin');
  expect(headers['x-frame-options'], what).toBe('SAMEORIGIN');
  const csp = String(headers['content-security-policy']);
  for (const directive of [
    "default-src 'self'",
    "script-src 'self' 'unsafe-inline'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'self'",
  ])
    expect(csp, what).toContain(directive);
  expect(csp, what).not.toContain('unsafe-eval');
}

test('/en and a 404 carry the security headers every host sends; HSTS over HTTPS, as the proxy in front says', async () => {
  for (const path of ['/en', '/en/no-such-page']) {
    const plain = await rawGet(`${site.url}${path}`);
    expectEveryHostHeaders(plain.headers, path);
    expect(plain.headers['strict-transport-security'], path).toBeUndefined();
    const https = await rawGet(`${site.url}${path}`, { 'x-forwarded-proto': 'https' });
    expect(https.headers['strict-transport-security'], path).toBe('max-age=63072000; includeSubDomains');
  }
  // What is no page cannot run a script even opened on its own (an SVG of the dataset); pictures may be shown elsewhere.
  const html = (await rawGet(`${site.url}/en`)).body.toString('utf8');
  const image = /(\/dataset-images\/[0-9a-f]{40}-\d+x\d+\.\w+)/.exec(html)![1]!;
  const picture = await rawGet(`${site.url}${image}`);
  expect(picture.headers['content-security-policy']).toMatch(/^default-src 'none'.*sandbox$/);
  expect(picture.headers['cross-origin-resource-policy']).toBe('cross-origin');
});

test('pages are compressed for a client that takes it, and the same bytes underneath', async () => {
  const plain = await rawGet(`${site.url}/en`);
  expect(plain.headers['content-encoding']).toBeUndefined();
  const packed = await rawGet(`${site.url}/en`, { 'accept-encoding': 'br, gzip' });
  const encoding = packed.headers['content-encoding'];
  expect(['br', 'gzip']).toContain(encoding);
  expect(packed.body.length).toBeLessThan(plain.body.length / 3);
  const unpacked = encoding === 'br' ? brotliDecompressSync(packed.body) : gunzipSync(packed.body);
  expect(unpacked.equals(plain.body)).toBe(true);
  expect(String(packed.headers.vary)).toMatch(/Accept-Encoding/);
});

interface Stored {
  name: string;
  email: string;
}
const inbox = (dir: string): Stored[] => {
  try {
    return readFileSync(join(dir, 'messages.ndjson'), 'utf8')
      .split('\n')
      .filter(Boolean)
      .map((line) => JSON.parse(line) as Stored);
  } catch {
    return [];
  }
};

const form = (page: Page) => page.locator('section[aria-labelledby="contact-form"] form');
const labels = (locale: Locale) =>
  messages(locale).ContactForm as { fields: Record<string, { label: string }>; submit: string; sent: string };

async function fillForm(page: Page, locale: Locale, values: Record<string, string>) {
  for (const [name, value] of Object.entries(values))
    await form(page).getByLabel(labels(locale).fields[name]!.label).fill(value);
}

test('the contact form sends with JavaScript, and the message is in the inbox', async ({ page }) => {
  const email = `hosts-js-${Date.now()}@example.com`;
  await page.goto(`${site.url}/${FIRST}/contact`);
  await expect
    .poll(() => form(page).evaluate((element) => Object.keys(element).some((key) => key.startsWith('__reactProps'))), {
      timeout: 30_000,
    })
    .toBe(true);
  await fillForm(page, FIRST as Locale, {
    fullName: 'Ada Lovelace',
    email,
    subject: 'From next start',
    message: 'Hello from a host that runs Next itself.',
  });
  await page.getByRole('button', { name: labels(FIRST as Locale).submit }).click();
  await expect(page.locator('[data-sonner-toast][data-type="success"]')).toContainText(
    labels(FIRST as Locale).sent.replace('{name}', 'Ada Lovelace'),
  );
  await expect.poll(() => inbox(dataDir).filter((message) => message.email === email)).toHaveLength(1);
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the contact form posts to the server action with the token its page came with, and the message is in the inbox', async ({
    page,
  }) => {
    const email = `hosts-nojs-${Date.now()}@example.com`;
    const locale = SECOND as Locale;
    await page.goto(`${site.url}/${locale}/contact`);
    await fillForm(page, locale, {
      fullName: 'Ana Souza',
      email,
      subject: 'Without JavaScript',
      message: 'A message sent without JavaScript at all.',
    });
    await page.getByRole('button', { name: labels(locale).submit }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Ana Souza' })).toHaveText(
      labels(locale).sent.replace('{name}', 'Ana Souza'),
    );
    await expect.poll(() => inbox(dataDir).filter((message) => message.email === email)).toHaveLength(1);
  });
});

test('eight sends that forge X-Forwarded-For store no more than the limit: the header is believed only from a trusted proxy', async () => {
  // After this file's other messages (two, from 127.0.0.1): the shipped limit is five per client in ten minutes.
  for (let i = 0; i < 8; i++) {
    const forged = {
      'x-forwarded-for': `203.0.113.${i}`,
      'x-real-ip': `198.51.100.${i}`,
      forwarded: `for=192.0.2.${i}`,
    };
    const page = await fetch(`${site.url}/en/contact`, { headers: forged });
    // The token a form sent without JavaScript goes with, as a browser keeps it.
    const cookie = page.headers
      .getSetCookie()
      .map((entry) => entry.split(';')[0])
      .join('; ');
    const { body, type } = await formBody(await page.text(), {
      fullName: `Sender ${i}`,
      email: `sender${i}@example.com`,
      subject: `Project ${i}`,
      message: `Hello, message number ${i} from someone who says they are elsewhere.`,
    });
    const answer = await fetch(`${site.url}/en/contact`, {
      method: 'POST',
      body: new Uint8Array(body),
      headers: { ...forged, cookie, 'content-type': type },
    });
    await answer.arrayBuffer();
  }
  // Whatever each claimed, every message counted against one limit. (Told to trust the nearest hop, TRUST_PROXY=1,
  // the site would believe the header and store all eight: contact/client-ip.test.ts.)
  expect(inbox(dataDir)).toHaveLength(5);
});

test('the webhook: refused unsigned; signed, accepted, and it asks the server it runs in for the pages it names', async () => {
  const body = JSON.stringify({ _id: 'article-calm-en', _type: 'article', slug: 'designing-for-calm', language: 'en' });
  const post = (signature?: string) =>
    fetch(`${site.url}/api/revalidate`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(signature ? { [SIGNATURE_HEADER]: signature } : {}) },
      body,
    });
  expect((await post()).status).toBe(401);
  expect((await post(signWebhook(body, 'another-secret-0123456789'))).status).toBe(401);

  const accepted = await post(signWebhook(body, WEBHOOK_SECRET));
  expect(accepted.status).toBe(200);
  expect(await accepted.json()).toEqual({ revalidated: ['type:article', 'id:article-calm-en'] });
  // The route asks this server for the article and the lists that show it, at 127.0.0.1 and the port Next was
  // started on (`-p` only: Next sets PORT): every one answered, or the log would name those that did not.
  await expect
    .poll(() => site.output(), { timeout: 30_000 })
    .toMatch(/\[revalidate\] article-calm-en: \d+ pages asked for again\./);
  expect(site.output()).not.toContain('nothing answered');
  expect((await rawGet(`${site.url}${ARTICLE}`)).status).toBe(200);
});

test('with VERCEL=1 and no Sanity inbox, the site refuses to start and says why', async () => {
  const dir = mkdtempSync(join(tmpdir(), 'vitrine-hosts-vercel-'));
  try {
    await expect(startNext({ VERCEL: '1' }, dir)).rejects.toThrow(/On Vercel no disk outlasts a request/);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});

test('the server log has no proxy error, no failed request', async () => {
  const log = site.output();
  expect(log).toContain('Ready in');
  expect(log).not.toMatch(/Failed to proxy|socket hang up|ECONNRESET|⨯|Error:/);
});
