import { describe, expect, it } from 'vitest';
import { cacheKey, Microcache, storable } from './microcache';

const prerendered = {
  'content-type': 'text/html; charset=utf-8',
  'x-nextjs-cache': 'HIT',
  'cache-control': 's-maxage=31536000',
  etag: '"a"',
};
const page = (bytes: number) => ({ status: 200, headers: prerendered, body: Buffer.alloc(bytes, 'x') });

describe('cacheKey', () => {
  it.each([
    ['GET', '/en/about', {}, '/en/about'],
    ['GET', '/en/about', { cookie: 'i18n_redirected=fr; theme=dark' }, '/en/about'],
    ['GET', '/en/about', { 'accept-encoding': 'br', 'accept-language': 'fr' }, '/en/about'],
    ['HEAD', '/en/about', {}, null],
    ['POST', '/en/contact', {}, null],
    ['GET', '/en/about?x=1', {}, null],
    ['GET', '/api/contact/token', {}, null],
    ['GET', '/_next/static/chunks/a.js', {}, null],
    ['GET', '/dataset-images/a.png', {}, null],
    ['GET', '/en/about', { cookie: 'a=1; __prerender_bypass=x' }, null],
    ['GET', '/en/about', { cookie: 'vitrine_preview=x' }, null],
    ['GET', '/en/about', { rsc: '1' }, null],
    ['GET', '/en/about', { 'next-router-prefetch': '1' }, null],
    ['GET', '/en/about', { 'if-none-match': '"a"' }, null],
    ['GET', '/en/about', { 'if-modified-since': 'Mon, 23 Nov 2026 10:00:00 GMT' }, null],
    ['GET', '/en/about', { range: 'bytes=0-10' }, null],
  ])('%s %s %j → %j', (method, url, headers, expected) => expect(cacheKey(method, url, headers)).toBe(expected));
});

describe('storable', () => {
  it.each([
    ['a page from the prerender cache', {}, 200, true],
    ['a page Next rendered for this request', { 'x-nextjs-cache': undefined }, 200, false],
    ['a stale page (revalidating)', { 'x-nextjs-cache': 'STALE' }, 200, false],
    ['a redirect', {}, 307, false],
    ['a private page', { 'cache-control': 'private, no-store' }, 200, false],
    ['a page without s-maxage', { 'cache-control': 'no-cache' }, 200, false],
    ['a page that sets a cookie', { 'set-cookie': ['a=1'] }, 200, false],
    ['JSON', { 'content-type': 'application/json' }, 200, false],
    ['an encoded body', { 'content-encoding': 'gzip' }, 200, false],
  ])('%s: %s', (_name, changes, status, expected) => {
    const headers: Record<string, unknown> = { ...prerendered, ...changes };
    for (const name of Object.keys(headers)) if (headers[name] === undefined) delete headers[name];
    expect(storable(status, headers as Record<string, string>)).toBe(expected);
  });
});

describe('Microcache', () => {
  it('serves a copy for ttlMs, then forgets it', () => {
    let now = 0;
    const cache = new Microcache({ ttlMs: 1000, maxBytes: 1000, maxEntryBytes: 1000 }, () => now);
    cache.set('/a', page(10));
    now = 999;
    expect(cache.get('/a')?.body.length).toBe(10);
    now = 1000;
    expect(cache.get('/a')).toBeUndefined();
    expect(cache.size).toBe(0);
  });

  it('holds at most maxBytes, dropping the oldest copies first, and never a page over maxEntryBytes', () => {
    const cache = new Microcache({ ttlMs: 1000, maxBytes: 300, maxEntryBytes: 200 }, () => 0);
    cache.set('/a', page(100));
    cache.set('/b', page(100));
    cache.set('/c', page(100));
    cache.set('/d', page(100));
    expect(cache.size).toBe(300);
    expect(cache.get('/a')).toBeUndefined();
    expect(cache.get('/d')).toBeDefined();
    cache.set('/big', page(201));
    expect(cache.get('/big')).toBeUndefined();
    cache.set('/d', page(50));
    expect(cache.size).toBe(250);
  });

  it('keeps nothing that may not be shared', () => {
    const cache = new Microcache({ ttlMs: 1000, maxBytes: 1000, maxEntryBytes: 1000 }, () => 0);
    cache.set('/a', { ...page(10), headers: { ...prerendered, 'set-cookie': 'x=1' } });
    expect(cache.size).toBe(0);
    // The 404 screen, which answers every unknown path: one copy per random URL would cost memory per URL.
    const screen = Buffer.from('<main data-vitrine-screen="not-found"><h1>Page not found: /…</h1></main>');
    cache.set('/en/no-such-page', { ...page(0), body: screen });
    expect(cache.size).toBe(0);
    cache.set('/en/nearly', { ...page(0), body: Buffer.from('<h1>Page not found: /…</h1>') });
    expect(cache.size).toBeGreaterThan(0);
  });
});
