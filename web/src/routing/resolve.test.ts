import { describe, expect, it } from 'vitest';
import {
  type RouteIndexQueryResult,
  cardRouteWithoutIndex,
  resolveLocalizedPath,
  buildSiteIndex,
} from '@vitrine/schemas';
import { isLanguageCode, resolveUnprefixedPath } from './resolve';

const at = '2025-01-01T00:00:00Z';
/** The test's own list: `de` is listed, but nothing is published in it. */
const LOCALES = ['en', 'fr', 'pt', 'de'];
const index = buildSiteIndex(
  {
    settings: true,
    pages: [
      { _id: 'home-en', locale: 'en', slug: 'home', validate: null, _createdAt: at, _updatedAt: at },
      { _id: 'about-en', locale: 'en', slug: 'about', validate: null, _createdAt: at, _updatedAt: at },
      { _id: 'contact-en', locale: 'en', slug: 'contact', validate: null, _createdAt: at, _updatedAt: at },
      { _id: 'process-en', locale: 'en', slug: 'studio/process', validate: null, _createdAt: at, _updatedAt: at },
      { _id: 'cv-en', locale: 'en', slug: 'cv', validate: null, _createdAt: at, _updatedAt: at },
      {
        _id: 'fr-only',
        locale: 'en',
        slug: 'french-only',
        validate: { locales: ['fr'], message: 'Only in French' },
        _createdAt: at,
        _updatedAt: at,
      },
      { _id: 'about-fr', locale: 'fr', slug: 'about', validate: { locales: ['en'] }, _createdAt: at, _updatedAt: at },
    ],
    articles: [{ _id: 'calm-en', locale: 'en', slug: 'designing-for-calm', _createdAt: at, _updatedAt: at }],
    works: [],
    groups: [],
    languages: ['en', 'fr', 'pt'],
  } satisfies RouteIndexQueryResult,
  { locales: LOCALES },
);

describe('resolveLocalizedPath', () => {
  it.each([
    ['en', '', 'page'],
    ['en', 'works', 'page'],
    ['en', 'articles', 'page'],
    ['en', 'about', 'page'],
    ['en', 'studio/process', 'page'],
    ['en', 'studio%2Fprocess', 'page'],
    ['en', 'articles/designing-for-calm', 'page'],
    ['en', 'feed.xml', 'page'],
    // The default language's version stands in where a language has none.
    ['fr', 'articles/designing-for-calm', 'page'],
    ['fr', 'contact', 'page'],
    ['pt', 'about', 'page'],
    ['pt', 'studio/process', 'page'],
    ['fr', 'french-only', 'page'],
  ] as const)('/%s/%s is a page', (locale, rest, kind) => {
    expect(resolveLocalizedPath(locale, rest, index).kind).toBe(kind);
  });

  it.each([
    ['en', 'nope', { kind: 'unmatched' }],
    ['en', 'studio', { kind: 'unmatched' }],
    ['en', 'home', { kind: 'unmatched' }],
    ['en', 'a/very/deep/path', { kind: 'unmatched' }],
    ['en', '%E0%A4%A', { kind: 'unmatched' }],
    ['en', 'x'.repeat(300), { kind: 'unmatched' }],
    ['en', 'articles/no-such-article', { kind: 'invalid' }],
    ['en', 'articles/Not_A_Slug', { kind: 'invalid' }],
    ['fr', 'articles/no-such-article', { kind: 'invalid' }],
    ['fr', 'about', { kind: 'invalid', documentId: 'about-fr' }], // its own version, refused: no stand-in
    ['en', 'french-only', { kind: 'invalid', documentId: 'fr-only' }],
    ['pt', 'french-only', { kind: 'invalid', documentId: 'fr-only' }], // the original's rule holds where it stands in
    ['pt', 'map', { kind: 'invalid' }], // no map page in any language
  ] as const)('/%s/%s is a 404 (%o)', (locale, rest, reason) => {
    expect(resolveLocalizedPath(locale, rest, index)).toEqual({ kind: 'not-found', locale, reason });
  });

  it.each(['', 'about', 'works', 'articles/designing-for-calm', 'feed.xml', 'opengraph-image'])(
    'a listed language with nothing published has no paths: /de/%s',
    (rest) => {
      expect(resolveLocalizedPath('de', rest, index)).toEqual({
        kind: 'not-found',
        locale: 'en',
        reason: { kind: 'unmatched' },
      });
    },
  );
});

describe('social cards', () => {
  it.each([
    ['en', 'opengraph-image', '/en/_card/page/home'],
    ['en', 'about/opengraph-image', '/en/_card/page/about'],
    ['en', 'works/opengraph-image', '/en/_card/list/works'],
    ['en', 'articles/opengraph-image', '/en/_card/list/articles'],
    ['en', 'studio/process/opengraph-image', '/en/_card/page/studio/process'],
    ['en', 'articles/designing-for-calm/opengraph-image', '/en/_card/article/designing-for-calm'],
    ['fr', 'articles/designing-for-calm/opengraph-image', '/fr/_card/article/designing-for-calm'],
    ['pt', 'studio/process/opengraph-image', '/pt/_card/page/studio/process'],
  ] as const)('/%s/%s is rendered at %s', (locale, rest, rewrite) => {
    expect(resolveLocalizedPath(locale, rest, index)).toEqual({ kind: 'card', locale, rewrite });
  });

  it.each([
    ['en', 'nope/opengraph-image', { kind: 'unmatched' }],
    ['en', 'opengraph-image/opengraph-image', { kind: 'unmatched' }],
    ['en', 'about/opengraph-image/opengraph-image', { kind: 'unmatched' }],
    ['en', 'feed.xml/opengraph-image', { kind: 'unmatched' }],
    ['en', 'opengraph-image.png', { kind: 'unmatched' }],
    ['en', '_card/page/studio/process', { kind: 'unmatched' }],
    ['en', 'articles/no-such-article/opengraph-image', { kind: 'invalid' }],
    ['fr', 'about/opengraph-image', { kind: 'invalid', documentId: 'about-fr' }],
    ['pt', 'french-only/opengraph-image', { kind: 'invalid', documentId: 'fr-only' }],
  ] as const)('/%s/%s: no page, no card (%o)', (locale, rest, reason) => {
    expect(resolveLocalizedPath(locale, rest, index)).toEqual({ kind: 'not-found', locale, reason });
  });
});

describe('cardRouteWithoutIndex', () => {
  it.each([
    ['en', 'opengraph-image', '/en/_card/page/home'],
    ['fr', 'about/opengraph-image', '/fr/_card/page/about'],
    ['en', 'works/opengraph-image', '/en/_card/list/works'],
    ['pt', 'estudio/processo/opengraph-image', '/pt/_card/page/estudio/processo'],
    ['en', 'articles/designing-for-calm/opengraph-image', '/en/_card/article/designing-for-calm'],
    ['en', 'about', null],
    ['en', 'about/opengraph-image/opengraph-image', null],
    ['en', 'feed.xml/opengraph-image', null],
    ['en', '%E0%A4%A/opengraph-image', null],
  ] as const)('/%s/%s → %s, by its shape alone', (locale, rest, expected) => {
    expect(cardRouteWithoutIndex(locale, rest)).toBe(expected);
  });
});

describe('resolveUnprefixedPath', () => {
  it.each([
    ['/', 'redirect'],
    ['/about', 'redirect'],
    ['/articles/designing-for-calm', 'redirect'],
    ['/cv', 'redirect'],
    ['/go', 'redirect'],
    ['/de/about', 'redirect'], // a listed language: the proxy splits it off before this (and 404s it while it is not offered)
    ['/it/about', 'not-found'],
    ['/pt-PT/about', 'not-found'],
    ['/es', 'not-found'],
    ['/wp-login.php', 'not-found'],
    ['/%C0%AF', 'not-found'],
    ['/robots.txt', 'file'],
    ['/sitemap.xml', 'file'],
    ['/sitemap.xml.gz', 'not-found'],
    ['/sitemaps/1.xml', 'not-found'],
    ['/manifest.webmanifest', 'file'],
    ['/manifest.json', 'not-found'],
  ])('%s → %s', (path, kind) => {
    expect(resolveUnprefixedPath(path, index).kind).toBe(kind);
  });

  it('serves as many sitemap parts as the content could fill, and no more', () => {
    const articles = Array.from({ length: 60_000 }, (_, i) => ({
      _id: `a${i}`,
      locale: 'en' as const,
      slug: `a${i}`,
      _createdAt: at,
      _updatedAt: at,
    }));
    const big = buildSiteIndex(
      { settings: true, pages: [], articles, works: [], groups: [], languages: ['en'] },
      { locales: LOCALES },
    );
    expect(resolveUnprefixedPath('/sitemaps/1.xml', big).kind).toBe('file');
    expect(resolveUnprefixedPath('/sitemaps/2.xml', big).kind).toBe('file');
    expect(resolveUnprefixedPath('/sitemaps/3.xml', big).kind).toBe('not-found');
  });
});

describe('isLanguageCode', () => {
  it.each([
    ['de', true],
    ['cv', true],
    ['pt-BR', true],
    ['go', false],
    ['zz', false],
    ['about', false],
    ['', false],
  ])('%s → %s', (segment, expected) => expect(isLanguageCode(segment)).toBe(expected));
});
