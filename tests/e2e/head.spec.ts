/**
 * HEAD equals GET (RFC 9110, 9.3.2): on every kind of response the site
 * gives, a HEAD gets the same status and the same header fields as a GET,
 * and no body. Raw HTTP (node:http), so nothing is decompressed or hidden;
 * with and without compression asked for.
 */
import { request as httpRequest, type IncomingHttpHeaders } from 'node:http';
import { E2E_PREVIEW_SECRET } from '../preview/constants.ts';
import { cookieHeader, enablePath, setCookies } from '../preview/site.ts';
import { localized } from '../support/dataset.ts';
import { SECOND, THIRD, UNLISTED } from '../support/languages.ts';
import { expect, test } from './support/fixtures.ts';

interface Answer {
  status: number;
  headers: IncomingHttpHeaders;
  body: Buffer;
}

function send(base: string, method: 'GET' | 'HEAD', path: string, headers: Record<string, string>): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(`${base}${path}`, { method, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => resolve({ status: res.statusCode!, headers: res.headers, body: Buffer.concat(chunks) }));
    });
    req.setTimeout(20_000, () => req.destroy(new Error(`${method} ${path}: no answer in 20 s`)));
    req.on('error', reject);
    req.end();
  });
}

/**
 * Every field but those of the moment: Date, the microcache's hit marker, and
 * Transfer-Encoding, the framing of a body a HEAD does not have (RFC 9112,
 * 6.1; a streamed GET is chunked, its HEAD carries neither length nor coding).
 */
const fields = ({ headers }: Answer) =>
  Object.fromEntries(
    Object.entries(headers).filter(([name]) => !['date', 'x-vitrine-cache', 'transfer-encoding'].includes(name)),
  );

const article = localized('article').find((a) => a.locale === SECOND)!;

/** The kinds of response, each by a path (and headers) that gets one. */
const KINDS: [kind: string, path: string, headers?: Record<string, string>][] = [
  ['a prerendered page', '/en'],
  ['a page with its own data', '/en/about'],
  ['an article', `/${SECOND}/articles/${article.slug}`],
  ['a ?tag= view', '/en/articles?tag=design'],
  ['the contact page (a fresh token in each answer)', '/en/contact'],
  ['an unknown page (404 screen)', '/en/this/does/not-exist'],
  ['a page that fails its validate rule (404)', '/en/articles/no-such-article'],
  ['a language we do not speak (404)', `/${UNLISTED[0]}/about`],
  ['a bot’s 404 (a line of text)', '/en/nope', { 'user-agent': 'Googlebot/2.1 (+http://www.google.com/bot.html)' }],
  ['the redirect to a language', '/about', { 'accept-language': SECOND }],
  ['an API (JSON)', '/api/contact/token'],
  ['an API refusal (401)', '/api/draft-mode/events'],
  ['an API refusal (draft mode without a secret)', '/api/draft-mode/enable?redirect=/en'],
  ['an unknown API path (404)', '/api/nope'],
  ['a feed', `/${THIRD}/feed.xml`],
  ['the sitemap', '/sitemap.xml'],
  ['robots.txt', '/robots.txt'],
  ['the web manifest', '/manifest.webmanifest'],
  ['a social card without its hash', '/en/about/opengraph-image'],
  ['a card asked for by the hash it has not', '/en/about/opengraph-image?v=AAAAAAAAAAAAAAAA'],
  ['a missing card (404)', '/en/no-such-page/opengraph-image'],
  ['a missing dataset image (404)', '/dataset-images/nope.png'],
];

for (const encoding of ['gzip, deflate, br', undefined]) {
  test.describe(encoding ? `compression asked for (${encoding})` : 'no compression asked for', () => {
    const asked: Record<string, string> = encoding ? { 'accept-encoding': encoding } : {};
    for (const [kind, path, headers] of KINDS) {
      test(`HEAD equals GET: ${kind} (${path})`, async ({ baseURL }) => {
        // Once first, so both meet Next's cache in the same state (a first 404 render says MISS, the next HIT).
        await send(baseURL!, 'GET', path, { ...asked, ...headers });
        const get = await send(baseURL!, 'GET', path, { ...asked, ...headers });
        const head = await send(baseURL!, 'HEAD', path, { ...asked, ...headers });
        expect(head.status).toBe(get.status);
        expect(fields(head)).toEqual(fields(get));
        expect(head.body.length).toBe(0);
        expect(get.body.length).toBeGreaterThan(0);
      });
    }

    test('HEAD equals GET: what a page links to (a social card by its hash, a picture, a stylesheet, a script, a font)', async ({
      baseURL,
    }) => {
      const html = (await send(baseURL!, 'GET', '/en', {})).body.toString();
      const card = /<meta property="og:image" content="https?:\/\/[^/]+([^"]+)"/
        .exec(html)![1]!
        .replaceAll('&amp;', '&');
      const image = /<img [^>]*src="(\/dataset-images\/[^"]+)"/.exec(html)![1]!;
      const style = /<link rel="stylesheet" href="([^"]+)"/.exec(html)![1]!;
      const script = /<script src="([^"]+)"/.exec(html)![1]!;
      const font = /<link rel="preload" href="([^"]+\.woff2)"/.exec(html)![1]!;
      for (const path of [card, image, style, script, font]) {
        const get = await send(baseURL!, 'GET', path, asked);
        const head = await send(baseURL!, 'HEAD', path, asked);
        expect(get.status, path).toBe(200);
        expect(head.status, path).toBe(200);
        expect(fields(head), path).toEqual(fields(get));
        expect(head.body.length, path).toBe(0);
      }
    });

    test('HEAD equals GET: a page in draft mode, rendered for the request', async ({ baseURL }) => {
      const enabled = await fetch(`${baseURL}${enablePath({ secret: E2E_PREVIEW_SECRET, redirect: '/en' })}`, {
        redirect: 'manual',
      });
      const cookie = cookieHeader(setCookies(enabled.headers));
      for (const path of ['/en', `/${SECOND}/articles/${article.slug}`]) {
        // Drafts are content of the moment: other specs edit them while this one runs. A HEAD is compared with
        // the GET around it only when the GETs before and after it are the same (the drafts held still).
        let get = await send(baseURL!, 'GET', path, { ...asked, cookie });
        let head = await send(baseURL!, 'HEAD', path, { ...asked, cookie });
        for (let attempt = 1; attempt < 10; attempt++) {
          const after = await send(baseURL!, 'GET', path, { ...asked, cookie });
          if (after.body.equals(get.body)) break;
          get = after;
          head = await send(baseURL!, 'HEAD', path, { ...asked, cookie });
        }
        expect(get.status, path).toBe(200);
        expect(head.status, path).toBe(200);
        // A page rendered per request has its scripts' hashes in its CSP, the same for the same render.
        expect(fields(head), path).toEqual(fields(get));
        expect(head.body.length, path).toBe(0);
      }
    });
  });
}
