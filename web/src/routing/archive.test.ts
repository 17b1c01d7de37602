import { describe, expect, it } from 'vitest';
import { type RouteIndexQueryResult, resolveLocalizedPath, buildSiteIndex } from '@vitrine/schemas';
import { pageCount, pageOf } from './archive';

describe('pageCount', () => {
  it.each([
    [0, 20, 1],
    [1, 20, 1],
    [20, 20, 1],
    [21, 20, 2],
    [2000, 20, 100],
    [4001, 20, 201],
    [7, 3, 3],
  ])('%i articles at %i a page fill %i pages', (total, size, pages) => expect(pageCount(total, size)).toBe(pages));
});

describe('pageOf', () => {
  const items = Array.from({ length: 7 }, (_, i) => i);
  it.each([
    [1, [0, 1, 2]],
    [2, [3, 4, 5]],
    [3, [6]],
  ])('page %i of 7 items at 3 a page', (page, expected) => expect(pageOf(items, page, 3)).toEqual(expected));

  it.each([0, 4, 999, 1.5, -1, Number.NaN])('has no page %s', (page) => expect(pageOf(items, page, 3)).toBeNull());

  it('gives an empty list its one page', () => expect(pageOf([], 1, 3)).toEqual([]));

  it('reaches every item once, in order, the oldest on the last page', () => {
    const archive = Array.from({ length: 2001 }, (_, i) => i);
    const pages = Array.from({ length: pageCount(archive.length, 20) }, (_, i) => pageOf(archive, i + 1, 20)!);
    expect(pages.flat()).toEqual(archive);
    expect(pages.at(-1)).toEqual([2000]);
  });
});

describe('the pages the proxy lets through', () => {
  const at = '2025-01-01T00:00:00Z';
  const article = (id: string, locale: string, slug: string) => ({
    _id: id,
    locale,
    slug,
    _createdAt: at,
    _updatedAt: at,
  });
  // en has 45 articles; fr 10 of its own and the 45 of en standing in (55); pt nothing published.
  const index = buildSiteIndex(
    {
      settings: true,
      pages: [{ _id: 'home-fr', locale: 'fr', slug: 'home', validate: null, _createdAt: at, _updatedAt: at }],
      articles: [
        ...Array.from({ length: 45 }, (_, i) => article(`a${i}-en`, 'en', `article-${i}`)),
        ...Array.from({ length: 10 }, (_, i) => article(`a${i}-fr`, 'fr', `article-fr-${i}`)),
      ],
      works: [],
      groups: [],
      languages: ['en', 'fr'],
    } satisfies RouteIndexQueryResult,
    { locales: ['en', 'fr', 'pt'] },
  );
  // The page size comes from the environment: 20 unless LIST_PAGE_SIZE says otherwise.
  const size = 20;

  it('counts what each language lists, stand-ins included', () => {
    expect(index.articleCount('en')).toBe(45);
    expect(index.articleCount('fr')).toBe(55);
    expect(index.articleCount('pt')).toBe(0);
  });

  it.each([
    ['en', 2, 'page'],
    ['en', pageCount(45, size), 'page'],
    ['en', pageCount(45, size) + 1, 'not-found'],
    ['en', 999, 'not-found'],
    ['fr', pageCount(55, size), 'page'],
    ['fr', pageCount(55, size) + 1, 'not-found'],
  ] as const)('/%s/articles/page/%i is a %s', (locale, page, kind) => {
    expect(resolveLocalizedPath(locale, `articles/page/${page}`, index).kind).toBe(kind);
  });

  it.each(['articles/page/1', 'articles/page/02', 'articles/page/x', 'articles/page/-2', 'articles/page/2.0'])(
    '/en/%s is no page',
    (rest) =>
      expect(resolveLocalizedPath('en', rest, index)).toEqual({
        kind: 'not-found',
        locale: 'en',
        reason: { kind: 'unmatched' },
      }),
  );

  it('gives a later page the list’s card', () => {
    expect(resolveLocalizedPath('en', 'articles/page/2/opengraph-image', index)).toEqual({
      kind: 'card',
      locale: 'en',
      rewrite: '/en/_card/list/articles',
    });
    expect(resolveLocalizedPath('en', 'articles/page/9/opengraph-image', index).kind).toBe('not-found');
  });

  it('has no pages in a language with nothing published', () => {
    expect(resolveLocalizedPath('pt', 'articles/page/2', index).kind).toBe('not-found');
  });
});
