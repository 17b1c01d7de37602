import { describe, expect, it } from 'vitest';
import { type RouteIndexQueryResult, buildSiteIndex, isStandIn, offeredLocales } from '@vitrine/schemas';
import { siteIndexOf } from './site-index';

/** The test's own language list (the default first): the index takes whatever list it is given. */
const LOCALES = ['en', 'fr', 'pt', 'de'];
const at = '2025-01-01T00:00:00Z';
const result: RouteIndexQueryResult = {
  settings: true,
  pages: [
    { _id: 'p-en', locale: 'en', slug: 'studio/process', validate: null, _createdAt: at, _updatedAt: at },
    { _id: 'p-pt', locale: 'pt', slug: 'estudio/processo', validate: null, _createdAt: at, _updatedAt: at },
    { _id: 'home-fr', locale: 'fr', slug: 'home', validate: null, _createdAt: at, _updatedAt: at },
    { _id: 'about-en', locale: 'en', slug: 'about', validate: null, _createdAt: at, _updatedAt: at },
    { _id: 'cv-en', locale: 'en', slug: 'cv', validate: { pathPattern: '^/en/cv$' }, _createdAt: at, _updatedAt: at },
    { _id: 'old-it', locale: 'it', slug: 'about', validate: null, _createdAt: at, _updatedAt: at },
  ],
  articles: [
    { _id: 'a-fr', locale: 'fr', slug: 'concevoir-le-calme', _createdAt: at, _updatedAt: at },
    { _id: 'a-en', locale: 'en', slug: 'designing-for-calm', _createdAt: at, _updatedAt: at },
    { _id: 'solo', locale: 'en', slug: 'english-only', _createdAt: at, _updatedAt: at },
  ],
  works: [{ locale: 'pt', _updatedAt: at }],
  groups: [{ ids: ['a-en', 'a-fr'] }, { ids: ['p-pt', null, 'p-en'] }],
  languages: ['en', 'fr', 'pt', 'it'],
};

describe('buildSiteIndex', () => {
  const index = buildSiteIndex(result, { locales: LOCALES });

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

  it('ignores documents in a language the list does not have', () => {
    expect(index.page('it', 'about')).toBeUndefined();
    expect(index.byId('old-it')).toBeUndefined();
    expect(index.documents().some((doc) => doc.locale === 'it')).toBe(false);
  });

  it('offers the listed languages anything is published in, and the default always', () => {
    expect(index.offered).toEqual(['en', 'fr', 'pt']);
    expect(index.isOffered('de')).toBe(false);
    expect(index.isOffered('it')).toBe(false);
    expect(offeredLocales(['de', 'ar'], [])).toEqual(['de']);
    expect(offeredLocales(['en', 'fr', 'pt'], ['pt', 'en', null])).toEqual(['en', 'pt']);
  });

  it('lets the default language’s version stand in where a language has none', () => {
    const standIn = index.standIn('page', 'fr', 'about');
    expect(standIn).toMatchObject({ locale: 'fr', path: '/fr/about', visible: true });
    expect(standIn?.original.id).toBe('about-en');
    expect(index.standIn('article', 'pt', 'designing-for-calm')?.path).toBe('/pt/articles/designing-for-calm');
    expect(isStandIn(index.resolve('article', 'pt', 'english-only'))).toBe(true);
    expect(isStandIn(index.resolve('page', 'pt', 'estudio/processo'))).toBe(false);
  });

  it('but not where the language has a version of its own, for the default language, or a language not offered', () => {
    expect(index.standIn('article', 'fr', 'designing-for-calm')).toBeUndefined(); // fr has its translation
    expect(index.standIn('page', 'pt', 'studio/process')).toBeUndefined(); // pt's is estudio/processo
    expect(index.standIn('page', 'en', 'about')).toBeUndefined();
    expect(index.standIn('page', 'de', 'about')).toBeUndefined(); // nothing published in de
    expect(index.standIn('page', 'fr', 'nowhere')).toBeUndefined();
  });

  it('keeps the original’s validate rule where it stands in', () => {
    expect(index.standIn('page', 'fr', 'cv')).toMatchObject({ path: '/fr/cv', visible: false });
    expect(index.slugs('page', 'fr').map((entry) => entry.slug)).not.toContain('cv');
  });

  it('lists the slugs that answer in a language: its own, then those standing in', () => {
    expect(index.slugs('article', 'fr')).toEqual([
      { slug: 'concevoir-le-calme', standIn: false },
      { slug: 'english-only', standIn: true },
    ]);
    expect(index.slugs('page', 'pt')).toEqual([
      { slug: 'estudio/processo', standIn: false },
      { slug: 'about', standIn: true },
    ]);
  });

  it('knows which offered languages have items of their own in a list', () => {
    expect(index.listLanguages('articles')).toEqual(['en', 'fr']);
    expect(index.listLanguages('works')).toEqual(['pt']);
  });

  it('offers a fixed route where a language has something to show there, its own or standing in', () => {
    expect(index.offers('en', 'home')).toBe(true);
    expect(index.offers('fr', 'about')).toBe(true); // the English page stands in
    const map = {
      _id: 'map-en',
      locale: 'en',
      slug: 'map',
      validate: { pathPattern: '^/en/map$' },
      _createdAt: at,
      _updatedAt: at,
    };
    const withMap = buildSiteIndex({ ...result, pages: [...result.pages, map] }, { locales: LOCALES });
    expect(withMap.offers('en', 'map')).toBe(true);
    expect(withMap.offers('fr', 'map')).toBe(false); // its validate rule refuses /fr/map
    expect(index.offers('fr', 'articles')).toBe(true);
    expect(index.offers('pt', 'articles')).toBe(true); // English articles stand in
    expect(index.offers('pt', 'works')).toBe(true);
    expect(index.offers('en', 'works')).toBe(false);
    expect(index.offers('fr', 'works')).toBe(false);
    expect(index.offers('de', 'home')).toBe(false); // not offered: nothing published in de
    expect(index.offers('en', 'contact')).toBe(false);
    expect(buildSiteIndex({ ...result, settings: false }, { locales: LOCALES }).offers('en', 'home')).toBe(false);
  });

  it('is built once per query result', () => {
    expect(siteIndexOf(result)).toBe(siteIndexOf(result));
    expect(siteIndexOf({ ...result })).not.toBe(siteIndexOf(result));
  });
});
