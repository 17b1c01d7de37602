import { describe, expect, it } from 'vitest';
import { locales } from '@vitrine/schemas';
import { notFoundRouteMetadata, ogLocale, routeMetadata, type RouteSeo } from './metadata';
import { LOCALES, SITE } from './testing';

const article: RouteSeo = {
  title: 'Designing for calm',
  description: 'Quiet interfaces.',
  path: '/en/articles/designing-for-calm',
  alternates: { en: '/en/articles/designing-for-calm', pt: '/pt/articles/projetar-a-calma' },
  article: { publishedTime: '2023-03-14T09:30:00Z', modifiedTime: '2025-01-06T09:00:00Z', tags: ['design'] },
};

const CALM_CARD = {
  url: 'https://a.example/en/articles/designing-for-calm/opengraph-image',
  width: 1200,
  height: 630,
  type: 'image/png',
  alt: 'Designing for calm',
};

describe('routeMetadata', () => {
  it('gives an absolute canonical, hreflang for exactly the languages that have the page, x-default and the feed', () => {
    const metadata = routeMetadata(SITE, article, LOCALES);
    expect(metadata.alternates).toEqual({
      canonical: 'https://a.example/en/articles/designing-for-calm',
      languages: {
        en: 'https://a.example/en/articles/designing-for-calm',
        pt: 'https://a.example/pt/articles/projetar-a-calma',
        'x-default': 'https://a.example/en/articles/designing-for-calm',
      },
      types: { 'application/rss+xml': [{ url: 'https://a.example/en/feed.xml', title: 'Ada: articles' }] },
    });
  });

  it('Open Graph: type, url, og:locale and the alternates of the languages that have it, its own social card', () => {
    const { openGraph, twitter } = routeMetadata(SITE, article, LOCALES);
    expect(openGraph).toMatchObject({
      type: 'article',
      url: 'https://a.example/en/articles/designing-for-calm',
      siteName: 'Ada <Lovelace>',
      locale: ogLocale('en'),
      alternateLocale: [ogLocale('pt')],
      publishedTime: '2023-03-14T09:30:00Z',
      modifiedTime: '2025-01-06T09:00:00Z',
      images: [CALM_CARD],
    });
    expect(twitter).toMatchObject({
      card: 'summary_large_image',
      site: '@ada',
      creator: '@ada',
      images: [CALM_CARD],
    });
  });

  it("home takes the site's title and its own card; a page without description takes the site's", () => {
    const metadata = routeMetadata(SITE, { path: '/en', alternates: { en: '/en' } }, LOCALES);
    expect(metadata.title).toEqual({ absolute: 'Ada — engineer' });
    expect(metadata.description).toBe('Notes and works.');
    expect(metadata.openGraph).toMatchObject({ type: 'website', alternateLocale: [] });
    expect(metadata.openGraph).toMatchObject({
      images: [{ url: 'https://a.example/en/opengraph-image', width: 1200, height: 630, alt: 'Ada — engineer' }],
    });
  });

  it('a page where the default language stands in: canonical to the original, no hreflang, its own card', () => {
    const metadata = routeMetadata(
      { ...SITE, locale: 'fr' },
      { title: 'About', path: '/fr/about', alternates: { en: '/en/about' }, standInFor: '/en/about' },
      LOCALES,
    );
    expect(metadata.alternates).toMatchObject({ canonical: 'https://a.example/en/about', languages: {} });
    expect(metadata.openGraph).toMatchObject({
      url: 'https://a.example/en/about',
      alternateLocale: [],
      images: [{ url: 'https://a.example/fr/about/opengraph-image' }],
    });
  });

  it.each(locales)('og:locale is the language tag of each listed language: $code → $language', (entry) => {
    expect(ogLocale(entry.code)).toBe(entry.language.replace('-', '_'));
  });

  it('404 screens are not indexed and have no canonical', () => {
    const metadata = notFoundRouteMetadata(SITE, 'Page not found');
    expect(metadata.robots).toEqual({ index: false, follow: true });
    expect(metadata.alternates).not.toHaveProperty('canonical');
  });
});
