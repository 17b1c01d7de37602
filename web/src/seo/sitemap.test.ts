// @vitest-environment jsdom
import { buildSiteIndex } from '@vitrine/schemas';
import { describe, expect, it } from 'vitest';
import { sitemapPartCount, sitemapPartXml, sitemapUrls, sitemapXml, type SitemapUrl } from './sitemap';
import { INDEX, LOCALES, ORIGIN, parseXml as parse, REDIRECTS, ROUTE_INDEX } from './testing';

const XHTML = 'http://www.w3.org/1999/xhtml';

const urls = sitemapUrls({ origin: ORIGIN, index: INDEX, redirects: REDIRECTS, works: ROUTE_INDEX.works });
const byLoc = (loc: string) => urls.find((url) => url.loc === `${ORIGIN}${loc}`);

describe('sitemapUrls', () => {
  it('lists the lists in every language that has items of its own, then every page and article that answers, then home, once', () => {
    expect(urls.map((url) => url.loc.slice(ORIGIN.length))).toEqual([
      '/en/works',
      '/fr/works',
      '/en/articles',
      '/fr/articles',
      '/en',
      '/fr',
      '/en/about',
      '/fr/studio/processus',
      '/pt/estudio/processo',
      '/en/articles/designing-for-calm',
      '/fr/articles/concevoir-le-calme',
    ]);
  });

  it('lists no empty list and no home before the site settings exist', () => {
    const bare = buildSiteIndex({ ...ROUTE_INDEX, settings: false, articles: [], works: [] }, { locales: LOCALES });
    const locs = sitemapUrls({ origin: ORIGIN, index: bare, redirects: [], works: [] }).map((url) => url.loc);
    expect(locs).not.toContain(`${ORIGIN}/en/works`);
    expect(locs).not.toContain(`${ORIGIN}/en/articles`);
    expect(locs).not.toContain(`${ORIGIN}/pt`);
    // A home page document answers at its own path.
    expect(locs).toContain(`${ORIGIN}/en`);
  });

  it('never lists a redirect source, a refused page or a malformed slug', () => {
    expect(byLoc('/en/articles/old-post')).toBeUndefined();
    expect(byLoc('/pt/about')).toBeUndefined();
    expect(urls.some((url) => url.loc.includes('Projetar'))).toBe(false);
  });

  it('gives each URL the alternates of its group, x-default last, and lastmod from _updatedAt', () => {
    expect(byLoc('/fr/articles/concevoir-le-calme')).toEqual({
      loc: `${ORIGIN}/fr/articles/concevoir-le-calme`,
      lastmod: '2025-01-07T09:00:00Z',
      alternates: {
        en: `${ORIGIN}/en/articles/designing-for-calm`,
        fr: `${ORIGIN}/fr/articles/concevoir-le-calme`,
        'x-default': `${ORIGIN}/en/articles/designing-for-calm`,
      },
    });
    expect(byLoc('/pt/estudio/processo')?.alternates['x-default']).toBe(`${ORIGIN}/fr/studio/processus`);
  });

  it('dates a list by its newest item in that language', () => {
    expect(byLoc('/en/works')?.lastmod).toBe('2025-01-11T09:00:00Z');
    expect(byLoc('/fr/articles')?.lastmod).toBe('2025-01-07T09:00:00Z');
  });

  it('leaves out a list that has only the default language’s items standing in, and every language not offered', () => {
    expect(byLoc('/pt/works')).toBeUndefined();
    expect(urls.some((url) => url.loc.startsWith(`${ORIGIN}/de`))).toBe(false);
    expect(urls.some((url) => Object.keys(url.alternates).includes('de'))).toBe(false);
  });

  it('never lists a page where the default language stands in for a translation', () => {
    // pt has no home page document: /pt answers with the English one standing in.
    expect(INDEX.standIn('page', 'pt', 'home')).toBeDefined();
    expect(byLoc('/pt')).toBeUndefined();
    // about-en has no fr version: /fr/about answers with it, marked, but is not a version of its own.
    expect(INDEX.standIn('page', 'fr', 'about')).toBeDefined();
    expect(byLoc('/fr/about')).toBeUndefined();
    expect(byLoc('/en/about')?.alternates).toEqual({
      en: `${ORIGIN}/en/about`,
      'x-default': `${ORIGIN}/en/about`,
    });
  });
});

describe('sitemapXml', () => {
  it('writes a urlset with xhtml:link alternates that a strict parser reads back', () => {
    const doc = parse(sitemapXml(urls, ORIGIN));
    expect(doc.documentElement.localName).toBe('urlset');
    const entries = [...doc.getElementsByTagName('url')];
    expect(entries).toHaveLength(urls.length);
    const calm = entries.find((url) => url.getElementsByTagName('loc')[0]?.textContent === urls[10]!.loc)!;
    const links = [...calm.getElementsByTagNameNS(XHTML, 'link')].map((link) => [
      link.getAttribute('hreflang'),
      link.getAttribute('href'),
    ]);
    expect(Object.fromEntries(links)).toEqual(urls[10]!.alternates);
  });

  it('the parser these tests use refuses XML that is not well-formed', () => {
    expect(() => parse('<urlset><url></urlset>')).toThrow(/Not well-formed/);
    expect(() => parse(sitemapXml(urls, ORIGIN).replace('&amp;', '&'))).not.toThrow();
    expect(() => parse('<a>AT&T</a>')).toThrow(/Not well-formed/);
  });

  it('escapes what it writes', () => {
    const odd: SitemapUrl = { loc: `${ORIGIN}/en/a?b=1&c=<2>`, alternates: { en: `${ORIGIN}/en/a?b=1&c=<2>` } };
    const doc = parse(sitemapXml([odd], ORIGIN));
    expect(doc.getElementsByTagName('loc')[0]?.textContent).toBe(odd.loc);
  });

  it('past the limit, becomes an index of parts that hold every URL once', () => {
    const many: SitemapUrl[] = Array.from({ length: 50_001 }, (_, i) => ({
      loc: `${ORIGIN}/en/articles/a${i}`,
      lastmod: `2024-01-01T00:00:${String(i % 60).padStart(2, '0')}Z`,
      alternates: {},
    }));
    expect(sitemapPartCount(50_000)).toBe(0);
    expect(sitemapPartCount(many.length)).toBe(2);
    const index = parse(sitemapXml(many, ORIGIN));
    expect(index.documentElement.localName).toBe('sitemapindex');
    expect([...index.getElementsByTagName('loc')].map((loc) => loc.textContent)).toEqual([
      `${ORIGIN}/sitemaps/1.xml`,
      `${ORIGIN}/sitemaps/2.xml`,
    ]);
    // The full part is counted as text: a DOM of 50,000 URLs is too slow for a unit test; the last part is parsed.
    const first = sitemapPartXml(many, 1)!;
    expect(first.match(/<url>/g)).toHaveLength(50_000);
    expect(first).toContain(`<loc>${ORIGIN}/en/articles/a49999</loc>`);
    const last = parse(sitemapPartXml(many, 2)!);
    expect([...last.getElementsByTagName('loc')].map((loc) => loc.textContent)).toEqual([
      `${ORIGIN}/en/articles/a50000`,
    ]);
    expect(sitemapPartXml(many, 3)).toBeNull();
    expect(sitemapPartXml(urls, 1)).toBeNull();
  });
});
