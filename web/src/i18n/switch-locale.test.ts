import { describe, expect, it } from 'vitest';
import { safePath, switchLocalePath, type AnswerCheck, type TranslationLookup } from './switch-locale';

/** The test's own language list, the default first. */
const LOCALES = ['en', 'fr', 'pt', 'de'];

const lookup: TranslationLookup = async (type, locale, slug) => {
  const table: Record<string, { locale: string; slug: string }[]> = {
    'article:en:designing-for-calm': [
      { locale: 'en', slug: 'designing-for-calm' },
      { locale: 'fr', slug: 'concevoir-le-calme' },
    ],
    'page:en:studio/process': [
      { locale: 'en', slug: 'studio/process' },
      { locale: 'pt', slug: 'estudio/processo' },
    ],
    'article:fr:solo-fr': [{ locale: 'fr', slug: 'solo-fr' }],
  };
  // A path where the default language's version stands in gives the original's versions.
  table['article:pt:designing-for-calm'] = table['article:en:designing-for-calm']!;
  return table[`${type}:${locale}:${slug}`] ?? [];
};

/** `/fr/studio/process` would be refused by the original's validate rule. */
const answers: AnswerCheck = async (type, locale, slug) =>
  !(type === 'page' && locale === 'fr' && slug === 'studio/process');

describe('switchLocalePath', () => {
  it.each([
    ['/en', 'fr', '/fr', false],
    ['/en/about', 'pt', '/pt/about', false],
    ['/fr/articles', 'en', '/en/articles', false],
    ['/en/articles/designing-for-calm', 'fr', '/fr/articles/concevoir-le-calme', false],
    // No version in that language: the default language's stands in at its slug, marked on the page.
    ['/en/articles/designing-for-calm', 'pt', '/pt/articles/designing-for-calm', false],
    ['/en/articles/designing-for-calm', 'de', '/de/articles/designing-for-calm', false],
    ['/pt/articles/designing-for-calm', 'fr', '/fr/articles/concevoir-le-calme', false],
    ['/en/studio/process', 'pt', '/pt/estudio/processo', false],
    // …unless its validate rule refuses it there, or the default language has none either.
    ['/en/studio/process', 'fr', '/fr', true],
    ['/fr/articles/solo-fr', 'en', '/en/articles', true],
    ['/fr/articles/solo-fr', 'pt', '/pt/articles', true],
    ['/en/articles/unknown', 'fr', '/fr/articles', true],
    ['/about', 'fr', '/fr/about', false],
    ['/it/about', 'fr', '/fr', false],
    ['//evil.example/x', 'fr', '/fr', false],
    ['/en/%25ZZ', 'fr', '/fr', true],
    ['/en/articles/%E0%A4%A', 'pt', '/pt', false],
  ] as const)('%s → %s gives %s (missing: %s)', async (from, to, path, missing) => {
    await expect(switchLocalePath(from, to, lookup, LOCALES, answers)).resolves.toEqual({ path, missing });
  });
});

describe('switchLocalePath, where the other language lacks the page', () => {
  const offers = (locale: string, route: string) => !(locale === 'fr' && route === 'about');
  it.each([
    ['/en/about', 'fr', '/fr', true],
    ['/en/about', 'pt', '/pt/about', false],
    ['/en/works', 'fr', '/fr/works', false],
    ['/en', 'fr', '/fr', false],
  ] as const)('%s → %s gives %s (missing: %s)', async (from, to, path, missing) => {
    await expect(switchLocalePath(from, to, lookup, LOCALES, answers, offers)).resolves.toEqual({ path, missing });
  });
});

describe('safePath', () => {
  it.each([
    ['/en/about', '/en/about'],
    [null, '/'],
    ['', '/'],
    ['https://evil.example/', '/'],
    ['//evil.example', '/'],
    ['/\\evil.example', '/'],
    ['/en/../fr', '/fr'],
  ])('%s → %s', (value, expected) => {
    expect(safePath(value)).toBe(expected);
  });
});
