/**
 * The Vitrine server answers a busy prerendered page from a moment-long copy
 * of Next's answer (web/server/microcache.ts), marked `x-vitrine-cache: hit`:
 * over HTTP, against the built site, the copy is the page Next serves, and
 * requests that may get another answer never see it.
 */
import { brotliDecompressSync } from 'node:zlib';
import { languageTag } from '@vitrine/schemas';
import { SECOND } from '../support/languages.ts';
import { rawGet } from '../support/raw-get.ts';
import { expect, test } from './support/fixtures.ts';

/** A GET, its body decoded. */
async function get(url: string, headers: Record<string, string> = {}) {
  const { status, headers: sent, body } = await rawGet(url, headers);
  const text = (sent['content-encoding'] === 'br' ? brotliDecompressSync(body) : body).toString('utf8');
  return { status, headers: sent, text };
}

const HIT = 'x-vitrine-cache';

test('a prerendered page comes from the copy, with the bytes, policy and caching Next’s answer gets', async ({
  baseURL,
}) => {
  await expect.poll(async () => (await get(`${baseURL}/${SECOND}/about`))?.headers[HIT]).toBe('hit');
  const copy = await get(`${baseURL}/${SECOND}/about`, { 'accept-encoding': 'gzip, br' });
  // A conditional request always reaches Next: an ETag that matches nothing gets the whole page.
  const fromNext = await get(`${baseURL}/${SECOND}/about`, {
    'accept-encoding': 'gzip, br',
    'if-none-match': '"other"',
  });
  expect(fromNext.headers[HIT]).toBeUndefined();
  expect(copy.status).toBe(200);
  expect(copy.text).toBe(fromNext.text);
  expect(copy.text).toContain(`<html lang="${languageTag(SECOND)}"`);
  for (const name of ['content-encoding', 'etag', 'cache-control', 'content-security-policy', 'vary']) {
    expect(copy.headers[name], name).toBe(fromNext.headers[name]);
  }
  expect(copy.headers['cache-control']).toMatch(/^public, max-age=0, s-maxage=\d+, stale-while-revalidate=\d+$/);
});

test.describe('what never comes from the copy', () => {
  const cases: [string, string, Record<string, string>][] = [
    ['a query', '/en/credits?utm_source=x', {}],
    ['a draft-mode cookie', '/en/credits', { cookie: '__prerender_bypass=x' }],
    ['a client-router request', '/en/credits', { rsc: '1' }],
    ['a 404', '/en/no-such-page-here', {}],
    ['a path without a language', '/credits', {}],
  ];
  for (const [name, path, headers] of cases) {
    test(`a request with ${name}`, async ({ baseURL }) => {
      // A copy of the plain page exists now.
      await expect.poll(async () => (await get(`${baseURL}/en/credits`)).headers[HIT]).toBe('hit');
      for (let i = 0; i < 3; i++) expect((await get(`${baseURL}${path}`, headers)).headers[HIT]).toBeUndefined();
    });
  }
});
