/**
 * The contact form in Chromium: sent with JavaScript (client checks,
 * promise toast, reset) and without (server action, progressive enhancement),
 * and found in the inbox. The site stores messages in E2E_DATA_DIR
 * (global-setup), with generous limits: the rate limit, honeypot, minimum fill
 * time and idempotency have integration tests (tests/contact).
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import type { Page } from '@playwright/test';
import { languageTag, localeCodes } from '@vitrine/schemas';
import { FIRST, SECOND, THIRD } from '../support/languages.ts';
import { messages } from '../support/messages.ts';
import { rawGet } from '../support/raw-get.ts';
import { expect, test } from './support/fixtures.ts';

type Form = {
  fields: Record<string, { label: string }>;
  errors: Record<string, Record<string, string>>;
  submit: string;
  sending: string;
  sent: string;
  failed: string;
  rejected: Record<string, string>;
};
const t = Object.fromEntries(localeCodes.map((locale) => [locale, messages(locale).ContactForm as Form]));

interface Stored {
  _id: string;
  _type: string;
  name: string;
  email: string;
  phone?: string;
  subject: string;
  message: string;
  language: string;
}

/**
 * The messages in the site's local inbox with this e-mail address; none while
 * the inbox file does not exist yet. Only for waiting until a message arrives:
 * "nothing was sent" is checked on the requests the page made (`posts`).
 */
function inbox(email: string): Stored[] {
  const dir = process.env.E2E_DATA_DIR;
  if (!dir) throw new Error('E2E_DATA_DIR is not set: global-setup starts the site with a temporary inbox.');
  let text = '';
  try {
    text = readFileSync(join(dir, 'messages.ndjson'), 'utf8');
  } catch {
    return [];
  }
  return text
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line) as Stored)
    .filter((message) => message.email === email);
}

/** Every POST the page sends from now on, as `POST /path` (the form's server action posts to the page's own URL). */
function posts(page: Page): string[] {
  const sent: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST') sent.push(`POST ${new URL(request.url()).pathname}`);
  });
  return sent;
}

const unique = (name: string) => `${name}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`;

/** The contact form (the page's header and footer have controls of their own). */
const form = (page: Page) => page.locator('section[aria-labelledby="contact-form"] form');
const field = (page: Page, locale: string, name: string) => form(page).getByLabel(t[locale]!.fields[name]!.label);

async function fill(page: Page, locale: string, values: Record<string, string>) {
  for (const [name, value] of Object.entries(values)) await field(page, locale, name).fill(value);
}

/** With JavaScript, wait until React has hydrated the form, so a submit goes through the enhanced path. */
async function hydrated(page: Page) {
  await expect
    .poll(() => form(page).evaluate((element) => Object.keys(element).some((key) => key.startsWith('__reactProps'))), {
      // A wait, not a speed check: on a loaded machine the scripts can take seconds to parse and run.
      timeout: 30_000,
    })
    .toBe(true);
}

test('with JavaScript: the message is sent with a promise toast, the form resets, and it is in the inbox', async ({
  page,
}) => {
  const email = unique('js');
  await page.goto(`/${FIRST}/contact`);
  await hydrated(page);
  await fill(page, FIRST, {
    fullName: 'Ada Lovelace',
    email,
    phone: '+44 20 7946 0958',
    subject: 'An analytical engine',
    message: 'Hello! I would like a site for my engine. <b>Bold</b> stays text.',
  });
  // Hold the action's answer until the loading state of the promise toast has been seen (then let it go).
  let answer: () => void = () => {};
  const seen = new Promise<void>((resolve) => (answer = resolve));
  await page.route(`**/${FIRST}/contact`, async (route) => {
    if (route.request().method() === 'POST') await seen;
    await route.fallback();
  });
  await page.getByRole('button', { name: t[FIRST]!.submit }).click();

  await expect(page.locator('[data-sonner-toast][data-type="loading"]')).toContainText(t[FIRST]!.sending);
  answer();
  await expect(page.locator('[data-sonner-toast][data-type="success"]')).toContainText(
    t[FIRST]!.sent.replace('{name}', 'Ada Lovelace'),
  );
  await expect(field(page, FIRST, 'fullName')).toHaveValue('');
  await expect(field(page, FIRST, 'message')).toHaveValue('');

  await expect.poll(() => inbox(email)).toHaveLength(1);
  expect(inbox(email)[0]).toMatchObject({
    _id: expect.stringMatching(/^inbox\.[0-9a-f]{32}-[0-9a-f]{12}$/),
    _type: 'contactMessage',
    name: 'Ada Lovelace',
    phone: '+44 20 7946 0958',
    subject: 'An analytical engine',
    message: 'Hello! I would like a site for my engine. <b>Bold</b> stays text.',
    language: FIRST,
  });

  // A second message from the same page gets a fresh token: stored as a message of its own.
  await fill(page, FIRST, {
    fullName: 'Ada Lovelace',
    email,
    subject: 'A second question',
    message: 'And one more thing about the engine.',
  });
  await page.getByRole('button', { name: t[FIRST]!.submit }).click();
  await expect
    .poll(() => inbox(email).map((message) => message.subject))
    .toEqual(['An analytical engine', 'A second question']);
});

test('with JavaScript: when sending fails, the error toast says so, everything typed stays, and sending again works', async ({
  page,
}) => {
  const email = unique('retry');
  await page.goto(`/${SECOND}/contact`);
  await hydrated(page);
  const typed = {
    fullName: 'João Silva',
    email,
    phone: '+55 11 91234-5678',
    subject: 'Um projeto',
    message: 'Olá! A conexão caiu, mas nada se perde.',
  };
  await fill(page, SECOND, typed);
  const sent = posts(page);
  const failed: string[] = [];
  page.on('requestfailed', (request) => failed.push(request.failure()?.errorText ?? ''));
  // The connection drops before the request reaches the site.
  await page.route(`**/${SECOND}/contact`, (route) =>
    route.request().method() === 'POST' ? route.abort('internetdisconnected') : route.fallback(),
  );
  await page.getByRole('button', { name: t[SECOND]!.submit }).click();

  await expect(page.locator('[data-sonner-toast][data-type="error"]')).toContainText(t[SECOND]!.failed);
  for (const [name, value] of Object.entries(typed)) await expect(field(page, SECOND, name)).toHaveValue(value);
  // One attempt, the one that failed: the form does not send again on its own.
  expect(sent).toEqual([`POST /${SECOND}/contact`]);
  expect(failed).toEqual(['net::ERR_INTERNET_DISCONNECTED']);

  await page.unrouteAll();
  await page.getByRole('button', { name: t[SECOND]!.submit }).click();
  await expect(page.locator('[data-sonner-toast][data-type="success"]')).toContainText(
    t[SECOND]!.sent.replace('{name}', 'João Silva'),
  );
  expect(sent).toEqual([`POST /${SECOND}/contact`, `POST /${SECOND}/contact`]);
  // What was kept is what arrives, once.
  await expect
    .poll(() => inbox(email))
    .toEqual([
      expect.objectContaining({
        name: typed.fullName,
        phone: typed.phone,
        subject: typed.subject,
        message: typed.message,
        language: SECOND,
      }),
    ]);
});

test('with JavaScript: invalid data shows translated errors on the fields, keeps what was typed, and sends nothing', async ({
  page,
}) => {
  await page.goto(`/${THIRD}/contact`);
  await hydrated(page);
  const sent = posts(page);
  await fill(page, THIRD, { fullName: 'A', email: 'nope@', subject: 'Un site', message: 'Court' });
  await page.getByRole('button', { name: t[THIRD]!.submit }).click();

  const name = field(page, THIRD, 'fullName');
  await expect(name).toHaveAttribute('aria-invalid', 'true');
  await expect(name).toBeFocused();
  const describedBy = await name.getAttribute('aria-describedby');
  await expect(page.locator(`[id="${describedBy}"]`)).toHaveText(
    t[THIRD]!.errors.fullName!.tooShort!.replace('{min}', '2'),
  );
  await expect(field(page, THIRD, 'email')).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByText(t[THIRD]!.errors.email!.invalid!)).toBeVisible();
  await expect(field(page, THIRD, 'message')).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByText(t[THIRD]!.errors.message!.tooShort!.replace('{min}', '10'))).toBeVisible();
  // The subject is fine: no error on it.
  await expect(field(page, THIRD, 'subject')).toHaveAttribute('aria-invalid', 'false');
  await expect(field(page, THIRD, 'message')).toHaveValue('Court');
  await expect(page.locator('[data-sonner-toast]')).toHaveCount(0);
  // The browser refused it: not one request left the page.
  expect(sent).toEqual([]);

  // Fixing a field clears its error as the visitor types.
  await name.fill('Camille Martin');
  await expect(name).toHaveAttribute('aria-invalid', 'false');
  expect(sent).toEqual([]);
});

test('over HTTP: the static page carries a fresh signed token in each response, and nothing else differs', async ({
  baseURL,
}) => {
  const url = `${baseURL}/${SECOND}/contact`;
  // What Chromium asks for: the page comes gzipped, the token joined in between halves compressed once.
  const chromium = { 'accept-encoding': 'gzip, deflate, br, zstd' };
  const [one, two] = [await rawGet(url, chromium), await rawGet(url, chromium)];
  const plain = await rawGet(url, { 'accept-encoding': 'identity' });
  for (const answer of [one, two, plain]) {
    expect(answer.headers['cache-control']).toBe('private, no-store');
    expect(answer.headers.etag).toBeUndefined();
    expect(Number(answer.headers['content-length'])).toBe(answer.body.length);
  }
  expect(one.headers['content-encoding']).toBe('gzip');
  expect(plain.headers['content-encoding']).toBeUndefined();
  const pages = [gunzipSync(one.body), gunzipSync(two.body), plain.body].map((body) => body.toString('utf8'));
  const tokenInput = /<input(?=[^>]*name="token")[^>]*value="([^"]*)"[^>]*>/;
  const tokens = pages.map((html) => tokenInput.exec(html)?.[1]);
  for (const token of tokens) expect(token).toMatch(/^[0-9a-f]{32}\.[0-9a-z]+\.[\w-]{43}$/);
  expect(new Set(tokens).size).toBe(3);
  const shells = pages.map((html, i) => html.replace(tokens[i]!, '{token}'));
  expect(shells[1]).toBe(shells[0]);
  expect(shells[2]).toBe(shells[0]);
  expect(shells[0]).toContain(`<html lang="${languageTag(SECOND)}"`);
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the form posts to the server action, shows the success notice, and the message is in the inbox', async ({
    page,
  }) => {
    const email = unique('nojs');
    await page.goto(`/${SECOND}/contact`);
    await fill(page, SECOND, {
      fullName: 'Ana Souza',
      email,
      subject: 'Um novo site',
      message: 'Olá! Gostaria de conversar sobre um projeto.',
    });
    await page.getByRole('button', { name: t[SECOND]!.submit }).click();

    await expect(page.getByRole('status').filter({ hasText: 'Ana Souza' })).toHaveText(
      t[SECOND]!.sent.replace('{name}', 'Ana Souza'),
    );
    await expect(field(page, SECOND, 'fullName')).toHaveValue('');
    await expect.poll(() => inbox(email)).toHaveLength(1);
    expect(inbox(email)[0]).toMatchObject({ name: 'Ana Souza', subject: 'Um novo site', language: SECOND });
  });

  test('invalid data comes back with the errors beside the fields and everything typed, HTML as text', async ({
    page,
  }) => {
    const typed = '<img src=x onerror="alert(1)"> <script>alert(2)</script>';
    await page.goto(`/${FIRST}/contact`);
    await fill(page, FIRST, { fullName: typed, email: 'not-an-email', subject: 'Hi there', message: typed });
    await page.getByRole('button', { name: t[FIRST]!.submit }).click();

    await expect(page.getByRole('alert').filter({ hasText: t[FIRST]!.rejected.invalid! })).toBeVisible();
    const email = field(page, FIRST, 'email');
    await expect(email).toHaveAttribute('aria-invalid', 'true');
    await expect(email).toHaveValue('not-an-email');
    await expect(page.getByText(t[FIRST]!.errors.email!.invalid!)).toBeVisible();
    await expect(field(page, FIRST, 'fullName')).toHaveValue(typed);
    await expect(field(page, FIRST, 'message')).toHaveValue(typed);
    // No script runs here, so what matters is the markup: the typed HTML made no element and no handler.
    await expect(page.locator('img[src="x"]')).toHaveCount(0);
    await expect(page.locator('[onerror]')).toHaveCount(0);
    await expect(page.locator('xpath=//script[normalize-space(.) = "alert(2)"]')).toHaveCount(0);
  });
});
