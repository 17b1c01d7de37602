import { describe, expect, it } from 'vitest';

import {
  alternatePaths,
  articlePath,
  fixedAlternates,
  fixedRoutes,
  isFixedRoutePage,
  isValidSlug,
  pagePath,
  passesValidateRule,
  routePageSlugs,
  sitePath,
  splitLocale,
} from './routes';

// Every expected value here is written out: the paths the site serves, not what this module computes.

describe('fixedRoutes', () => {
  it('are the routes the site serves in every language, each with the page that backs it', () => {
    expect(Object.entries(fixedRoutes).map(([name, route]) => [name, route.path, route.page])).toEqual([
      ['home', '', 'home'],
      ['works', 'works', null],
      ['articles', 'articles', null],
      ['about', 'about', 'about'],
      ['contact', 'contact', 'contact'],
      ['map', 'map', 'map'],
      ['credits', 'credits', 'credits'],
      ['partners', 'partners', 'partners'],
      ['guardians', 'guardians', 'guardians'],
    ]);
  });

  it('give the page slugs they render', () => {
    expect(routePageSlugs).toEqual(['home', 'about', 'contact', 'map', 'credits', 'partners', 'guardians']);
  });
});

describe('sitePath', () => {
  it.each([
    ['en', 'home', '/en'],
    ['fr', 'about', '/fr/about'],
    ['pt', 'works', '/pt/works'],
    ['en', 'articles', '/en/articles'],
    ['fr', 'contact', '/fr/contact'],
    ['pt', 'map', '/pt/map'],
    ['en', 'credits', '/en/credits'],
    ['fr', 'partners', '/fr/partners'],
    ['pt', 'guardians', '/pt/guardians'],
  ] as const)('%s %s → %s', (locale, route, expected) => {
    expect(sitePath(locale, route)).toBe(expected);
  });
});

describe('pagePath', () => {
  it.each([
    ['en', 'home', '/en'],
    ['fr', 'home', '/fr'],
    ['en', 'about', '/en/about'],
    ['pt', 'estudio/processo', '/pt/estudio/processo'],
    ['fr', 'homepage', '/fr/homepage'],
  ] as const)('%s %s → %s', (locale, slug, expected) => {
    expect(pagePath(locale, slug)).toBe(expected);
  });
});

describe('articlePath', () => {
  it.each([
    ['en', 'designing-for-calm', '/en/articles/designing-for-calm'],
    ['fr', 'notes/echelle-typographique', '/fr/articles/notes/echelle-typographique'],
    ['pt', 'home', '/pt/articles/home'],
  ] as const)('%s %s → %s', (locale, slug, expected) => {
    expect(articlePath(locale, slug)).toBe(expected);
  });
});

describe('isFixedRoutePage', () => {
  it.each([
    ['home', true],
    ['about', true],
    ['guardians', true],
    ['works', true],
    ['articles', true],
    ['studio/process', false],
    ['about/team', false],
    ['homepage', false],
    ['', true],
  ])('%j → %s', (slug, expected) => {
    expect(isFixedRoutePage(slug)).toBe(expected);
  });
});

describe('isValidSlug', () => {
  // The slug's own pattern is tested in rules.test.ts; here, what a route may receive.
  it.each([
    ['notes/type-scale', true],
    ['', false],
    ['trailing/', false],
    ['../etc', false],
    ['caf%C3%A9', false],
    [42, false],
    [null, false],
  ])('%j → %s', (value, expected) => {
    expect(isValidSlug(value)).toBe(expected);
  });
});

describe('alternatePaths', () => {
  it('lists the languages with a version, in the site’s order, and skips unknown languages and missing slugs', () => {
    const translations = [
      { locale: 'pt', slug: 'notas/escala-tipografica' },
      { locale: 'de', slug: 'notizen' },
      { locale: 'fr', slug: null },
      { locale: 'en', slug: 'notes/type-scale' },
    ];
    const alternates = alternatePaths(translations, articlePath);
    expect(alternates).toEqual({ en: '/en/articles/notes/type-scale', pt: '/pt/articles/notas/escala-tipografica' });
    expect(Object.keys(alternates)).toEqual(['en', 'pt']);
  });

  it('is empty when no version has a slug', () => {
    expect(alternatePaths([{ locale: 'en', slug: null }], pagePath)).toEqual({});
  });
});

describe('fixedAlternates', () => {
  it.each([
    ['home', { en: '/en', fr: '/fr', pt: '/pt' }],
    ['credits', { en: '/en/credits', fr: '/fr/credits', pt: '/pt/credits' }],
  ] as const)('%s → %j', (route, expected) => {
    expect(fixedAlternates(route)).toEqual(expected);
  });
});

describe('splitLocale', () => {
  it.each([
    ['/en', { locale: 'en', rest: '' }],
    ['/fr/', { locale: 'fr', rest: '' }],
    ['/pt/estudio/processo', { locale: 'pt', rest: 'estudio/processo' }],
    ['/de/about', null],
    ['/about', null],
    ['/', null],
    ['/EN/about', null],
    ['en/about', null],
  ])('%s → %j', (pathname, expected) => {
    expect(splitLocale(pathname)).toEqual(expected);
  });
});

describe('passesValidateRule', () => {
  it.each([
    [null, 'en', '/en/about', true],
    [{ locales: ['fr'] }, 'fr', '/fr/about', true],
    [{ locales: ['fr'] }, 'en', '/en/about', false],
    [{ locales: [] }, 'pt', '/pt/about', true],
    [{ pathPattern: '^/(en|fr)/' }, 'fr', '/fr/studio/processus', true],
    [{ pathPattern: '^/(en|fr)/' }, 'pt', '/pt/estudio/processo', false],
    [{ pathPattern: '(' }, 'en', '/en/about', false],
  ])('%j in %s at %s → %s', (rule, locale, path, expected) => {
    expect(passesValidateRule(rule, { locale, path })).toBe(expected);
  });
});
