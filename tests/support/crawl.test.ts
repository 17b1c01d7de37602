/**
 * The crawler the content-dataset specs rely on can fail: over a tiny site
 * with a dead link, a redirect to nowhere, a 500 and a BEL in a page, it
 * reports each of them.
 */
import { createServer, type Server } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { crawl, htmlLinks, RAW_CONTROL, xmlLinks } from './crawl.ts';

const PAGES: Record<string, [number, string, string]> = {
  '/': [
    200,
    'text/html',
    '<a href="/ok">ok</a><a href="/dead">dead</a><a href="/moved?x=1&amp;y=2">moved</a>' +
      '<a href="https://public.example/ok">same site, public address</a><a href="https://other.example/">other</a>' +
      '<img src="/img.png" srcset="/img.png 1x, /img-2x.png 2x"><link rel="alternate" href="/feed.xml">',
  ],
  '/ok': [200, 'text/html', '<p>Fine\u0007</p><a href="/broken">broken</a>'],
  '/moved?x=1&y=2': [303, 'text/plain', '/gone'],
  '/broken': [500, 'text/plain', 'boom'],
  '/img.png': [200, 'image/png', ''],
  '/img-2x.png': [200, 'image/png', ''],
  '/feed.xml': [200, 'application/rss+xml', '<rss><channel><link>https://public.example/ok</link></channel></rss>'],
};

let server: Server;
let base: string;
beforeAll(async () => {
  server = createServer((req, res) => {
    const [status, type, body] = PAGES[req.url ?? ''] ?? [404, 'text/plain', 'not found'];
    if (status === 303) res.writeHead(status, { location: body }).end();
    else res.writeHead(status, { 'content-type': type }).end(body);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
});
afterAll(() => new Promise((resolve) => server.close(resolve)));

describe('crawl', () => {
  it('follows every same-site link, maps the public address, and reports what answers wrong', async () => {
    const visits = await crawl({ base, origin: 'https://public.example', start: ['/'] });
    const status = Object.fromEntries([...visits.values()].map((visit) => [visit.path, visit.finalStatus]));
    expect(status).toEqual({
      '/': 200,
      '/ok': 200,
      '/dead': 404,
      '/moved?x=1&y=2': 404,
      '/img.png': 200,
      '/img-2x.png': 200,
      '/feed.xml': 200,
      '/broken': 500,
    });
    expect(visits.get('/moved?x=1&y=2')?.status).toBe(303);
    expect([...visits.get('/ok')!.from].sort()).toEqual(['/', '/feed.xml']);
    expect(RAW_CONTROL.test(visits.get('/ok')!.body!)).toBe(true);
    expect(RAW_CONTROL.test(visits.get('/')!.body!)).toBe(false);
  });

  it('reads links from HTML and XML', () => {
    expect(
      htmlLinks('<meta property="og:image" content="https://a.example/x.png"><a class="c" href="/a?b=1&amp;c=2">'),
    ).toEqual(['/a?b=1&c=2', 'https://a.example/x.png']);
    expect(
      xmlLinks('<url><loc>https://a.example/en</loc><xhtml:link rel="alternate" href="https://a.example/fr"/></url>'),
    ).toEqual(['https://a.example/en', 'https://a.example/fr']);
  });
});
