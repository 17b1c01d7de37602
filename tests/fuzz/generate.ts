/**
 * The request generator: pure. `generateRequest(seed, index, site)` depends on
 * nothing else (no clock, no Math.random, no I/O), so a failing request is
 * replayed from its seed and index alone (with the same SiteMap: the same
 * build of the same dataset).
 */
import { rngFor, type Rng } from './prng.ts';
import {
  ACCEPT_ENCODINGS,
  ACCEPT_LANGUAGES,
  BAD_ESCAPES,
  BIG_SIZES,
  CONTENT_TYPES,
  encodeQueryValue,
  GARBAGE,
  HOSTS,
  LOCALE_LIKE,
  markerToken,
  markupPayloads,
  METHODS,
  MIDDLEWARE_SUBREQUESTS,
  NEXT_INTERNAL_HEADERS,
  ODD_SLUGS,
  OPEN_REDIRECTS,
  RAW_CHARS,
  SAFE_PATHS,
  SEGMENT_LENGTHS,
} from './payloads.ts';
import { IMAGES_PREFIX, PAGE_PARAMS, type SiteMap } from './routes.ts';

export type Header = readonly [name: string, value: string];

export interface FuzzRequest {
  seed: number;
  index: number;
  /** The generator family that made it (for the summary). */
  family: Family;
  /** What it probes, in a few words. */
  note: string;
  /** Sent as is: any token, even lowercase or unknown. */
  method: string;
  /** The request-target, sent as is (UTF-8): it may hold raw control characters, unicode, `\`. */
  target: string;
  /** `undefined`: the address the runner connects to; `null`: no Host header at all; a string: a forged Host. */
  host?: string | null;
  /** In order; duplicates allowed. Content-Length and Connection are the runner's. */
  headers: Header[];
  body?: string;
  /** The marker token of this request (`markerToken(seed, index)`), in every markup payload it carries. */
  token: string;
}

export type Family = 'path' | 'locale' | 'slug' | 'headers' | 'method' | 'query' | 'api' | 'image' | 'action';

/** How often each family is drawn. Malformed paths and headers weigh most: they reach every route. */
const FAMILIES: readonly (readonly [number, Family])[] = [
  [22, 'path'],
  [8, 'locale'],
  [8, 'slug'],
  [18, 'headers'],
  [9, 'method'],
  [13, 'query'],
  [12, 'api'],
  [4, 'image'],
  [6, 'action'],
];

interface Context {
  rng: Rng;
  site: SiteMap;
  token: string;
}

type Draft = Omit<FuzzRequest, 'seed' | 'index' | 'token' | 'family'>;

export function generateRequest(seed: number, index: number, site: SiteMap): FuzzRequest {
  const rng = rngFor(seed, index);
  const token = markerToken(seed, index);
  const family = rng.weighted(FAMILIES);
  const draft = GENERATORS[family]({ rng, site, token });
  return { seed: seed >>> 0, index, family, token, ...draft };
}

/** Requests `start` … `start + count - 1`, lazily. */
export function* generateRequests(seed: number, count: number, site: SiteMap, start = 0): Generator<FuzzRequest> {
  for (let index = start; index < start + count; index++) yield generateRequest(seed, index, site);
}

const GENERATORS: Record<Family, (context: Context) => Draft> = {
  path: malformedPath,
  locale: localePath,
  slug: articleSlug,
  headers: oddHeaders,
  method: oddMethod,
  query: hostileQuery,
  api: apiCall,
  image: imagePath,
  action: contactAction,
};

// ---------------------------------------------------------------- shared pickers

/** A site with no images or redirects (the Sanity source, another dataset) still gets these names. */
const STAND_INS = {
  image: '0000000000000000000000000000000000000000-1x1.png',
  redirect: '/cv',
  article: { locale: 'en', slug: 'designing-for-calm' },
} as const;

function imageFile({ rng, site }: Context): string {
  return site.images.length ? rng.pick(site.images) : STAND_INS.image;
}

function anyPath(context: Context): string {
  const { rng, site } = context;
  return rng.weighted([
    [6, () => rng.pick(site.pages)],
    [2, () => rng.pick(site.endpoints).path],
    [1, () => `${IMAGES_PREFIX}${imageFile(context)}`],
    [1, () => (site.redirects.length ? rng.pick(site.redirects).source : STAND_INS.redirect)],
  ] as const)();
}

function markup({ rng, token }: Context): string {
  return rng.pick(markupPayloads(token));
}

/** A value to put where a path or URL is expected: an escape, an open redirect, markup, a real path, or a lot of it. */
function hostileValue(context: Context): string {
  const { rng, site } = context;
  return rng.weighted([
    [5, () => rng.pick(OPEN_REDIRECTS)],
    [3, () => markup(context)],
    [2, () => rng.pick(BAD_ESCAPES)],
    [2, () => `/${rng.pick(site.locales)}/${rng.pick(BAD_ESCAPES)}`],
    [2, () => rng.pick(site.pages)],
    [1, () => rng.pick(SAFE_PATHS)],
    [1, () => rng.pick(GARBAGE)],
    [1, () => `/${'a'.repeat(rng.pick([300, 3_000, 9_000]))}`],
  ] as const)();
}

/** How a value goes into a query string: encoded once (a browser), raw, or encoded twice. */
function queryValue({ rng }: Context, value: string): string {
  return rng.weighted([
    [6, () => encodeQueryValue(value)],
    [2, () => value.replace(/[\s#&]/g, encodeQueryValue)],
    [1, () => encodeQueryValue(encodeQueryValue(value))],
  ] as const)();
}

function query(context: Context, names: readonly string[], value: () => string = () => hostileValue(context)): string {
  const { rng } = context;
  const pairs: string[] = [];
  const count = rng.int(1, 4);
  for (let i = 0; i < count; i++) {
    const name = rng.pick(names);
    const repeat = rng.chance(0.15) ? rng.int(2, 4) : 1;
    for (let r = 0; r < repeat; r++) pairs.push(`${name}=${queryValue(context, value())}`);
  }
  return `?${pairs.join('&')}`;
}

function big(rng: Rng, unit = 'a', sizes: readonly number[] = BIG_SIZES): string {
  const size = rng.pick(sizes);
  return unit.repeat(Math.ceil(size / unit.length)).slice(0, size);
}

// ---------------------------------------------------------------- families

/** A real path with one to three mutations: bad escapes, raw bytes, long and dot segments, slashes, markup. */
function malformedPath(context: Context): Draft {
  const { rng } = context;
  let path = anyPath(context);
  const applied: string[] = [];
  const count = rng.int(1, 3);
  for (let i = 0; i < count; i++) {
    const [name, mutate] = rng.pick(PATH_MUTATIONS);
    path = mutate(path, context);
    applied.push(name);
  }
  return { note: applied.join(', '), method: rng.chance(0.9) ? 'GET' : 'HEAD', target: path, headers: [] };
}

/** Inserts `text` at a random point of the path (never before the leading `/`). */
function insertAt(rng: Rng, path: string, text: string): string {
  const at = rng.int(1, Math.max(1, path.length));
  return `${path.slice(0, at)}${text}${path.slice(at)}`;
}

function replaceSlash(rng: Rng, path: string, by: string): string {
  const slashes = [...path.matchAll(/\//g)].map((match) => match.index);
  const at = rng.pick(slashes.length ? slashes : [0]);
  return `${path.slice(0, at)}${by}${path.slice(at + 1)}`;
}

const PATH_MUTATIONS: readonly (readonly [string, (path: string, context: Context) => string])[] = [
  ['bad escape', (path, { rng }) => insertAt(rng, path, rng.pick(BAD_ESCAPES))],
  ['bad escape segment', (path, { rng }) => `${path}/${rng.pick(BAD_ESCAPES)}`],
  [
    'escape run',
    (path, { rng }) => `${path}/${Array.from({ length: rng.int(2, 6) }, () => rng.pick(BAD_ESCAPES)).join('')}`,
  ],
  ['raw char', (path, { rng }) => insertAt(rng, path, rng.pick(RAW_CHARS))],
  [
    'long segment',
    (path, { rng }) => `${path}/${big(rng, rng.pick(['a', 'é', '%C3%A9', '%25', '-', '.']), SEGMENT_LENGTHS)}`,
  ],
  ['many segments', (path, { rng }) => `${path}${'/x'.repeat(rng.pick([64, 300, 2_000, 9_000]))}`],
  [
    'dot segment',
    (path, { rng }) =>
      insertAt(
        rng,
        path,
        rng.pick(['/.', '/..', '/./', '/../', '/%2e%2e/', '/.%2e/', '/..;/', '/...', '/../../../../']),
      ),
  ],
  ['leading dots', (path, { rng }) => `${rng.pick(['/..', '/../..', '/.', '/%2e%2e'])}${path}`],
  ['double slash', (path, { rng }) => replaceSlash(rng, path, rng.pick(['//', '///', '/./']))],
  ['leading //host', (path, { rng }) => `${rng.pick(['//evil.example', '///evil.example', '//evil.example/'])}${path}`],
  ['backslash', (path, { rng }) => replaceSlash(rng, path, rng.pick(['\\', '/\\', '\\\\', '%5C']))],
  ['/\\host', (path, { rng }) => `${rng.pick(['/\\evil.example', '/\\/evil.example', '\\\\evil.example'])}${path}`],
  [
    'trailing',
    (path, { rng }) =>
      `${path}${rng.pick(['/', '//', '/.', '/..', '?', '#', '/%2F', '%2F', '/index', '.html', '.json', '.rsc', '.txt', '/_rsc'])}`,
  ],
  ['case', (path) => path.toUpperCase()],
  ['unicode', (path, { rng }) => insertAt(rng, path, rng.pick(['é', 'é', '日本', '😀', 'ﬁ', 'İ', 'ß', '\u0301']))],
  [
    'markup',
    (path, context) => `${path}/${context.rng.chance(0.5) ? markup(context) : encodeQueryValue(markup(context))}`,
  ],
  [
    'absolute-form',
    (path, { rng }) =>
      `${rng.pick(['http://evil.example', 'http://127.0.0.1', 'https://evil.example:443', 'http://'])}${path}`,
  ],
  ['asterisk', () => '*'],
  ['no slash', (path) => path.replace(/^\/+/, '')],
  [
    '_next',
    (path, { rng }) =>
      `${rng.pick(['/_next', '/_next/static/..', '/_next/data/build-id', '/_next/static/chunks/../../..'])}${path}`,
  ],
];

/** Language prefixes we do not speak, ours in the wrong case or shape, and unprefixed paths with locale hints. */
function localePath(context: Context): Draft {
  const { rng, site } = context;
  const page = rng.pick(site.pages);
  const rest = page.replace(/^\/[^/]+/, '');
  const target = rng.weighted([
    [4, () => `/${rng.pick(LOCALE_LIKE)}${rest}`],
    [3, () => rest || '/'],
    [1, () => `/${rng.pick(LOCALE_LIKE)}`],
    [1, () => `/${rng.pick(site.locales)}/${rng.pick(site.locales)}${rest}`],
    [1, () => `/${rng.pick(site.locales)}/_unmatched${rest}`],
  ] as const)();
  const headers: Header[] = [];
  if (rng.chance(0.5)) headers.push(['cookie', `i18n_redirected=${rng.pick([...LOCALE_LIKE, ...site.locales])}`]);
  if (rng.chance(0.5)) headers.push(['accept-language', rng.pick(ACCEPT_LANGUAGES)]);
  return { note: 'locale prefix', method: 'GET', target, headers };
}

/** `/<locale>/articles/<slug>` with slugs from other languages, odd shapes, escapes and markup. */
function articleSlug(context: Context): Draft {
  const { rng, site } = context;
  const locale = rng.chance(0.85) ? rng.pick(site.locales) : rng.pick(LOCALE_LIKE);
  const real = (site.articles.length ? rng.pick(site.articles) : STAND_INS.article).slug;
  const slug = rng.weighted([
    [3, () => rng.pick(ODD_SLUGS)],
    [2, () => real],
    [2, () => `${real}${rng.pick(BAD_ESCAPES)}`],
    [2, () => encodeQueryValue(markup(context))],
    [1, () => markup(context)],
    [1, () => real.replace('/', rng.pick(['%2F', '%2f', '\\', '//', '%5C']))],
    [1, () => big(rng, 'a', SEGMENT_LENGTHS)],
    [1, () => Array.from({ length: rng.int(2, 40) }, () => rng.pick(['a', 'b', '..', '.', real])).join('/')],
  ] as const)();
  const section = rng.chance(0.9) ? 'articles' : rng.pick(['Articles', 'article', 'works', 'articles/']);
  return { note: 'article slug', method: 'GET', target: `/${locale}/${section}/${slug}`, headers: [] };
}

/** Odd, forged, internal and oversized headers on a real route. */
function oddHeaders(context: Context): Draft {
  const { rng } = context;
  const headers: Header[] = [];
  let host: string | null | undefined;
  const applied: string[] = [];
  const count = rng.int(1, 3);
  for (let i = 0; i < count; i++) {
    const [name, make] = rng.pick(HEADER_MUTATIONS);
    const made = make(context);
    if ('host' in made) host = made.host;
    headers.push(...(made.headers ?? []));
    applied.push(name);
  }
  return {
    note: applied.join(', '),
    method: rng.chance(0.9) ? 'GET' : 'HEAD',
    target: anyPath(context),
    host,
    headers,
  };
}

type HeaderMutation = (context: Context) => { headers?: Header[]; host?: string | null };

function cookie(context: Context): string {
  const { rng, site, token } = context;
  const value = () =>
    rng.weighted([
      [3, () => rng.pick(GARBAGE)],
      [2, () => markup(context)],
      [1, () => big(rng, 'z', [2_049, 6_000, 12_000])],
      [1, () => rng.pick(site.locales)],
      [1, () => `${token}.${token}.${token}`],
      [1, () => rng.pick(BAD_ESCAPES)],
    ] as const)();
  const name = rng.pick([
    'i18n_redirected',
    '__prerender_bypass',
    'vitrine_preview',
    'vitrine_flash',
    'NEXT_LOCALE',
    '__next_preview_data',
    'x',
  ]);
  return rng.weighted([
    [5, () => `${name}=${value()}`],
    [1, () => `${name}=${value()}; ${name}=${value()}`],
    [1, () => `${name}`],
    [1, () => `=${value()}`],
    [1, () => ';;;;'],
    [1, () => `${name}="${value()}"`],
  ] as const)();
}

const HEADER_MUTATIONS: readonly (readonly [string, HeaderMutation])[] = [
  ['cookie', (c) => ({ headers: [['cookie', cookie(c)]] })],
  ['cookies', (c) => ({ headers: [['cookie', Array.from({ length: c.rng.int(2, 6) }, () => cookie(c)).join('; ')]] })],
  ['huge cookie', ({ rng }) => ({ headers: [['cookie', `i18n_redirected=fr; pad=${big(rng, 'c')}`]] })],
  [
    'many cookie headers',
    ({ rng }) => ({
      headers: Array.from({ length: rng.int(10, 200) }, (_, i) => ['cookie', `c${i}=${'v'.repeat(50)}`] as const),
    }),
  ],
  ['accept-language', ({ rng }) => ({ headers: [['accept-language', rng.pick(ACCEPT_LANGUAGES)]] })],
  [
    'accept-language long',
    ({ rng }) => ({
      headers: [
        ['accept-language', Array.from({ length: rng.int(100, 1_500) }, (_, i) => `x${i};q=0.${i % 10}`).join(',')],
      ],
    }),
  ],
  ['accept-language markup', (c) => ({ headers: [['accept-language', markup(c)]] })],
  ['accept-encoding', ({ rng }) => ({ headers: [['accept-encoding', rng.pick(ACCEPT_ENCODINGS)]] })],
  ['host', ({ rng }) => ({ host: rng.pick(HOSTS) })],
  ['no host', () => ({ host: null })],
  ['huge host', ({ rng }) => ({ host: `${big(rng, 'h', [300, 5_000])}.example` })],
  ['two hosts', ({ rng }) => ({ headers: [['host', rng.pick(HOSTS)]] })],
  ['x-forwarded-host', ({ rng }) => ({ headers: [['x-forwarded-host', rng.pick(HOSTS)]] })],
  ['x-forwarded-host markup', (c) => ({ headers: [['x-forwarded-host', markup(c)]] })],
  [
    'x-forwarded-for',
    ({ rng }) => ({
      headers: [
        [
          'x-forwarded-for',
          rng.pick([
            '1.2.3.4',
            'garbage',
            '::1',
            '127.0.0.1, evil',
            '',
            'unknown',
            Array.from({ length: 800 }, (_, i) => `10.0.${i % 256}.${i % 200}`).join(', '),
          ]),
        ],
      ],
    }),
  ],
  [
    'x-forwarded-proto',
    ({ rng }) => ({
      headers: [
        ['x-forwarded-proto', rng.pick(['https', 'http', 'javascript', 'https, http', 'ftp', 'HTTPS', '', 'wss'])],
      ],
    }),
  ],
  ['x-forwarded-port', ({ rng }) => ({ headers: [['x-forwarded-port', rng.pick(['443', '0', 'abc', '99999'])]] })],
  [
    'forwarded',
    ({ rng }) => ({
      headers: [
        [
          'forwarded',
          rng.pick(['for=1.2.3.4;host=evil.example;proto=https', 'host=evil.example', 'garbage', 'for="[::1]"']),
        ],
      ],
    }),
  ],
  ['rsc', ({ rng }) => ({ headers: [['rsc', rng.pick(['1', '0', 'true', '2', ''])]] })],
  [
    'router state tree',
    (c) => ({
      headers: [
        ['rsc', '1'],
        ['next-router-state-tree', routerStateTree(c)],
      ],
    }),
  ],
  [
    'prefetch',
    ({ rng }) => ({
      headers: [
        ['rsc', '1'],
        ['next-router-prefetch', rng.pick(['1', '2', 'x', ''])],
      ],
    }),
  ],
  [
    'segment prefetch',
    (c) => ({
      headers: [
        ['rsc', '1'],
        ['next-router-prefetch', '1'],
        [
          'next-router-segment-prefetch',
          c.rng.pick([
            '/_tree',
            '/_index',
            '/__PAGE__',
            '/_full',
            '/../../x',
            '%ZZ',
            '',
            markup(c),
            big(c.rng, '/a', [300, 5_000]),
          ]),
        ],
      ],
    }),
  ],
  [
    'next-url',
    (c) => ({
      headers: [
        ['rsc', '1'],
        ['next-url', hostileValue(c)],
      ],
    }),
  ],
  ['next-action on GET', (c) => ({ headers: [['next-action', actionId(c)]] })],
  [
    'x-middleware-subrequest',
    ({ rng }) => ({ headers: [['x-middleware-subrequest', rng.pick(MIDDLEWARE_SUBREQUESTS)]] }),
  ],
  [
    'next internal',
    (c) => ({
      headers: [[c.rng.pick(NEXT_INTERNAL_HEADERS), c.rng.chance(0.8) ? c.rng.pick(GARBAGE) : hostileValue(c)]],
    }),
  ],
  [
    'purpose',
    ({ rng }) => ({
      headers: [
        [rng.pick(['purpose', 'sec-purpose', 'x-purpose']), rng.pick(['prefetch', 'prefetch;prerender', 'garbage'])],
      ],
    }),
  ],
  [
    'sec-fetch',
    ({ rng }) => ({
      headers: [
        ['sec-fetch-dest', rng.pick(['iframe', 'document', 'empty', 'x'])],
        ['sec-fetch-site', rng.pick(['cross-site', 'same-origin', 'none', 'x'])],
      ],
    }),
  ],
  [
    'referer',
    (c) => ({
      headers: [
        [
          'referer',
          c.rng.pick([
            'https://evil.example/',
            'http://evil.example//evil.example',
            'garbage',
            `http://x/${markup(c)}`,
            '',
            '/\\evil.example',
          ]),
        ],
      ],
    }),
  ],
  [
    'user-agent',
    (c) => ({
      headers: [
        [
          'user-agent',
          c.rng.pick([
            'Googlebot/2.1 (+http://www.google.com/bot.html)',
            '',
            markup(c),
            big(c.rng, 'U', [3_000, 12_000]),
            'curl/8',
          ]),
        ],
      ],
    }),
  ],
  [
    'conditional',
    ({ rng }) => ({
      headers: [
        [
          rng.pick(['if-none-match', 'if-modified-since', 'if-match', 'if-range']),
          rng.pick(['*', '"x"', 'W/"x"', 'garbage', 'Thu, 01 Jan 1970 00:00:00 GMT']),
        ],
      ],
    }),
  ],
  [
    'range',
    ({ rng }) => ({
      headers: [
        [
          'range',
          rng.pick(['bytes=0-0', 'bytes=99999999-', 'bytes=abc', 'bytes=5-1', 'bytes=0-1,2-3,4-5', 'items=0-1']),
        ],
      ],
    }),
  ],
  [
    'accept',
    ({ rng }) => ({
      headers: [
        ['accept', rng.pick(['text/x-component', 'application/json', '*/*;q=abc', '', 'image/avif,image/webp'])],
      ],
    }),
  ],
  ['content-type on GET', ({ rng }) => ({ headers: [['content-type', rng.pick(CONTENT_TYPES)]] })],
  ['non-ASCII value', () => ({ headers: [['x-vz', 'caf\u00e9 \u00ff']] })],
  [
    'odd header name',
    ({ rng }) => ({ headers: [[rng.pick(['x-a b', 'x-é', 'x-(', 'X-UPPER', 'x-' + 'n'.repeat(2_000)]), '1']] }),
  ],
];

function routerStateTree({ rng, token }: Context): string {
  return rng.weighted([
    [2, () => rng.pick(GARBAGE)],
    [2, () => encodeQueryValue(JSON.stringify(['', { children: ['__PAGE__', {}] }, null, null, true]))],
    [
      1,
      () =>
        encodeQueryValue(JSON.stringify(['', { children: [['locale', 'xx', 'd'], { children: [`<${token}>`, {}] }] }])),
    ],
    [1, () => encodeQueryValue(`${'['.repeat(rng.pick([100, 2_000]))}""${']'.repeat(50)}`)],
    [
      1,
      () =>
        encodeQueryValue(
          JSON.stringify(['', { children: Array.from({ length: rng.int(50, 400) }, (_, i) => [`s${i}`, {}]) }]),
        ),
    ],
    [
      1,
      () =>
        // Written out: an object literal's __proto__ sets the prototype, and JSON.stringify would drop it.
        encodeQueryValue(`{"__proto__":{"polluted":"${token}"},"constructor":{"prototype":{"polluted":"${token}"}}}`),
    ],
  ] as const)();
}

function actionId({ rng, site, token }: Context): string {
  return rng.weighted([
    [3, () => (site.actionIds.length ? rng.pick(site.actionIds) : '7f'.repeat(21))],
    [2, () => Array.from({ length: 42 }, (_, i) => '0123456789abcdef'[(i * 7 + rng.int(0, 15)) % 16]).join('')],
    [1, () => rng.pick(GARBAGE)],
    [1, () => `<${token}>`],
    [1, () => big(rng, 'f', [2_049, 8_000])],
  ] as const)();
}

/** Unusual methods, and POST/PUT/PATCH bodies of every shape and size, on any route. */
function oddMethod(context: Context): Draft {
  const { rng } = context;
  const method = rng.pick(METHODS);
  const target = rng.weighted([
    [5, () => anyPath(context)],
    [1, () => '*'],
  ] as const)();
  const headers: Header[] = [];
  let body: string | undefined;
  if (['POST', 'PUT', 'PATCH', 'DELETE', 'QUERY'].includes(method) && rng.chance(0.85)) {
    const contentType = rng.pick(CONTENT_TYPES);
    if (contentType) headers.push(['content-type', contentType]);
    body = oddBody(context, contentType);
  }
  return {
    note: `method ${method}${body === undefined ? '' : ` with a ${Buffer.byteLength(body)}-byte body`}`,
    method,
    target,
    headers,
    body,
  };
}

function oddBody(context: Context, contentType: string): string {
  const { rng, token } = context;
  return rng.weighted([
    [2, () => ''],
    [
      2,
      () =>
        contentType.startsWith('multipart') ? multipart(formFields(context)) : JSON.stringify({ a: markup(context) }),
    ],
    [1, () => '{'],
    [1, () => `a=${encodeQueryValue(markup(context))}&a=2&__proto__[x]=1`],
    [1, () => `--vzboundary\r\nContent-Disposition: form-data; name="${token}"\r\n\r\nno end`],
    [1, () => '\u0000\u0001\u00ff\ufffd'.repeat(rng.int(1, 100))],
    [1, () => big(rng, `<${token}>`)],
    [1, () => JSON.stringify(Array.from({ length: 2_000 }, () => [[[]]]))],
  ] as const)();
}

const BOUNDARY = 'vzboundary';

function multipart(fields: readonly (readonly [string, string])[]): string {
  const parts = fields.map(
    ([name, value]) => `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
  );
  return `${parts.join('')}--${BOUNDARY}--\r\n`;
}

function formFields(context: Context): [string, string][] {
  const { rng, site } = context;
  const text = () => (rng.chance(0.6) ? markup(context) : rng.pick(GARBAGE));
  return [
    ['fullName', text()],
    ['email', rng.pick(['a@b.example', text()])],
    ['phone', rng.pick(['', '+33 1 23 45 67 89', text()])],
    ['subject', text()],
    ['message', rng.chance(0.2) ? big(rng, 'm', [2_049, 40_000]) : text()],
    ['token', rng.pick(['', 'x.y.z', text()])],
    ['locale', rng.pick([...site.locales, ...LOCALE_LIKE.slice(0, 4), markup(context)])],
    ...(rng.chance(0.2) ? ([['website', 'http://spam.example']] as [string, string][]) : []),
  ];
}

/** Hostile query strings on pages, the image optimizer and the APIs. */
function hostileQuery(context: Context): Draft {
  const { rng, site } = context;
  const endpoint = rng.chance(0.35) ? rng.pick(site.endpoints) : undefined;
  const path = endpoint?.path ?? rng.pick(site.pages);
  const names = [
    ...(endpoint?.params ?? []),
    ...PAGE_PARAMS,
    'url',
    'next',
    'returnTo',
    'nxtPlocale',
    'nxtPslug',
    '__nextLocale',
    '__nextDataReq',
    '__proto__',
    'constructor[prototype][x]',
  ];
  const shape = rng.weighted([
    [8, () => query(context, names)],
    [1, () => rng.pick(['?', '?&&&', '?=', '?a', '??', '?%', '?a=%ZZ', '?a=%E0%A4%A', '?#', `?${'&'.repeat(3_000)}`])],
    [1, () => `?q=${big(rng, 'q', [2_049, 8_000, 15_000, 17_000])}`],
    [1, () => `?${Array.from({ length: rng.int(100, 1_500) }, (_, i) => `p${i}=${i}`).join('&')}`],
  ] as const)();
  const method = endpoint?.methods.includes('POST') ? 'POST' : 'GET';
  return {
    note: `query on ${path}`,
    method,
    target: `${path}${shape}`,
    headers: [],
    ...(method === 'POST' ? { body: '' } : {}),
  };
}

/** Each API with hostile and valid values for the parameters and headers it reads. */
function apiCall(context: Context): Draft {
  const { rng, site } = context;
  const which = rng.pick([
    'switch-locale',
    'enable',
    'presentation',
    'disable',
    'revalidate',
    'image-optimizer',
  ] as const);
  const localeValue = () =>
    rng.pick([
      ...site.locales,
      ...site.locales,
      'de',
      'EN',
      '',
      'en&to=fr',
      '__proto__',
      markup(context),
      big(rng, 'e', [300, 3_000]),
    ]);
  switch (which) {
    case 'switch-locale': {
      const parts = [`to=${queryValue(context, localeValue())}`, `from=${queryValue(context, hostileValue(context))}`];
      if (rng.chance(0.15)) parts.push(`from=${queryValue(context, hostileValue(context))}`);
      if (rng.chance(0.1)) parts.shift();
      return { note: 'switch-locale', method: 'GET', target: `/api/switch-locale?${parts.join('&')}`, headers: [] };
    }
    case 'enable': {
      const secret = rng.weighted([
        [2, () => site.previewSecret ?? 'wrong'],
        [2, () => 'wrong-secret'],
        [1, () => ''],
        [1, () => markup(context)],
        [1, () => big(rng, 's', [300, 5_000])],
        [1, () => rng.pick(BAD_ESCAPES)],
      ] as const)();
      const parts = [`redirect=${queryValue(context, hostileValue(context))}`];
      if (rng.chance(0.9)) parts.unshift(`secret=${queryValue(context, secret)}`);
      return {
        note: 'draft-mode enable',
        method: 'GET',
        target: `/api/draft-mode/enable?${parts.join('&')}`,
        headers: forwardedHints(context),
      };
    }
    case 'presentation': {
      const parts = [
        `sanity-preview-secret=${queryValue(context, rng.pick(['', 'x', markup(context), big(rng, 's', [300])]))}`,
        `sanity-preview-pathname=${queryValue(context, hostileValue(context))}`,
      ];
      if (rng.chance(0.3))
        parts.push(
          `sanity-preview-perspective=${queryValue(context, rng.pick(['drafts', 'published', 'raw', markup(context)]))}`,
        );
      return {
        note: 'draft-mode enable (Presentation)',
        method: 'GET',
        target: `/api/draft-mode/enable?${parts.join('&')}`,
        headers: [],
      };
    }
    case 'disable': {
      const headers: Header[] = [];
      if (rng.chance(0.5))
        headers.push([
          'referer',
          rng.pick([
            `http://evil.example${rng.pick(OPEN_REDIRECTS)}`,
            'https://evil.example/en',
            'garbage',
            '//evil.example',
            `http://127.0.0.1/${markup(context)}`,
          ]),
        ]);
      const target = rng.chance(0.7)
        ? `/api/draft-mode/disable?redirect=${queryValue(context, hostileValue(context))}`
        : '/api/draft-mode/disable';
      return {
        note: 'draft-mode disable',
        method: 'GET',
        target,
        host: rng.chance(0.3) ? 'evil.example' : undefined,
        headers,
      };
    }
    case 'revalidate': {
      const headers: Header[] = [];
      if (rng.chance(0.8))
        headers.push([
          'sanity-webhook-signature',
          rng.pick([
            '',
            'garbage',
            't=1,v1=abc',
            `t=${'9'.repeat(20)},v1=${'a'.repeat(43)}`,
            markup(context),
            big(rng, 'v', [3_000, 12_000]),
          ]),
        ]);
      if (rng.chance(0.8))
        headers.push(['content-type', rng.pick(['application/json', 'text/plain', 'multipart/form-data', ''])]);
      const body = rng.pick([
        JSON.stringify({ _id: 'article-calm-en', _type: 'article', slug: 'designing-for-calm', language: 'en' }),
        JSON.stringify({ _id: markup(context), _type: markup(context) }),
        '{',
        '',
        'null',
        '[]',
        big(rng, '{"a":', [2_049, 131_073, 1_100_000]),
      ]);
      return {
        note: 'revalidate webhook',
        method: rng.chance(0.9) ? 'POST' : rng.pick(['GET', 'PUT']),
        target: '/api/revalidate',
        headers,
        body,
      };
    }
    case 'image-optimizer': {
      const url = rng.pick([
        `${IMAGES_PREFIX}${imageFile(context)}`,
        'https://evil.example/x.png',
        '//evil.example/x.png',
        '/\\evil.example/x.png',
        'http://127.0.0.1:22/',
        'file:///etc/passwd',
        markup(context),
        '/api/revalidate',
      ]);
      const w = rng.pick(['16', '64', '0', '-1', '99999', 'abc', '']);
      const q = rng.pick(['75', '0', '101', 'x']);
      return {
        note: 'image optimizer',
        method: 'GET',
        target: `/_next/image?url=${queryValue(context, url)}&w=${w}&q=${q}`,
        headers: [],
      };
    }
  }
}

function forwardedHints({ rng }: Context): Header[] {
  const headers: Header[] = [];
  if (rng.chance(0.3)) headers.push(['x-forwarded-proto', rng.pick(['https', 'http', 'garbage'])]);
  if (rng.chance(0.3)) headers.push(['x-forwarded-host', rng.pick(HOSTS)]);
  if (rng.chance(0.3))
    headers.push(
      ['sec-fetch-dest', rng.pick(['iframe', 'document'])],
      ['sec-fetch-site', rng.pick(['cross-site', 'same-origin'])],
    );
  return headers;
}

/** The dataset images route: real names, near-misses, traversal, markup. */
function imagePath(context: Context): Draft {
  const { rng } = context;
  const real = imageFile(context);
  const file = rng.pick([
    real,
    real.toUpperCase(),
    real.replace(/-\d+x\d+/, '-1x1'),
    real.replace(/\.\w+$/, '.svg'),
    real.replace(/\.\w+$/, '.PNG'),
    real.slice(0, 20),
    `${real}/`,
    `${real}%00.png`,
    `..%2F..%2Fpackage.json`,
    '..%2f..%2f..%2fetc%2fpasswd',
    '%2e%2e%2fnext.config.ts',
    `${encodeQueryValue(markup(context))}.png`,
    `${'f'.repeat(rng.pick([256, 300, 4_000]))}-1x1.png`,
    `${real}?w=99999`,
    '',
  ]);
  return {
    note: 'dataset image',
    method: rng.chance(0.85) ? 'GET' : 'HEAD',
    target: `${IMAGES_PREFIX}${file}`,
    headers: [],
  };
}

/** The contact page's server action, as the browser posts it (with and without JavaScript), and broken. */
function contactAction(context: Context): Draft {
  const { rng, site, token } = context;
  const locale = rng.chance(0.85) ? rng.pick(site.locales) : rng.pick(LOCALE_LIKE);
  const page = rng.chance(0.85) ? `/${locale}/contact` : anyPath(context);
  const id = actionId(context);
  const headers: Header[] = [];
  let body: string;
  const style = rng.pick(['fetch', 'form', 'form-id', 'oversized', 'text'] as const);
  if (style === 'fetch') {
    headers.push(['next-action', id], ['accept', 'text/x-component']);
    if (rng.chance(0.5)) headers.push(['next-router-state-tree', routerStateTree(context)]);
    headers.push(['content-type', `multipart/form-data; boundary=${BOUNDARY}`]);
    const fields = formFields(context).map(([name, value]) => [`1_${name}`, value] as [string, string]);
    body = multipart([
      ...fields,
      ['0', rng.pick(['["$K1"]', '[{"status":"idle"},"$K1"]', '[', `["<${token}>"]`, '["$@1"]'])],
    ]);
  } else if (style === 'form' || style === 'form-id') {
    headers.push(['content-type', `multipart/form-data; boundary=${BOUNDARY}`]);
    const reference: [string, string][] =
      style === 'form'
        ? [
            ['$ACTION_REF_1', ''],
            ['$ACTION_1:0', rng.pick([JSON.stringify({ id, bound: '$@1' }), '{', `{"id":"<${token}>"}`])],
            [
              '$ACTION_1:1',
              rng.pick([
                JSON.stringify([{ status: 'idle', token: '', values: {}, errors: {}, message: markup(context) }]),
                '[',
                'null',
              ]),
            ],
            ['$ACTION_KEY', rng.pick(['k0', markup(context)])],
          ]
        : [[`$ACTION_ID_${id}`, '']];
    body = multipart([...reference, ...formFields(context)]);
  } else if (style === 'oversized') {
    headers.push(['next-action', id], ['content-type', `multipart/form-data; boundary=${BOUNDARY}`]);
    body = multipart([
      ['1_message', big(rng, 'm', [131_073, 400_000, 1_100_000])],
      ['0', '["$K1"]'],
    ]);
  } else {
    headers.push(
      ['next-action', id],
      ['content-type', rng.pick(['text/plain;charset=UTF-8', 'application/json', 'text/x-component'])],
    );
    body = rng.pick([
      '["$K1"]',
      '[',
      '',
      `["<${token}>",{"a":"$@0"}]`,
      JSON.stringify([{ status: 'idle' }, `$Q${'9'.repeat(20)}`]),
      '["$B1"]',
      '["$T"]',
    ]);
  }
  return { note: `contact action (${style})`, method: 'POST', target: page, headers, body };
}
