import { describe, expect, it } from 'vitest';
import { alternateLanguages, pageMetadata, pagePath } from './page-metadata';

describe('pagePath', () => {
  it.each([
    ['en', 'home', '/en'],
    ['fr', 'about', '/fr/about'],
    ['pt', 'estudio/processo', '/pt/estudio/processo'],
  ])('%s %s → %s', (locale, slug, expected) => {
    expect(pagePath(locale, slug)).toBe(expected);
  });
});

describe('alternateLanguages', () => {
  it('maps each translation to its path, skipping unknown languages and missing slugs', () => {
    expect(
      alternateLanguages([
        { locale: 'en', slug: 'studio/process' },
        { locale: 'fr', slug: 'atelier/processus' },
        { locale: 'pt', slug: null },
        { locale: 'de', slug: 'studio' },
        { locale: null, slug: 'x' },
      ]),
    ).toEqual({ en: '/en/studio/process', fr: '/fr/atelier/processus' });
  });
});

describe('pageMetadata', () => {
  it('gives title, description, canonical and alternates', () => {
    const metadata = pageMetadata({
      title: 'About',
      description: 'Who I am',
      locale: 'fr',
      slug: 'about',
      translations: [
        { locale: 'en', slug: 'about' },
        { locale: 'fr', slug: 'about' },
      ],
    });
    expect(metadata).toMatchObject({
      title: 'About',
      description: 'Who I am',
      alternates: { canonical: '/fr/about', languages: { en: '/en/about', fr: '/fr/about' } },
    });
  });
});
