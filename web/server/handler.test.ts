/**
 * The server's handler over real HTTP, with a stand-in for Next.js that
 * answers as Next does (headers first, then the body in one or more writes):
 * what reaches the client is checked byte for byte.
 */
import {
  createServer,
  request as httpRequest,
  type IncomingMessage,
  type Server,
  type ServerResponse,
} from 'node:http';
import type { AddressInfo } from 'node:net';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { themeScript } from '../src/config/theme';
import { SLOTS } from '../src/config/slots';
import { resetLogThrottles } from '../src/log';
import { scriptHashSource } from '../src/security/inline-scripts';
import { parseTrustProxy } from '../src/security/trust-proxy';
import { CHUNK_LOADER } from '../src/config/first-paint';
import { firstPaint } from './first-paint';
import { createHandler } from './handler';
import { Microcache } from './microcache';

// A preview key, so forged draft cookies reach the token check (env() is read once, on first use).
vi.hoisted(() => {
  process.env.PREVIEW_SECRET = 'handler-test-preview-secret-0123456789';
});

const flight = 'self.__next_f.push([1,"0:{\\"a\\":1}"])';
/** How many times the stand-in for Next answered each path. */
const answered = new Map<string, number>();
const injected = 'alert(document.cookie)';
/** One of Next's chunk scripts and one of its stylesheets, as React writes them. */
const chunkScript = '<script src="/_next/static/chunks/0a1b2c.js" async=""></script>';
const stylesheet = '<link rel="stylesheet" href="/_next/static/chunks/3d4e5f.css" data-precedence="next"/>';

function fakeNext(req: IncomingMessage, res: ServerResponse): Promise<void> {
  const path = (req.url ?? '/').split('?')[0] ?? '/';
  answered.set(path, (answered.get(path) ?? 0) + 1);
  if (req.method === 'HEAD') {
    // As Next answers a HEAD: the length of the body it would send, and none of it.
    const end = res.end.bind(res) as (...args: unknown[]) => ServerResponse;
    res.write = (() => true) as unknown as ServerResponse['write'];
    res.end = ((chunk?: unknown) => {
      if (typeof chunk === 'string') res.setHeader('content-length', Buffer.byteLength(chunk));
      return end();
    }) as ServerResponse['end'];
  }
  res.setHeader('x-seen-forwarded-for', String(req.headers['x-forwarded-for']));
  res.setHeader('x-seen-middleware-subrequest', String(req.headers['x-middleware-subrequest'] ?? 'none'));
  const html = (body: string) => {
    res.setHeader('content-type', 'text/html; charset=utf-8');
    res.end(`<!DOCTYPE html><html><body>${body}${'<p>padding</p>'.repeat(200)}</body></html>`);
  };
  switch (path.startsWith('/en/no/') ? '/missing' : path) {
    case '/page':
      res.setHeader('cache-control', 's-maxage=31536000');
      res.setHeader('etag', '"abc"');
      if (req.headers['if-none-match'] === '"abc"' || req.headers['if-none-match'] === 'W/"abc"') {
        // As Next confirms a version the client holds: its headers, no body.
        res.statusCode = 304;
        res.end();
        break;
      }
      html(`<script>${themeScript}</script><script>${flight}</script><script>${injected}</script>`);
      break;
    case '/missing':
      // As Next answers the 404 screen the proxy sends an unknown path to: a static page, 200.
      res.setHeader('x-nextjs-cache', 'HIT');
      res.setHeader('cache-control', 's-maxage=31536000');
      html(
        `<main data-vitrine-screen="not-found"><h1>Page not found: <span data-vitrine-slot="${SLOTS.path.name}">${SLOTS.path.placeholder}</span></h1></main>`,
      );
      break;
    case '/en/moved':
      // A 404 screen whose message is a page's own, with no path slot.
      res.setHeader('x-nextjs-cache', 'HIT');
      html('<main data-vitrine-screen="not-found"><h1>The process page has moved.</h1></main>');
      break;
    case '/en/error-screen':
      // Another error screen, which is no 404.
      html('<main><h1>Something went wrong.</h1></main>');
      break;
    case '/prerendered':
    case '/en/contact':
      // As Next answers a page from its prerender cache.
      res.setHeader('x-nextjs-cache', 'HIT');
      res.setHeader('vary', 'rsc, next-router-state-tree');
      res.setHeader('cache-control', 's-maxage=31536000');
      res.setHeader('etag', path === '/prerendered' ? '"p1"' : '"c2"');
      html(
        path === '/prerendered'
          ? `${stylesheet}${chunkScript}<script>${flight}</script><p>${answered.get(path)}</p>`
          : `${stylesheet}${chunkScript}<input type="hidden" name="token" value="${SLOTS.formToken.placeholder}" data-vitrine-slot="${SLOTS.formToken.name}"/>`,
      );
      break;
    case '/api/revalidate':
      res.setHeader('content-type', 'application/json');
      res.end('{"revalidated":[]}');
      break;
    case '/contact':
      res.setHeader('etag', '"c1"');
      res.setHeader('cache-control', 's-maxage=31536000');
      html(
        `<input type="hidden" name="token" value="${SLOTS.formToken.placeholder}" data-vitrine-slot="${SLOTS.formToken.name}"/>`,
      );
      break;
    case '/streamed':
      res.setHeader('content-type', 'text/html; charset=utf-8');
      res.write('<!DOCTYPE html><html><body>');
      setTimeout(() => res.end(`<script>${flight}</script></body></html>`), 20);
      break;
    case '/api/nope':
      res.statusCode = 404;
      html('<h1>404</h1>');
      break;
    case '/events':
      res.writeHead(200, { 'content-type': 'text/event-stream' });
      res.write('event: change\ndata: {}\n\n');
      setTimeout(() => res.end(), 20);
      break;
    case '/broken-action':
      res.statusCode = 500;
      html('<h1>Internal error</h1>');
      break;
    default:
      res.statusCode = 200;
      res.setHeader('content-type', 'application/json');
      res.end('{"ok":true}');
  }
  return Promise.resolve();
}

let server: Server;
let base: string;
let now = 0;
const microcache = new Microcache({ ttlMs: 1000, maxBytes: 1024 * 1024, maxEntryBytes: 64 * 1024 }, () => now);
let tokens = 0;

beforeAll(async () => {
  const handler = createHandler({
    next: fakeNext,
    trustProxy: parseTrustProxy(undefined),
    policy: { images: [], preview: { connect: [], frameAncestors: [] } },
    issueFormToken: () => (tokens++ === 0 ? 'fresh.token.signed' : `fresh.token.${tokens}`),
    microcache,
    firstPaint: firstPaint(),
  });
  server = createServer((req, res) => void handler(req, res));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

interface Answer {
  status: number;
  headers: IncomingMessage['headers'];
  body: Buffer;
}

/** A raw request (fetch would decompress and hide the encoding). */
function get(path: string, headers: Record<string, string> = {}, method = 'GET'): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(`${base}${path}`, { method, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => resolve({ status: res.statusCode!, headers: res.headers, body: Buffer.concat(chunks) }));
    });
    req.on('error', reject);
    req.end();
  });
}

describe('the server handler', () => {
  it('hashes the trusted inline scripts into the CSP, never an injected one', async () => {
    const { headers } = await get('/page');
    const csp = String(headers['content-security-policy']);
    expect(csp).toContain(scriptHashSource(themeScript));
    expect(csp).toContain(scriptHashSource(flight));
    expect(csp).not.toContain(scriptHashSource(injected));
    expect(csp).not.toMatch(/unsafe-inline'[^;]*;.*script-src|script-src[^;]*unsafe/);
    expect(csp).toMatch(/object-src 'none'/);
    expect(csp).toMatch(/frame-ancestors 'self'/);
  });

  it('sends every security header, and a Cache-Control a CDN can honour', async () => {
    const { headers } = await get('/page');
    expect(headers).toMatchObject({
      'x-content-type-options': 'nosniff',
      'referrer-policy': 'strict-origin-when-cross-origin',
      'cross-origin-opener-policy': 'same-origin',
      'x-frame-options': 'SAMEORIGIN',
      'cache-control': 'public, max-age=0, s-maxage=20, stale-while-revalidate=40',
    });
    expect(headers['permissions-policy']).toMatch(/camera=\(\)/);
    // Plain HTTP from an untrusted peer: no HSTS (a forged X-Forwarded-Proto does not make it HTTPS).
    expect(headers['strict-transport-security']).toBeUndefined();
    expect((await get('/page', { 'x-forwarded-proto': 'https' })).headers['strict-transport-security']).toBeUndefined();
  });

  it('confirms a version with the headers of the page it confirms: a CDN revalidating keeps it 20 s, not a year', async () => {
    const page = await get('/page', { 'accept-encoding': 'gzip, br' });
    const confirmed = await get('/page', { 'accept-encoding': 'gzip, br', 'if-none-match': String(page.headers.etag) });
    expect(confirmed.status).toBe(304);
    expect(confirmed.body.length).toBe(0);
    expect(confirmed.headers['cache-control']).toBe(page.headers['cache-control']);
    expect(confirmed.headers['cache-control']).toBe('public, max-age=0, s-maxage=20, stale-while-revalidate=40');
    expect(confirmed.headers.etag).toBe(page.headers.etag);
    expect(String(confirmed.headers.vary)).toMatch(/Accept-Encoding/);
    expect(confirmed.headers['content-security-policy']).toBeUndefined();
    expect(confirmed.headers['x-content-type-options']).toBe('nosniff');
  });

  it('compresses once per version, with a weak ETag, and varies on Accept-Encoding', async () => {
    const plain = await get('/page');
    const br = await get('/page', { 'accept-encoding': 'gzip, br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.etag).toBe('W/"abc"');
    expect(br.headers.vary).toMatch(/Accept-Encoding/);
    expect(brotliDecompressSync(br.body)).toEqual(plain.body);
    expect(Number(br.headers['content-length'])).toBe(br.body.length);
  });

  it('makes a 404 screen without a path slot a 404 too (the message a validate rule gives), and no other page', async () => {
    const moved = await get('/en/moved');
    expect(moved.status).toBe(404);
    expect(moved.headers['cache-control']).toBe('no-store');
    expect(moved.body.toString()).toContain('The process page has moved.');
    expect((await get('/en/error-screen')).status).toBe(200);
  }, 10_000);

  it('makes the 404 screen a 404 (the marked page), writes the path, keeps it out of caches', async () => {
    const { status, headers, body } = await get('/en/no/such%3Cpage%3E"x');
    expect(status).toBe(404);
    expect(headers['cache-control']).toBe('no-store');
    expect(body.toString()).toContain(
      'Page not found: <span data-vitrine-slot="requested-path">/en/no/such%3Cpage%3E%22x</span>',
    );
  }, 10_000);

  it('gives a bot the status and one line instead of the 404 screen, and logs one line', async () => {
    resetLogThrottles();
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { status, headers, body } = await get('/missing', {
      'user-agent': 'Mozilla/5.0 (compatible; Googlebot/2.1)',
    });
    expect(status).toBe(404);
    expect(headers['content-type']).toMatch(/^text\/plain/);
    expect(body.toString()).toBe('404 /missing\n');
    expect(warn.mock.calls.map(([line]) => String(line))).toEqual([
      '[404] /missing (bot: Mozilla/5.0 (compatible; Googlebot/2.1))',
    ]);
    warn.mockRestore();
  });

  it('writes a fresh token into each contact page and keeps it private', async () => {
    const { body, headers } = await get('/contact');
    expect(body.toString()).toContain('value="fresh.token.signed" data-vitrine-slot="form-token"');
    expect(headers.etag).toBeUndefined();
    expect(headers['cache-control']).toBe('private, no-store');
  });

  it('writes the token into the contact page, gzipped from halves compressed once, even for a client preferring br', async () => {
    const plain = await get('/en/contact');
    const first = await get('/en/contact', { 'accept-encoding': 'br, gzip' });
    const second = await get('/en/contact', { 'accept-encoding': 'gzip, deflate, br' });
    for (const answer of [first, second]) {
      expect(answer.headers['content-encoding']).toBe('gzip');
      expect(answer.headers.etag).toBeUndefined();
      expect(answer.headers['cache-control']).toBe('private, no-store');
      expect(answer.headers.vary).toMatch(/Accept-Encoding/);
      expect(Number(answer.headers['content-length'])).toBe(answer.body.length);
    }
    const [one, two] = [gunzipSync(first.body).toString(), gunzipSync(second.body).toString()];
    expect(one).not.toBe(two);
    // Each response has its own token, where the placeholder was, and nothing else differs.
    const token = /value="(fresh\.token\.\d+)" data-vitrine-slot="form-token"/;
    expect(one.replace(token.exec(one)![1]!, 'T')).toBe(two.replace(token.exec(two)![1]!, 'T'));
    expect(one.replace(token.exec(one)![1]!, 'T')).toBe(
      plain.body.toString().replace(/value="[^"]*" data-vitrine-slot/, 'value="T" data-vitrine-slot'),
    );
    expect(one).not.toContain(SLOTS.formToken.placeholder);
    expect((await get('/en/contact', { 'accept-encoding': 'br' })).headers['content-encoding']).toBe('br');
  });

  it('answers a prerendered page from a copy of Next’s answer for a moment, finished for each request', async () => {
    now = 10_000;
    microcache.clear();
    answered.delete('/prerendered');
    const first = await get('/prerendered');
    const second = await get('/prerendered', { 'accept-encoding': 'br' });
    expect(answered.get('/prerendered')).toBe(1);
    expect(first.headers['x-vitrine-cache']).toBeUndefined();
    expect(second.headers['x-vitrine-cache']).toBe('hit');
    expect(brotliDecompressSync(second.body)).toEqual(first.body);
    expect(second.headers).toMatchObject({
      'content-encoding': 'br',
      etag: 'W/"p1"',
      'cache-control': 'public, max-age=0, s-maxage=20, stale-while-revalidate=40',
    });
    expect(String(second.headers['content-security-policy'])).toContain(scriptHashSource(flight));
    expect(second.headers.date).toBeDefined();
    now += 999;
    await get('/prerendered');
    expect(answered.get('/prerendered')).toBe(1);
    now += 1;
    expect((await get('/prerendered')).body.toString()).toContain('<p>2</p>');
    expect(answered.get('/prerendered')).toBe(2);
  });

  it.each([
    'vitrine_preview=%ZZ; __prerender_bypass=1',
    '__prerender_bypass=%E0%A4%A; vitrine_preview=%FE%FF',
    'vitrine_preview=%E0%A4%A; __prerender_bypass=%23',
  ])('answers a page whatever a forged draft cookie holds (%s): Next answers, never a 500', async (cookie) => {
    const answer = await get('/prerendered', { cookie });
    expect(answer.status).toBe(200);
  });

  it.each([
    ['a query', '/prerendered?x=1', {}, 'GET'],
    ['a draft-mode cookie', '/prerendered', { cookie: 'a=b; __prerender_bypass=1' }, 'GET'],
    ['a preview token cookie', '/prerendered', { cookie: 'vitrine_preview=x' }, 'GET'],
    ['a client-router request', '/prerendered', { rsc: '1' }, 'GET'],
    ['a conditional request', '/prerendered', { 'if-none-match': '"p1"' }, 'GET'],
  ])('sends a request with %s to Next, never to or from the copy', async (_name, path, headers, method) => {
    now = 20_000;
    microcache.clear();
    answered.delete('/prerendered');
    await get(path, headers, method);
    await get(path, headers, method);
    expect(answered.get('/prerendered')).toBe(2);
    expect(microcache.size).toBe(0);
  });

  it('answers a HEAD from the copy a GET made, with the GET’s headers and no body', async () => {
    now = 25_000;
    microcache.clear();
    answered.delete('/prerendered');
    const full = await get('/prerendered', { 'accept-encoding': 'gzip' });
    const head = await get('/prerendered', { 'accept-encoding': 'gzip' }, 'HEAD');
    expect(answered.get('/prerendered')).toBe(1);
    expect(head.headers['x-vitrine-cache']).toBe('hit');
    expect(head.body.length).toBe(0);
    expect(head.headers['content-length']).toBe(full.headers['content-length']);
    expect(head.headers['content-security-policy']).toBe(full.headers['content-security-policy']);
  });

  it('keeps no copy of a page Next rendered for this request, nor of a 404', async () => {
    microcache.clear();
    await get('/page');
    await get('/en/no/such-page');
    await get('/contact');
    expect(microcache.size).toBe(0);
  });

  it('empties the copies when the revalidation webhook succeeds', async () => {
    now = 30_000;
    await get('/prerendered');
    expect(microcache.size).toBeGreaterThan(0);
    await get('/api/revalidate', {}, 'POST');
    expect(microcache.size).toBe(0);
  });

  it('holds a streamed page until it is complete, then hashes what it streamed', async () => {
    const { headers, body } = await get('/streamed');
    expect(body.toString()).toMatch(/<\/html>$/);
    expect(String(headers['content-security-policy'])).toContain(scriptHashSource(flight));
  });

  it('passes an event stream straight through', async () => {
    const { headers, body } = await get('/events', { 'accept-encoding': 'br' });
    expect(headers['content-encoding']).toBeUndefined();
    expect(body.toString()).toBe('event: change\ndata: {}\n\n');
    expect(headers['x-content-type-options']).toBe('nosniff');
  });

  it('answers a 404 outside the pages with a line, and a non-page resource with the strict policy', async () => {
    const missing = await get('/api/nope');
    expect(missing.status).toBe(404);
    expect(missing.body.toString()).toBe('Not found\n');
    const json = await get('/api/ok');
    expect(json.headers['content-security-policy']).toMatch(/^default-src 'none'.*sandbox$/);
  });

  it('turns a broken post to a page into a 400', async () => {
    const { status, body } = await get('/broken-action', {}, 'POST');
    expect(status).toBe(400);
    expect(body.toString()).toBe('Bad request\n');
  });

  it('refuses at the door what no page can answer, with a short body', async () => {
    const malformed = await get('/%E0%A4%A');
    expect(malformed.status).toBe(400);
    expect(malformed.body.length).toBeLessThan(100);
    expect((await get('/en', {}, 'TRACE')).status).toBe(405);
  });

  it('tells Next the client’s real address, whatever the client claimed, and drops Next’s internal headers', async () => {
    const { headers } = await get('/page', { 'x-forwarded-for': '6.6.6.6', 'x-middleware-subrequest': 'middleware' });
    expect(headers['x-seen-forwarded-for']).toBe('127.0.0.1');
    expect(headers['x-seen-middleware-subrequest']).toBe('none');
  });
});

/** Every header field but the two that belong to the moment (Date) and to the microcache's state. */
const fields = (headers: IncomingMessage['headers']) =>
  Object.fromEntries(Object.entries(headers).filter(([name]) => !['date', 'x-vitrine-cache'].includes(name)));

describe('HEAD', () => {
  it.each([
    ['a page', '/page', {}],
    ['a page, compressed', '/page', { 'accept-encoding': 'gzip, br' }],
    ['a prerendered page', '/prerendered', { 'accept-encoding': 'br' }],
    // (Its tokens here are `fresh.token.<n>`, n of two digits from here on: the same length, as the site's are.)
    ['the contact page, with its per-response token', '/en/contact', { 'accept-encoding': 'gzip, br' }],
    ['a 404 page', '/en/no/such-page', { 'accept-encoding': 'gzip' }],
    ['a 404 outside the pages', '/api/nope', {}],
    ['JSON', '/api/anything', { 'accept-encoding': 'gzip' }],
    ['a confirmed version (304)', '/page', { 'accept-encoding': 'gzip, br', 'if-none-match': 'W/"abc"' }],
  ])('answers %s with the status and header fields of its GET, and no body', async (_name, path, headers) => {
    microcache.clear();
    const full = await get(path, headers);
    microcache.clear();
    const head = await get(path, headers, 'HEAD');
    expect(head.status).toBe(full.status);
    expect(fields(head.headers)).toEqual(fields(full.headers));
    expect(head.body.length).toBe(0);
  });

  it('answers a HEAD of a page streamed in parts as it would the GET, minus the framing of a body it has not', async () => {
    const full = await get('/streamed');
    const head = await get('/streamed', {}, 'HEAD');
    expect(head.status).toBe(full.status);
    expect(fields(head.headers)).toEqual(fields(full.headers));
  });

  it('ends a HEAD of an event stream at its head: the stream is not kept open behind it', async () => {
    const full = await get('/events');
    const head = await get('/events', {}, 'HEAD');
    expect(full.body.toString()).toContain('event: change');
    expect(head.body.length).toBe(0);
    const { 'transfer-encoding': chunked, ...rest } = fields(full.headers);
    expect(chunked).toBe('chunked');
    expect(fields(head.headers)).toEqual(rest);
  });
});

// Last: its contact pages take two tokens, which would change the length of those the HEAD tests compare.
describe('the first paint', () => {
  it('holds the chunk scripts until the first paint in every page: Next’s answer, the copy kept of it, the contact page’s halves', async () => {
    now = 30_000;
    microcache.clear();
    for (const path of ['/prerendered', '/prerendered', '/en/contact', '/en/contact']) {
      const html = gunzipSync((await get(path, { 'accept-encoding': 'gzip' })).body).toString();
      expect(html, path).toContain(stylesheet);
      expect(html, path).toContain('<script type="vitrine/chunk" data-src="/_next/static/chunks/0a1b2c.js"></script>');
      expect(html, path).not.toContain('async=""');
      expect(html, path).toContain(`<script>${CHUNK_LOADER}</script></body>`);
    }
    const copy = await get('/prerendered');
    expect(copy.headers['x-vitrine-cache']).toBe('hit');
    // The loader is trusted by its text; the page's own inline scripts keep their hashes.
    const csp = String(copy.headers['content-security-policy']);
    expect(csp).toContain(scriptHashSource(CHUNK_LOADER));
    expect(csp).toContain(scriptHashSource(flight));
  });
});
