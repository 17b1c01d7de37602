import { describe, expect, it } from 'vitest';
import { generateRequest, generateRequests, type Family } from './generate.ts';
import { createRng, rngFor } from './prng.ts';
import { ENDPOINTS, type SiteMap } from './routes.ts';

/** A small site of the demo's shape: the generator needs no dataset and no server. */
const SITE: SiteMap = {
  locales: ['en', 'fr', 'pt'],
  pages: ['/en', '/en/about', '/fr/contact', '/pt/articles/projetar-a-calma', '/en/articles/notes/type-scale'],
  articles: [
    { locale: 'en', slug: 'designing-for-calm' },
    { locale: 'fr', slug: 'notes/echelle-typographique' },
  ],
  images: ['00fb9b51c44966da8e515a63c2be05dbe3da2f19-1200x750.png'],
  endpoints: ENDPOINTS,
  redirects: [{ source: '/cv', destination: 'https://read.example.com/liviavilar' }],
  actionIds: ['60d879c24505d1d2f1d01e47d0bafbe84cc5c687e1'],
};

describe('the PRNG', () => {
  it('gives the same numbers for the same seed and index, so recorded failures keep replaying', () => {
    const rng = rngFor(42, 0);
    expect([rng.next(), rng.next(), rng.next()]).toEqual([0.6575294088106602, 0.8225351190194488, 0.9425614983774722]);
  });

  it('gives neighbouring requests unrelated streams', () => {
    const firsts = Array.from({ length: 1000 }, (_, index) => rngFor(1, index).next());
    expect(new Set(firsts).size).toBe(1000);
    const mean = firsts.reduce((a, b) => a + b, 0) / firsts.length;
    expect(mean).toBeGreaterThan(0.45);
    expect(mean).toBeLessThan(0.55);
  });

  it.each([
    [0, 0],
    [3, 7],
    [-2, 2],
  ])('int(%i, %i) stays within its bounds and reaches both', (min, max) => {
    const rng = rngFor(9, 0);
    const seen = new Set(Array.from({ length: 500 }, () => rng.int(min, max)));
    expect(Math.min(...seen)).toBe(min);
    expect(Math.max(...seen)).toBe(max);
  });

  it('refuses to pick from nothing', () => {
    expect(() => createRng(() => 0.5).pick([])).toThrow(RangeError);
  });
});

describe('generateRequest', () => {
  it('is a function of seed and index: the same request twice, alone or in a run', () => {
    const run = [...generateRequests(42, 300, SITE)];
    expect(run.map((request) => generateRequest(42, request.index, SITE))).toEqual(run);
    expect([...generateRequests(42, 50, SITE, 250)]).toEqual(run.slice(250));
  });

  it('differs with the seed', () => {
    const a = [...generateRequests(1, 50, SITE)].map((r) => `${r.method} ${r.target}`);
    const b = [...generateRequests(2, 50, SITE)].map((r) => `${r.method} ${r.target}`);
    expect(a).not.toEqual(b);
  });

  const sample = [...generateRequests(7, 2000, SITE)];

  it('draws every family, and reaches every endpoint, locale and image of the site', () => {
    const families = new Set(sample.map((request) => request.family));
    expect([...families].sort()).toEqual(
      (['action', 'api', 'headers', 'image', 'locale', 'method', 'path', 'query', 'slug'] satisfies Family[]).sort(),
    );
    const targets = sample.map((request) => request.target).join('\n');
    for (const endpoint of ENDPOINTS) expect(targets).toContain(endpoint.path);
    for (const image of SITE.images) expect(targets).toContain(image);
    expect(
      sample.some((request) =>
        request.headers.some(([name, value]) => name === 'next-action' && value === SITE.actionIds[0]),
      ),
    ).toBe(true);
  });

  it('carries its own marker in the markup it sends', () => {
    const marked = sample.filter((request) => JSON.stringify(request).includes('<vz-'));
    expect(marked.length).toBeGreaterThan(100);
    for (const request of marked) {
      expect(request.token).toBe(`vz-7-${request.index}`);
      // Every complete marker (a long body of repeated markers may end in a cut one).
      const tokens = new Set(JSON.stringify(request).match(/vz-\d+-\d+(?=>)/g));
      expect([...tokens]).toEqual([request.token]);
    }
  });

  it('never puts CR or LF in a request line or header: one request per connection, never two', () => {
    for (const request of sample) {
      expect(request.target).not.toMatch(/[\r\n]/);
      for (const [name, value] of request.headers) expect(`${name}${value}`).not.toMatch(/[\r\n]/);
      if (typeof request.host === 'string') expect(request.host).not.toMatch(/[\r\n]/);
    }
  });

  it('sends what fetch would refuse: raw control characters, no Host, odd methods, huge bodies', () => {
    expect(sample.some((request) => request.target.includes('\u0000'))).toBe(true);
    expect(sample.some((request) => request.host === null)).toBe(true);
    expect(sample.some((request) => request.method === 'PROPFIND')).toBe(true);
    expect(sample.some((request) => (request.body?.length ?? 0) > 1_000_000)).toBe(true);
    expect(Math.max(...sample.map((request) => request.body?.length ?? 0))).toBeLessThan(1_200_000);
  });
});
