/** Each check flags what it must and passes what it must: the fuzzer's verdicts can fail. */
import { gzipSync } from 'node:zlib';
import { MAX_BODY_BYTES } from '../../web/server/guard.ts';
import { describe, expect, it } from 'vitest';
import {
  checkOutcome,
  maskStringLiterals,
  offSiteReason,
  policyFor,
  reflectedMarkup,
  refreshUrl,
  type CheckName,
} from './checks.ts';
import type { FuzzRequest } from './generate.ts';
import { markupPayloads, markerToken } from './payloads.ts';
import { ENDPOINTS, isPagePath, isSecretProtectedPath, type SiteMap } from './routes.ts';
import { parseResponse, type HttpResponse, type Outcome } from './wire.ts';

const ORIGIN = 'http://127.0.0.1:3000';
const SEED = 42;
const SITE: SiteMap = {
  locales: ['en', 'fr', 'pt'],
  pages: ['/en'],
  articles: [],
  images: [],
  endpoints: ENDPOINTS,
  redirects: [
    { source: '/cv', destination: 'https://read.example.com/liviavilar' },
    { source: '/en/blog/x', destination: '/en/articles/x' },
  ],
  actionIds: [],
};
const POLICY = policyFor(ORIGIN, SEED, SITE);

function request(target: string, index = 7): FuzzRequest {
  return {
    seed: SEED,
    index,
    family: 'path',
    note: 'test',
    method: 'GET',
    target,
    headers: [],
    token: markerToken(SEED, index),
  };
}

function response(status: number, headers: Record<string, string> = {}, body: string | Buffer = ''): HttpResponse {
  return { status, headers: Object.entries(headers).map(([k, v]) => [k.toLowerCase(), v]), body: Buffer.from(body) };
}

function checks(target: string, res: HttpResponse, index = 7): CheckName[] {
  return checkOutcome(request(target, index), { kind: 'response', response: res, ms: 1 }, POLICY).map((f) => f.check);
}

const html = { 'content-type': 'text/html; charset=utf-8' };
const json = { 'content-type': 'application/json' };
const rsc = { 'content-type': 'text/x-component' };

describe('server-error', () => {
  it.each([500, 502, 503, 504, 599])('flags %i', (status) => {
    expect(checks('/en', response(status))).toContain('server-error');
  });
  it.each([200, 204, 307, 404])('passes %i', (status) => {
    expect(checks('/en', response(status))).not.toContain('server-error');
  });
  it('flags a hang and a connection closed without an answer', () => {
    const run = (outcome: Outcome) => checkOutcome(request('/en'), outcome, POLICY).map((f) => f.check);
    expect(run({ kind: 'timeout', ms: 10_000 })).toEqual(['timeout']);
    expect(run({ kind: 'no-answer', error: 'ECONNRESET', ms: 3 })).toEqual(['no-answer']);
  });
  it('takes a reset while an over-limit body is still being sent as a refusal, and nothing else', () => {
    const outcome: Outcome = { kind: 'no-answer', error: 'write EPIPE', ms: 40, whileSending: true };
    const sending = (body: string) =>
      checkOutcome({ ...request('/api/revalidate'), method: 'POST', body }, outcome, POLICY).map((f) => f.check);
    expect(sending('x'.repeat(MAX_BODY_BYTES + 1))).toEqual([]);
    // A body the server reads to the end must be answered, however the connection ends.
    expect(sending('x'.repeat(MAX_BODY_BYTES))).toEqual(['no-answer']);
    expect(sending('{}')).toEqual(['no-answer']);
    // Written in full, then no answer: a finding whatever the size.
    const { whileSending: _sent, ...after } = outcome;
    expect(
      checkOutcome({ ...request('/en'), method: 'POST', body: 'x'.repeat(MAX_BODY_BYTES + 1) }, after, POLICY).map(
        (f) => f.check,
      ),
    ).toEqual(['no-answer']);
  });
});

describe('off-site-redirect', () => {
  const base = new URL(`${ORIGIN}/en/about`);

  it.each([
    ['//evil.example', 'protocol-relative'],
    ['///evil.example/x', 'protocol-relative'],
    ['https://evil.example/', 'https://evil.example'],
    ['HTTP://EVIL.example', 'http://evil.example'],
    ['http://127.0.0.1:3001/en', 'http://127.0.0.1:3001'],
    ['https://127.0.0.1:3000/en', 'https://127.0.0.1:3000'],
    ['/\\evil.example', 'backslash'],
    ['\\\\evil.example', 'backslash'],
    ['/en\\..\\x', 'backslash'],
    [' //evil.example', 'protocol-relative'],
    ['\u0000//evil.example', 'protocol-relative'],
    ['/\t/evil.example', 'protocol-relative'],
    ['javascript:alert(1)', 'javascript: URL'],
    ['data:text/html,x', 'data: URL'],
  ])('flags a Location of %j (%s)', (location, reason) => {
    expect(offSiteReason(location, base)).toContain(reason);
    expect(checks('/en/about', response(307, { location }))).toEqual(['off-site-redirect']);
  });

  it.each([
    '/en',
    'en/contact',
    '../fr',
    '?q=1',
    '#top',
    `${ORIGIN}/fr/about`,
    '/en//evil.example',
    '/en/%2F%2Fevil.example',
  ])('passes a Location of %j', (location) => {
    expect(offSiteReason(location, base)).toBeNull();
    expect(checks('/en/about', response(307, { location }))).toEqual([]);
  });

  it('resolves against the address it connected to, not the Host the request claimed', () => {
    // A forged Host turned into an absolute Location is the cache-poisoning shape of an open redirect.
    expect(checks('/en/about', response(307, { location: 'http://evil.example/en/about' }))).toEqual([
      'off-site-redirect',
    ]);
  });

  it('passes the off-site destinations the CMS configures, and only those', () => {
    expect(checks('/cv', response(307, { location: 'https://read.example.com/liviavilar' }))).toEqual([]);
    expect(checks('/cv', response(307, { location: 'https://read.example.com/other' }))).toEqual(['off-site-redirect']);
    expect(POLICY.offSiteDestinations).toEqual(['https://read.example.com/liviavilar']);
  });

  it.each([
    ['0;url=//evil.example', '//evil.example'],
    ["5; URL='https://evil.example/x'", 'https://evil.example/x'],
    ['0, url="/en"', '/en'],
    ['1;/en/about', '/en/about'],
    ['5', null],
    ['garbage', null],
  ])('reads the URL of Refresh: %j', (value, url) => {
    expect(refreshUrl(value)).toBe(url);
  });

  it('flags an off-site Refresh header and <meta http-equiv=refresh>, and passes same-site ones', () => {
    expect(checks('/en', response(200, { refresh: '0;url=//evil.example' }))).toEqual(['off-site-redirect']);
    expect(checks('/en', response(200, { refresh: '0;url=/fr' }))).toEqual([]);
    const meta = (content: string) => `<html><head><meta content="${content}" http-equiv="Refresh"></head></html>`;
    expect(checks('/en', response(200, html, meta('0;url=https://evil.example')))).toEqual(['off-site-redirect']);
    expect(checks('/en', response(200, html, meta('0;url=https:&#x2F;&#x2F;evil.example')))).toEqual([
      'off-site-redirect',
    ]);
    expect(checks('/en', response(200, html, meta('1;url=/en/about')))).toEqual([]);
    // Not markup: a browser never reads a meta tag out of JSON.
    expect(checks('/en', response(200, json, JSON.stringify({ x: meta('0;url=//evil.example') })))).toEqual([]);
  });
});

describe('reflected-markup', () => {
  const token = markerToken(SEED, 7);
  const [tag, attribute, image] = markupPayloads(token) as [string, string, string];

  it.each([tag, attribute, image, tag.toUpperCase(), attribute.toUpperCase()])(
    'flags %j unescaped in HTML',
    (payload) => {
      expect(checks('/en', response(404, html, `<h1>Page not found: /en/${payload}</h1>`))).toContain(
        'reflected-markup',
      );
    },
  );

  it('passes the same payloads escaped in HTML and in an inline script', () => {
    const body = `<h1>Page not found: /en/&lt;${token}&gt; &quot;&gt;&lt;svg/onload=${token}&gt;</h1><script>self.__next_f.push([1,"\\u003c${token}\\u003e"])</script>`;
    expect(checks('/en', response(404, html, body))).toEqual([]);
  });

  it('passes a payload inside a JSON string, and flags one that breaks out of it', () => {
    expect(
      checks('/api/switch-locale', response(400, json, JSON.stringify({ error: `Unknown locale "${attribute}"` }))),
    ).toEqual([]);
    expect(checks('/api/switch-locale', response(400, json, `{"error":"${attribute}"}`))).toEqual(['reflected-markup']);
  });

  it('flags a payload inside a JSON string when the JSON is served as HTML, or untyped', () => {
    const body = JSON.stringify({ error: `Unknown locale "${tag}"` });
    expect(checks('/api/switch-locale', response(400, html, body))).toEqual(['reflected-markup']);
    expect(checks('/api/switch-locale', response(400, {}, body))).toEqual(['reflected-markup']);
    expect(checks('/api/switch-locale', response(400, { 'content-type': 'text/plain' }, body))).toEqual([]);
  });

  it('reads RSC payloads row by row: strings and text rows are data, the rest is structure', () => {
    const text = `x ${tag} y`;
    const rows = `0:["$","h1",null,{"children":"${tag}"}]\n1:T${Buffer.byteLength(text).toString(16)},${text}2:["$","p",null,{}]\n`;
    expect(checks('/en', response(200, rsc, rows))).toEqual([]);
    expect(checks('/en', response(200, rsc, `0:["$","h1",null,{}]${tag}\n`))).toEqual(['reflected-markup']);
    const masked = maskStringLiterals(Buffer.from(rows), true).toString();
    expect(masked).not.toContain(token);
    expect(masked).toContain('"children"'.replace(/[a-z]/g, ' '));
  });

  it('reports the marker of another request of the run: a cached reflection', () => {
    const other = markupPayloads(markerToken(SEED, 1234))[0]!;
    const findings = reflectedMarkup(response(200, html, `<p>${other}</p>`), SEED, 7);
    expect(findings).toHaveLength(1);
    expect(findings[0]!.detail).toContain('sent by request #1234');
    expect(
      reflectedMarkup(response(200, html, `<p>${markupPayloads(markerToken(SEED + 1, 7))[0]}</p>`), SEED, 7),
    ).toEqual([]);
  });

  it('finds a payload in a gzip body once decoded', () => {
    const body = gzipSync(`<p>${tag}</p>`);
    const raw = Buffer.concat([
      Buffer.from(
        `HTTP/1.1 200 OK\r\ncontent-type: text/html\r\ncontent-encoding: gzip\r\ncontent-length: ${body.length}\r\n\r\n`,
      ),
      body,
    ]);
    expect(checks('/en', parseResponse(raw, 'GET'))).toEqual(['reflected-markup']);
  });
});

describe('refusals', () => {
  it.each([400, 404, 405, 413])('passes %i with a short body', (status) => {
    expect(checks('/api/switch-locale', response(status, json, '{"error":"no"}'))).toEqual([]);
  });

  it.each([402, 409, 410, 415, 416, 418, 422, 429, 431])('flags %i', (status) => {
    expect(checks('/en/contact', response(status, { 'content-type': 'text/plain' }, 'no'))).toEqual(['refusal-status']);
  });

  it.each([
    ['/api/draft-mode/enable?secret=x', 401],
    ['/api/draft-mode/enable', 403],
    ['/api/revalidate', 401],
    ['/api/revalidate/', 403],
    ['/api/%72evalidate', 401],
    ['/en/about?preview=wrong', 401],
    ['/fr?x=1&preview=', 403],
  ])('lets the secret-protected endpoint %s answer %i', (target, status) => {
    expect(checks(target, response(status, json, '{"error":"The secret is wrong."}'))).toEqual([]);
  });

  it.each([
    ['/api/draft-mode/disable', 401],
    ['/api/switch-locale?to=fr', 403],
    ['/en/about', 401],
    ['/en/about?previewed=1', 401],
    ['/api/switch-locale?preview=x', 401],
    ['/api/draft-mode/enable/x', 403],
    ['/dataset-images/x.png', 403],
  ])('flags %s answering %i: it takes no secret', (target, status) => {
    expect(checks(target, response(status, json, '{}'))).toEqual(['refusal-status']);
  });

  const big = 'x'.repeat(2049);

  it('flags a refusal body over 2 KiB', () => {
    expect(checks('/api/switch-locale?to=x', response(400, json, `{"error":"${big}"}`))).toEqual(['refusal-body']);
    expect(checks('/api/switch-locale?to=x', response(400, json, `{"error":"${big.slice(0, 2030)}"}`))).toEqual([]);
  });

  it('lets a page route answer 404 with its full localized page (HTML or RSC), and nothing else', () => {
    expect(checks('/en/no-such-page', response(404, html, `<html>${big}</html>`))).toEqual([]);
    expect(checks('/de/about', response(404, rsc, `0:"${big}"`))).toEqual([]);
    expect(checks('/en/no-such-page', response(404, json, `{"e":"${big}"}`))).toEqual(['refusal-body']);
    expect(checks('/en/no-such-page', response(400, html, `<html>${big}</html>`))).toEqual(['refusal-body']);
    expect(checks('/api/nope', response(404, html, `<html>${big}</html>`))).toEqual(['refusal-body']);
    expect(checks('/dataset-images/x.png', response(404, html, `<html>${big}</html>`))).toEqual(['refusal-body']);
    expect(checks('/api/../dataset-images/x.png', response(404, html, `<html>${big}</html>`))).toEqual([
      'refusal-body',
    ]);
  });

  it('tells pages from the rest', () => {
    expect(isPagePath('/en/articles/x')).toBe(true);
    expect(isPagePath('/de')).toBe(true);
    expect(isPagePath('/api/switch-locale')).toBe(false);
    expect(isPagePath('/%61pi/nope')).toBe(false);
    expect(isPagePath('/_next/static/x.js')).toBe(false);
    expect(isSecretProtectedPath('/api/draft-mode/enable')).toBe(true);
    expect(isSecretProtectedPath('/api/draft-mode/disable')).toBe(false);
  });
});
