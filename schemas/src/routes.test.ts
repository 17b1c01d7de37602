import { describe, expect, it } from 'vitest';

import {
  alternatePaths,
  archivePageNumber,
  archivePagePath,
  articlePath,
  isArticleSlug,
  defaultAlternate,
  feedPath,
  fixedAlternates,
  fixedRoutes,
  isFixedRoutePage,
  isLocaleFile,
  isValidSlug,
  localizedPath,
  pagePath,
  passesValidateRule,
  routePageSlugs,
  searchIndexPath,
  sitemapPart,
  sitemapPartPath,
  sitePath,
  splitLocale,
  type ValidateRule,
} from './routes';
import { localeCodes } from './locales';

/** What depends on the list is written over it; `xx` is never a listed language. */
const has = (code: string) => localeCodes.includes(code);

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

describe('the articles list’s pages', () => {
  it.each([
    [1, '/en/articles'],
    [2, '/en/articles/page/2'],
    [84, '/en/articles/page/84'],
  ])('page %i is at %s', (n, path) => expect(archivePagePath('en', n)).toBe(path));

  it.each([
    ['2', 2],
    ['999', 999],
    ['1', null],
    ['0', null],
    ['02', null],
    ['x', null],
    ['-2', null],
    ['2.5', null],
    ['1234567', null],
  ])('%j names page %s', (segment, n) => expect(archivePageNumber(segment)).toBe(n));

  it.each([
    ['designing-for-calm', true],
    ['page', true],
    ['page/x/y', true],
    ['notes/page', true],
    ['page/2', false],
    ['page/anything', false],
    ['Not Valid', false],
  ])('an article may have the slug %j: %s', (slug, ok) => expect(isArticleSlug(slug)).toBe(ok));

  it('has a search index per language', () => {
    expect(searchIndexPath('fr')).toBe('/fr/search.json');
    expect(isLocaleFile('search.json')).toBe(true);
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
  it.each([
    ['designing-for-calm', true],
    ['notes/designing-for-calm', true],
    ['a1', true],
    ['Designing', false],
    ['double--dash', false],
    ['trailing-', false],
    ['with space', false],
    ['a//b', false],
    ['../etc', false],
    ['', false],
    [42, false],
  ])('%s → %s', (slug, expected) => expect(isValidSlug(slug)).toBe(expected));
});

describe('localizedPath', () => {
  it.each([
    ['fr', '/', '/fr'],
    ['fr', '', '/fr'],
    ['en', '/about', '/en/about'],
    ['pt', 'contact', '/pt/contact'],
    ['en', '/contact#form', '/en/contact#form'],
    ['fr', '/articles?tag=css', '/fr/articles?tag=css'],
  ] as const)('%s %s → %s', (locale, path, expected) => expect(localizedPath(locale, path)).toBe(expected));
});

describe('alternatePaths', () => {
  it('lists the languages with a version, in the site’s order, and skips unknown languages and missing slugs', () => {
    const translations = [
      { locale: 'pt', slug: 'notas/escala-tipografica' },
      { locale: 'xx', slug: 'notizen' },
      { locale: 'fr', slug: null },
      { locale: 'en', slug: 'notes/type-scale' },
    ];
    const alternates = alternatePaths(translations, articlePath);
    const expected = {
      ...(has('en') && { en: '/en/articles/notes/type-scale' }),
      ...(has('pt') && { pt: '/pt/articles/notas/escala-tipografica' }),
    };
    expect(alternates).toEqual(expected);
    // In the list's order.
    expect(Object.keys(alternates)).toEqual(localeCodes.filter((code) => code in expected));
  });

  it('is empty when no version has a slug', () => {
    expect(alternatePaths([{ locale: 'en', slug: null }], pagePath)).toEqual({});
  });
});

describe('fixedAlternates', () => {
  it.each([
    ['home', ''],
    ['credits', '/credits'],
  ] as const)('%s → every listed language’s path', (route, path) => {
    expect(fixedAlternates(route)).toEqual(Object.fromEntries(localeCodes.map((code) => [code, `/${code}${path}`])));
  });
});

describe('splitLocale', () => {
  it.each([
    ['/en', { locale: 'en', rest: '' }],
    ['/fr/', has('fr') ? { locale: 'fr', rest: '' } : null],
    ['/pt/estudio/processo', has('pt') ? { locale: 'pt', rest: 'estudio/processo' } : null],
    ['/xx/about', null],
    ['/about', null],
    ['/', null],
    ['/EN/about', null],
    ['en/about', null],
  ])('%s → %j', (pathname, expected) => {
    expect(splitLocale(pathname)).toEqual(expected);
  });
});

describe('alternatePaths and defaultAlternate', () => {
  const group = [
    { locale: 'pt', slug: 'estudio/processo' },
    { locale: 'fr', slug: 'studio/processus' },
    { locale: 'de', slug: 'studio/prozess' },
    { locale: 'en', slug: null },
  ];

  it('lists exactly the known languages that have a slug, each with its own slug', () => {
    expect(alternatePaths(group, pagePath)).toEqual({
      ...(has('fr') && { fr: '/fr/studio/processus' }),
      ...(has('pt') && { pt: '/pt/estudio/processo' }),
      ...(has('de') && { de: '/de/studio/prozess' }),
    });
  });

  it('x-default is the default language, else the first language of the list that has a version', () => {
    // A list given outright (the functions take the site's by default).
    const list = ['en', 'fr', 'pt'];
    expect(defaultAlternate({ en: '/en/a', fr: '/fr/b' }, list)).toBe('/en/a');
    expect(defaultAlternate(alternatePaths(group, pagePath, list), list)).toBe('/fr/studio/processus');
    expect(defaultAlternate({ pt: '/pt/articles/x' }, list)).toBe('/pt/articles/x');
    expect(defaultAlternate({}, list)).toBeUndefined();
  });

  it('articles take the articles segment', () => {
    expect(alternatePaths([{ locale: 'en', slug: 'notes/type-scale' }], articlePath)).toEqual({
      en: '/en/articles/notes/type-scale',
    });
  });
});

describe('site files', () => {
  it.each([
    ['/sitemaps/1.xml', 1],
    ['/sitemaps/12.xml', 12],
    ['/sitemaps/0.xml', null],
    ['/sitemaps/01.xml', null],
    ['/sitemaps/1.xml/', null],
    ['/sitemaps/x.xml', null],
    ['/sitemap.xml', null],
  ])('sitemapPart(%s) = %s', (path, part) => expect(sitemapPart(path)).toBe(part));

  it('a part path reads back as its number', () => {
    expect(sitemapPart(sitemapPartPath(3))).toBe(3);
  });

  it('the feed is a file of each language folder', () => {
    expect(feedPath('fr')).toBe('/fr/feed.xml');
    expect(isLocaleFile('feed.xml')).toBe(true);
    expect(isLocaleFile('feed.xml/x')).toBe(false);
  });
});

describe('passesValidateRule', () => {
  it.each<[string, ValidateRule | null, string, string, boolean]>([
    ['no rule', null, 'en', '/en/studio', true],
    ['empty rule', {}, 'pt', '/pt/studio', true],
    ['empty locale list', { locales: [] }, 'pt', '/pt/studio', true],
    ['locale allowed', { locales: ['en', 'fr'] }, 'fr', '/fr/studio', true],
    ['locale refused', { locales: ['en', 'fr'] }, 'pt', '/pt/studio', false],
    ['path matches', { pathPattern: '^/(en|fr)/studio/process$' }, 'en', '/en/studio/process', true],
    ['path does not match', { pathPattern: '^/(en|fr)/studio/process$' }, 'pt', '/pt/studio/process', false],
    ['both must hold', { locales: ['en'], pathPattern: 'studio' }, 'en', '/en/other', false],
    ['malformed pattern fails closed', { pathPattern: '([' }, 'en', '/en/studio', false],
  ])('%s', (_name, rule, locale, path, expected) => {
    expect(passesValidateRule(rule, { locale, path })).toBe(expected);
  });
});
