import { describe, expect, it } from 'vitest';
import type { RouteIndexQueryResult } from '../sanity.types';
import { servableIds, servableRouteIndex, sortSlugs } from './servable';

const doc = (_id: string, slug: string | null, _createdAt: string, locale = 'en') => ({
  _id,
  locale,
  slug,
  _createdAt,
});

describe('sortSlugs', () => {
  it('keeps the document created first of those sharing a slug in a language, whatever their order', () => {
    const older = doc('b-old', 'calm', '2023-01-01T00:00:00Z');
    const newer = doc('a-new', 'calm', '2025-01-01T00:00:00Z');
    for (const input of [
      [older, newer],
      [newer, older],
    ]) {
      const sorted = sortSlugs(input);
      expect(sorted.kept).toEqual([older]);
      expect(sorted.duplicates).toEqual([{ winner: older, others: [newer] }]);
    }
  });

  it('breaks a tie of creation dates by id, and counts each language apart', () => {
    const at = '2024-01-01T00:00:00Z';
    const sorted = sortSlugs([doc('z', 'calm', at), doc('y', 'calm', at), doc('x', 'calm', at, 'fr')]);
    expect(sorted.kept.map((d) => d._id)).toEqual(['y', 'x']);
    expect(sorted.duplicates[0]!.others.map((d) => d._id)).toEqual(['z']);
  });

  it.each(['café-com-leite', 'Capital', 'two words', 'trailing/', 'a//b', ''])(
    'leaves out the slug the router cannot serve: %j',
    (slug) => {
      const sorted = sortSlugs([doc('bad', slug, '2024-01-01T00:00:00Z'), doc('ok', 'fine', '2024-01-01T00:00:00Z')]);
      expect(sorted.kept.map((d) => d._id)).toEqual(['ok']);
      expect(sorted.unservable.map((d) => d._id)).toEqual(['bad']);
    },
  );
});

describe('servableRouteIndex', () => {
  const at = (year: number) => `${year}-01-01T00:00:00Z`;
  const result: RouteIndexQueryResult = {
    settings: true,
    articles: [
      { _id: 'cafe', locale: 'en', slug: 'café', _createdAt: at(2024), _updatedAt: at(2024) },
      { _id: 'calm', locale: 'en', slug: 'calm', _createdAt: at(2023), _updatedAt: at(2023) },
      // The path of the list's second page: an article cannot answer there.
      { _id: 'paged', locale: 'en', slug: 'page/2', _createdAt: at(2023), _updatedAt: at(2023) },
    ],
    pages: [
      { _id: 'about-copy', locale: 'en', slug: 'about', validate: null, _createdAt: at(2025), _updatedAt: at(2025) },
      { _id: 'about', locale: 'en', slug: 'about', validate: null, _createdAt: at(2020), _updatedAt: at(2020) },
      // A page may have it: it answers at /en/page/2.
      { _id: 'paged-page', locale: 'en', slug: 'page/2', validate: null, _createdAt: at(2020), _updatedAt: at(2020) },
    ],
    works: [],
    groups: [],
    languages: ['en'],
  };

  it('keeps only what answers at its own path, in the order it came', () => {
    const index = servableRouteIndex(result);
    expect(index.pages.map((page) => page._id)).toEqual(['about', 'paged-page']);
    expect(index.articles.map((article) => article._id)).toEqual(['calm']);
    expect([...servableIds(result)].sort()).toEqual(['about', 'calm', 'paged-page']);
  });

  it('is the same object for the same result', () => {
    expect(servableRouteIndex(result)).toBe(servableRouteIndex(result));
  });
});
