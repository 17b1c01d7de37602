import { describe, expect, it } from 'vitest';
import {
  alternatePaths,
  articlePath,
  defaultAlternate,
  feedPath,
  isLocaleFile,
  isValidSlug,
  localizedPath,
  pagePath,
  passesValidateRule,
  sitemapPart,
  sitemapPartPath,
  type ValidateRule,
} from './routes';

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

describe('alternatePaths and defaultAlternate', () => {
  const group = [
    { locale: 'pt', slug: 'estudio/processo' },
    { locale: 'fr', slug: 'studio/processus' },
    { locale: 'de', slug: 'studio/prozess' },
    { locale: 'en', slug: null },
  ];

  it('lists exactly the known languages that have a slug, each with its own slug', () => {
    expect(alternatePaths(group, pagePath)).toEqual({ fr: '/fr/studio/processus', pt: '/pt/estudio/processo' });
  });

  it('x-default is the default language, else the first language of the list that has a version', () => {
    expect(defaultAlternate({ en: '/en/a', fr: '/fr/b' })).toBe('/en/a');
    expect(defaultAlternate(alternatePaths(group, pagePath))).toBe('/fr/studio/processus');
    expect(defaultAlternate({ pt: '/pt/articles/x' })).toBe('/pt/articles/x');
    expect(defaultAlternate({})).toBeUndefined();
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
