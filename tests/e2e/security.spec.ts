/**
 * The security headers, as a browser meets them: every route in every
 * language (and the 404 screen, the contact form, draft mode) runs with its
 * Content Security Policy and not one violation; every kind of response
 * carries the headers a scanner such as the Mozilla HTTP Observatory scores.
 */
import type { Page } from '@playwright/test';
import { E2E_PREVIEW_SECRET } from '../preview/constants.ts';
import { enablePath, siteRoutes } from '../preview/site.ts';
import { OFFERED, SECOND, THIRD } from '../support/languages.ts';
import { expect, test } from './support/fixtures.ts';

/** Collects CSP violations from the page (the event) and from the console (what the browser reports). */
async function watchViolations(page: Page): Promise<string[]> {
  const seen: string[] = [];
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) =>
      console.error(`CSP violation: ${event.violatedDirective} ${event.blockedURI} ${event.sample}`),
    );
  });
  page.on('console', (message) => {
    if (/Content Security Policy|CSP violation/i.test(message.text())) seen.push(message.text());
  });
  page.on('pageerror', (error) => seen.push(`page error: ${error.message}`));
  return seen;
}

/** Loads a page and waits until React has hydrated it (so every script the page needs has run). */
async function visit(page: Page, path: string) {
  const response = await page.goto(path);
  await expect
    .poll(() =>
      page.evaluate(() => Object.keys(document.querySelector('main') ?? {}).some((k) => k.startsWith('__react'))),
    )
    .toBe(true);
  return response;
}

for (const locale of OFFERED) {
  test(`every route in ${locale} runs with its CSP and no violation`, async ({ page }) => {
    test.setTimeout(120_000);
    const violations = await watchViolations(page);
    const routes = siteRoutes().filter((path) => path.startsWith(`/${locale}`));
    for (const path of [...routes, `/${locale}/no-such-page`]) {
      const response = await visit(page, path);
      expect(response?.headers()['content-security-policy'], path).toMatch(/script-src 'self' 'sha256-/);
    }
    expect(violations).toEqual([]);
  });
}

test('an injected inline script is refused by the policy (and the watch above would see it)', async ({ page }) => {
  const violations = await watchViolations(page);
  await visit(page, '/en');
  const ran = await page.evaluate(() => {
    const script = document.createElement('script');
    script.textContent = 'window.__injected = true';
    document.body.append(script);
    return (window as unknown as { __injected?: boolean }).__injected === true;
  });
  expect(ran).toBe(false);
  await expect.poll(() => violations.join('\n')).toMatch(/script-src/);
});

test('draft mode (a shared preview) runs with its CSP and no violation', async ({ page }) => {
  const violations = await watchViolations(page);
  await page.goto(enablePath({ secret: E2E_PREVIEW_SECRET, redirect: '/en' }));
  for (const path of ['/en', `/${SECOND}/articles`, `/${THIRD}/contact`, '/en/articles/designing-for-calm'])
    await visit(page, path);
  expect(violations).toEqual([]);
});

test('the contact form sends with JavaScript under the CSP', async ({ page }) => {
  const violations = await watchViolations(page);
  await visit(page, '/en/contact');
  await page.getByLabel('Full name').focus();
  await expect.poll(() => violations).toEqual([]);
});

/** What the Observatory scores, on one response. */
function expectScoredHeaders(headers: Record<string, string>, what: string) {
  expect(headers['x-content-type-options'], what).toBe('nosniff');
  expect(headers['referrer-policy'], what).toBe('strict-origin-when-cross-origin');
  expect(headers['permissions-policy'], what).toMatch(/camera=\(\).*geolocation=\(\).*microphone=\(\)/);
  expect(headers['cross-origin-opener-policy'], what).toBe('same-origin');
  const csp = headers['content-security-policy'] ?? '';
  expect(csp, what).toMatch(/(^|; )object-src 'none'|(^|; )default-src 'none'/);
  expect(csp, what).toMatch(/frame-ancestors '(self|none)'/);
  expect(csp, what).not.toMatch(/script-src[^;]*'unsafe-(inline|eval)'/);
}

test('every kind of response carries the security headers', async ({ request }) => {
  const page = await request.get('/en');
  const pageHeaders = page.headers();
  expectScoredHeaders(pageHeaders, 'a page');
  expect(pageHeaders['content-security-policy']).toMatch(/default-src 'self'/);
  expect(pageHeaders['content-security-policy']).toMatch(/base-uri 'self'/);
  expect(pageHeaders['content-security-policy']).toMatch(/form-action 'self'/);
  expect(pageHeaders['x-frame-options']).toBe('SAMEORIGIN');

  const html = await page.text();
  const chunk = /src="(\/_next\/static\/chunks\/[^"]+\.js)"/.exec(html)![1]!;
  const image = /(\/dataset-images\/[0-9a-f]{40}-\d+x\d+\.png)/.exec(html)![1]!;
  for (const [what, response] of [
    ['a 404', await request.get('/en/no-such-page')],
    ['an API answer', await request.get('/api/switch-locale?to=xx')],
    ['a missing API', await request.get('/api/nope')],
    ['an image', await request.get(image)],
    ['a script', await request.get(chunk)],
  ] as const) {
    expectScoredHeaders(response.headers(), what);
  }
});

test('an image from the dataset cannot run a script on the site’s origin, even opened on its own', async ({
  request,
}) => {
  const html = await (await request.get('/en')).text();
  const image = /(\/dataset-images\/[0-9a-f]{40}-\d+x\d+\.\w+)/.exec(html)![1]!;
  const csp = (await request.get(image)).headers()['content-security-policy'];
  expect(csp).toMatch(/^default-src 'none'/);
  expect(csp).toMatch(/sandbox$/);
});

test('over plain HTTP there is no HSTS, and a forged X-Forwarded-Proto does not make it HTTPS', async ({ request }) => {
  expect((await request.get('/en')).headers()['strict-transport-security']).toBeUndefined();
  const forged = await request.get('/en', { headers: { 'x-forwarded-proto': 'https' } });
  expect(forged.headers()['strict-transport-security']).toBeUndefined();
  expect(forged.headers()['content-security-policy']).not.toMatch(/upgrade-insecure-requests/);
});

test('the answer to a contact post the server refuses, sent as a plain full-page post with JavaScript on, runs with its CSP and no violation', async ({
  page,
}) => {
  const violations = await watchViolations(page);
  await visit(page, '/en/contact');
  const form = page.locator('section[aria-labelledby="contact-form"] form');
  await form.getByLabel('Full name').fill('Ada');
  await form.getByLabel('Email').fill('not-an-address');
  // As a post before hydration goes: the form's own submission, no submit event for React to take over.
  const [answer] = await Promise.all([
    page.waitForResponse((response) => response.request().method() === 'POST'),
    form.evaluate((element) => HTMLFormElement.prototype.submit.call(element)),
  ]);
  expect(answer.status()).toBe(200);
  expect(answer.url()).toMatch(/\/en\/contact$/);
  const csp = answer.headers()['content-security-policy'];
  expect(csp).toMatch(/script-src 'self' 'sha256-/);
  await page.waitForLoadState('load');
  // The refusal page: the field's error from the server, in the HTML, and the page hydrated with its state.
  await expect(form.getByLabel('Email')).toHaveAttribute('aria-invalid', 'true');
  await expect(form.getByLabel('Full name')).toHaveValue('Ada');
  await expect
    .poll(() =>
      page.evaluate(() => Object.keys(document.querySelector('main') ?? {}).some((k) => k.startsWith('__react'))),
    )
    .toBe(true);
  // Next's data script with the action's state is among the hashes: the server audited the answer it sent.
  const html = await answer.text();
  expect(html).toMatch(/self\.__next_f\.push\(\[2,/);
  expect(violations).toEqual([]);
});
