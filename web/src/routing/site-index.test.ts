import { describe, expect, it } from 'vitest';
import { buildSiteIndex, siteIndexOf } from './site-index';

const at = '2025-01-01T00:00:00Z';
const result = {
  settings: true,
  pages: [
    { _id: 'p-en', locale: 'en' as const, slug: 'studio/process', validate: null, _createdAt: at, _updatedAt: at },
    { _id: 'p-pt', locale: 'pt' as const, slug: 'estudio/processo', validate: null, _createdAt: at, _updatedAt: at },
    { _id: 'home-fr', locale: 'fr' as const, slug: 'home', validate: null, _createdAt: at, _updatedAt: at },
  ],
  articles: [
    { _id: 'a-fr', locale: 'fr' as const, slug: 'concevoir-le-calme', _createdAt: at, _updatedAt: at },
    { _id: 'a-en', locale: 'en' as const, slug: 'designing-for-calm', _createdAt: at, _updatedAt: at },
    { _id: 'solo', locale: 'en' as const, slug: 'english-only', _createdAt: at, _updatedAt: at },
  ],
  works: [],
  groups: [{ ids: ['a-en', 'a-fr'] }, { ids: ['p-pt', null, 'p-en'] }],
};

describe('buildSiteIndex', () => {
  const index = buildSiteIndex(result);

  it('gives each document its path', () => {
    expect(index.page('pt', 'estudio/processo')?.path).toBe('/pt/estudio/processo');
    expect(index.page('fr', 'home')?.path).toBe('/fr');
    expect(index.article('fr', 'concevoir-le-calme')?.path).toBe('/fr/articles/concevoir-le-calme');
  });

  it('lists the language versions of a document, in the locale order, itself included', () => {
    expect(index.versions('a-fr').map((d) => d.path)).toEqual([
      '/en/articles/designing-for-calm',
      '/fr/articles/concevoir-le-calme',
    ]);
    expect(index.versions('p-en').map((d) => d.locale)).toEqual(['en', 'pt']);
    expect(index.versions('solo').map((d) => d.id)).toEqual(['solo']);
    expect(index.versions('missing')).toEqual([]);
  });

  it('knows which first segments belong to pages (for unprefixed paths)', () => {
    expect(index.isPageSegment('studio')).toBe(true);
    expect(index.isPageSegment('estudio')).toBe(true);
    expect(index.isPageSegment('home')).toBe(false);
  });

  it('is built once per query result', () => {
    expect(siteIndexOf(result)).toBe(siteIndexOf(result));
    expect(siteIndexOf({ ...result })).not.toBe(siteIndexOf(result));
  });
});
