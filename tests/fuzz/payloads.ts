/**
 * The hostile values the generator draws from. Plain data; the few builders
 * take the request's marker token so every markup payload is traceable to
 * the request that sent it.
 */

/** The token that marks request `index` of run `seed`: `vz-42-1234`. */
export function markerToken(seed: number, index: number): string {
  return `vz-${seed >>> 0}-${index}`;
}

/**
 * Markup payloads around a token. No spaces (they are sent raw in request
 * lines too). Each one's dangerous part, from its `<`, is one of `markupNeedles`.
 */
export function markupPayloads(token: string): string[] {
  return [
    `<${token}>`,
    `"><svg/onload=${token}>`,
    `'><img/src/onerror=${token}>`,
    `</script><${token}>`,
    `</title><${token}>`,
    `javascript:<${token}>`,
  ];
}

/** The substrings that, found unescaped in a rendered body, prove a payload was reflected as markup. */
export function markupNeedles(token: string): string[] {
  return [`<${token}>`, `<svg/onload=${token}>`, `<img/src/onerror=${token}>`];
}

/** Matches any needle of any request of this seed, in any case (HTML's is), and captures the request index. */
export function needlePattern(seed: number): RegExp {
  return new RegExp(`<(?:svg/onload=|img/src/onerror=)?vz-${seed >>> 0}-(\\d+)>`, 'gi');
}

/** Percent-escapes that are malformed, overlong, truncated, or decode to something a path must not hold. */
export const BAD_ESCAPES = [
  '%',
  '%%',
  '%Z',
  '%ZZ',
  '%2',
  '%G0',
  '%E0%A4%A',
  '%E0%A4',
  '%E2%82',
  '%C0%AF',
  '%C0%80',
  '%C1%BF',
  '%E0%80%AF',
  '%F0%80%80%AF',
  '%ED%A0%80',
  '%F4%90%80%80',
  '%FF',
  '%FE%FF',
  '%80',
  '%00',
  '%25',
  '%2525',
  '%252F',
  '%25ZZ',
  '%2F',
  '%2f',
  '%5C',
  '%5c',
  '%2e%2e',
  '%2E%2E%2F',
  '%u002F',
  '%C3%A9',
  '%c3%a9',
  '%0A',
  '%0D%0A',
  '%09',
  '%7F',
  '%20',
  '%3F',
  '%23',
  '%3B',
  '%EF%BB%BF',
  '%E2%80%AE',
] as const;

/** Raw bytes and characters sent unencoded in a request-target (the raw socket allows what `fetch` refuses). */
export const RAW_CHARS = [
  '\u0000',
  '\u0001',
  '\u001b',
  '\u007f',
  '\t',
  ' ',
  '"',
  '<',
  '>',
  '`',
  '{',
  '|',
  '^',
  'é',
  '日本',
  '😀',
  '\u202e',
  '\ufeff',
  '\u200b',
  '／',
  '∕',
  '\u0085',
  '\u00a0',
] as const;

/** Things shaped like a language prefix that are not one of ours, and ours in the wrong shape. */
export const LOCALE_LIKE = [
  'de',
  'es',
  'it',
  'xx',
  'pt-BR',
  'pt-PT',
  'pt_BR',
  'en-US',
  'en-us',
  'fr-FR',
  'zz-ZZ',
  'EN',
  'En',
  'FR',
  'PT',
  'e',
  'eng',
  'english',
  'ＥＮ',
  '%65n',
  'en%00',
  'en.json',
  'en;',
  'en.',
  'en~',
  '_unmatched',
  'api',
  '_next',
  'dataset-images',
  '..',
  '.',
  'x-default',
] as const;

/** Slugs a lookup by slug should survive: prototype keys, empties, shapes no slug rule allows. */
export const ODD_SLUGS = [
  '__proto__',
  'constructor',
  'prototype',
  'hasOwnProperty',
  'toString',
  'valueOf',
  'undefined',
  'null',
  'NaN',
  '0',
  '-1',
  '1e309',
  '[object Object]',
  'notes',
  'notes/',
  'notes/x/y/z',
  'Designing-For-Calm',
  'DESIGNING-FOR-CALM',
  'designing_for_calm',
  'designing-for-calm.json',
  'designing-for-calm.html',
  'designing-for-calm/',
  'designing-for-calm//',
  'designing-for-calm/..',
  '../designing-for-calm',
  '..%2Fdesigning-for-calm',
  'a'.repeat(96),
  '*',
  '$',
  '"',
  "'",
  'drafts.article-calm-en',
  'article-calm-en',
  '_unmatched',
] as const;

/** Values for `redirect`, `from`, `sanity-preview-pathname`, `Next-Url`…: every way a path can leave the site. */
export const OPEN_REDIRECTS = [
  '//evil.example',
  '///evil.example',
  '////evil.example/',
  '/\\evil.example',
  '\\/evil.example',
  '\\\\evil.example',
  '/\\/evil.example',
  'https://evil.example',
  'http://evil.example/en',
  'HTTPS://evil.example',
  'https:evil.example',
  'https:/evil.example',
  'https:\\\\evil.example',
  '//evil.example/%2F..',
  '%2F%2Fevil.example',
  '%2f%2fevil.example',
  '%252F%252Fevil.example',
  '%25252F%25252Fevil.example',
  '/%2F/evil.example',
  '/%2Fevil.example',
  '/%5Cevil.example',
  '/%5cevil.example',
  '/%09/evil.example',
  '/%0D%0A/evil.example',
  '/%00/evil.example',
  '%20//evil.example',
  '/%20/evil.example',
  'javascript:alert(1)',
  'JaVaScRiPt:alert(1)',
  'java%0Ascript:alert(1)',
  'data:text/html,<script>alert(1)</script>',
  'vbscript:msgbox(1)',
  '/.//evil.example',
  '/..//evil.example',
  '/en/..//evil.example',
  '/en/%2e%2e//evil.example',
  '/%2e%2e%2f%2fevil.example',
  '//evil.example@127.0.0.1',
  '/@evil.example',
  '//127.0.0.1@evil.example',
  'https://127.0.0.1@evil.example',
  '//evil%E3%80%82example',
  '//evil.example%23.127.0.0.1',
  '//evil.example:80',
  '//0x7f.1',
  '/%E2%80%AE//evil.example',
  '\u3002evil.example',
  'evil.example',
  '.evil.example',
  '@evil.example',
] as const;

/** Valid same-site targets, so a route's success path is fuzzed too. */
export const SAFE_PATHS = ['/', '/en', '/fr/about', '/en/articles/designing-for-calm', '/pt/contact?x=1#top'] as const;

/** Hosts for forged Host, X-Forwarded-Host and the absolute-form request-target. */
export const HOSTS = [
  'evil.example',
  'evil.example:80',
  'evil.example:443',
  'EVIL.example',
  '127.0.0.1@evil.example',
  'evil.example/x',
  'evil.example, 127.0.0.1',
  '127.0.0.1, evil.example',
  '[::1]',
  'localhost',
  '127.0.0.1:0',
  '127.0.0.1:99999',
  'xn--e1afmkfd.example',
  '',
  ' ',
  '_',
  'evil.example\t',
  'évil.example',
] as const;

export const ACCEPT_LANGUAGES = [
  '*',
  'de',
  'de-DE,de;q=0.9',
  'pt-BR',
  'pt-PT,pt;q=0.9,en;q=0.1',
  'fr-CA',
  'en;q=2',
  'fr;q=abc',
  'fr;q=-1',
  'xx-YY',
  ';;;',
  ',',
  'q=1',
  'en-',
  '-',
  'zh-Hant-TW-x-private-aaaaaaaaaaaaaaaaaaaa',
  'i-klingon',
  'en;q=0, fr;q=0, pt;q=0',
  '*;q=0',
  'EN',
  'fr\u00e9',
] as const;

export const ACCEPT_ENCODINGS = [
  'gzip',
  'br',
  'deflate',
  'zstd',
  'gzip, deflate, br, zstd',
  'identity;q=0',
  '*;q=0',
  'gzip;q=abc',
  'x-gzip',
  'compress',
  'br;q=1.5',
  '',
  ',,,',
  'identity',
] as const;

/** `x-middleware-subrequest` values that once let a request skip the middleware (CVE-2025-29927). */
export const MIDDLEWARE_SUBREQUESTS = [
  'middleware',
  'middleware:middleware:middleware:middleware:middleware',
  'src/middleware:src/middleware:src/middleware:src/middleware:src/middleware',
  'proxy:proxy:proxy:proxy:proxy',
  'src/proxy:src/proxy:src/proxy:src/proxy:src/proxy',
  'pages/_middleware',
] as const;

/** Next.js internal request headers, which a public server must treat as untrusted. */
export const NEXT_INTERNAL_HEADERS = [
  'x-invoke-path',
  'x-invoke-query',
  'x-invoke-output',
  'x-invoke-status',
  'x-invoke-error',
  'x-nextjs-data',
  'x-middleware-prefetch',
  'x-middleware-invoke',
  'x-now-route-matches',
  'x-matched-path',
  'x-prerender-revalidate',
  'x-prerender-revalidate-if-generated',
  'x-next-revalidated-tags',
  'x-next-revalidate-tag-token',
  'x-nextjs-rewrite',
  'x-action-forwarded',
  'next-router-stale-time',
  'next-hmr-refresh',
  'next-test-fetch-priority',
] as const;

/** Values for internal headers and anything that expects a small structured value. */
export const GARBAGE = [
  '',
  '1',
  '0',
  'true',
  '-1',
  'null',
  '%ZZ',
  '%E0%A4%A',
  '/api/revalidate',
  '/en/../../../../etc/passwd',
  '{"a":1}',
  '[',
  '{',
  '[[[[[[[[[[',
  '__proto__',
  'a=1&b=2',
  '500',
  'é',
] as const;

export const METHODS = [
  'HEAD',
  'OPTIONS',
  'PUT',
  'DELETE',
  'PATCH',
  'POST',
  'TRACE',
  'PROPFIND',
  'FOO',
  'get',
  'M-SEARCH',
  'QUERY',
] as const;

export const CONTENT_TYPES = [
  'application/json',
  'application/x-www-form-urlencoded',
  'multipart/form-data; boundary=vzboundary',
  'multipart/form-data',
  'multipart/form-data; boundary=',
  'text/plain;charset=UTF-8',
  'text/plain; charset=utf-7',
  'application/octet-stream',
  'text/x-component',
  'application/json; charset=latin1',
  'garbage',
  '',
] as const;

/** Sizes (in bytes) that sit on either side of the limits that matter: 2 KiB, 16 KiB (Node's headers), 128 KB (actions), 1 MB. */
export const BIG_SIZES = [2_049, 8_000, 15_000, 17_000, 70_000, 131_073, 400_000, 1_100_000] as const;

/** Lengths of one path segment around NAME_MAX (255 bytes), and far beyond. */
export const SEGMENT_LENGTHS = [200, 255, 256, 300, 1_000, 4_000, 9_000] as const;

/** Percent-encodes for a query value, the way a browser would (and more). */
export function encodeQueryValue(value: string): string {
  return encodeURIComponent(value).replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
}
