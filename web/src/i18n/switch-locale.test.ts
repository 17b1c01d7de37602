import { describe, expect, it } from 'vitest';
import { safePath, switchLocalePath, type TranslationLookup } from './switch-locale';

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
  };
  return table[`${type}:${locale}:${slug}`] ?? [];
};

describe('switchLocalePath', () => {
  it.each([
    ['/en', 'fr', '/fr', false],
    ['/en/about', 'pt', '/pt/about', false],
    ['/fr/articles', 'en', '/en/articles', false],
    ['/en/articles/designing-for-calm', 'fr', '/fr/articles/concevoir-le-calme', false],
    ['/en/articles/designing-for-calm', 'pt', '/pt/articles', true],
    ['/en/studio/process', 'pt', '/pt/estudio/processo', false],
    ['/en/studio/process', 'fr', '/fr', true],
    ['/en/articles/unknown', 'fr', '/fr/articles', true],
    ['/about', 'fr', '/fr/about', false],
    ['/de/about', 'fr', '/fr', false],
    ['//evil.example/x', 'fr', '/fr', false],
    ['/en/%25ZZ', 'fr', '/fr', true],
    ['/en/articles/%E0%A4%A', 'pt', '/pt', false],
  ] as const)('%s → %s gives %s (missing: %s)', async (from, to, path, missing) => {
    await expect(switchLocalePath(from, to, lookup)).resolves.toEqual({ path, missing });
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
    await expect(switchLocalePath(from, to, lookup, offers)).resolves.toEqual({ path, missing });
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
