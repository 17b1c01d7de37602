import { describe, expect, it } from 'vitest';
import { inheritedImages, notFoundRouteMetadata, routeMetadata, type RouteSeo } from './metadata';
import { SITE } from './testing';

const NONE = inheritedImages({ openGraph: null, twitter: null });
const article: RouteSeo = {
  title: 'Designing for calm',
  description: 'Quiet interfaces.',
  path: '/en/articles/designing-for-calm',
  alternates: { en: '/en/articles/designing-for-calm', pt: '/pt/articles/projetar-a-calma' },
  article: { publishedTime: '2023-03-14T09:30:00Z', modifiedTime: '2025-01-06T09:00:00Z', tags: ['design'] },
  image: { url: '/dataset-images/cover.jpg', width: 1600, height: 1000, alt: 'A calm room' },
};

describe('routeMetadata', () => {
  it('gives an absolute canonical, hreflang for exactly the languages that have the page, x-default and the feed', () => {
    const metadata = routeMetadata(SITE, article, NONE);
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

  it('Open Graph: type, url, og:locale and the alternates of the languages that have it, the own image without a card', () => {
    const { openGraph, twitter } = routeMetadata(SITE, article, NONE);
    expect(openGraph).toMatchObject({
      type: 'article',
      url: 'https://a.example/en/articles/designing-for-calm',
      siteName: 'Ada <Lovelace>',
      locale: 'en_US',
      alternateLocale: ['pt_BR'],
      publishedTime: '2023-03-14T09:30:00Z',
      modifiedTime: '2025-01-06T09:00:00Z',
      images: [{ url: 'https://a.example/dataset-images/cover.jpg', width: 1600, height: 1000, alt: 'A calm room' }],
    });
    expect(twitter).toMatchObject({ card: 'summary_large_image', site: '@ada', creator: '@ada' });
  });

  it("carries the card images Next resolved from the parent's opengraph-image files", () => {
    const card = [{ url: 'https://a.example/en/opengraph-image.png?abc', width: 1200, height: 630 }];
    const metadata = routeMetadata(
      SITE,
      article,
      inheritedImages({ openGraph: { images: card } as never, twitter: { images: card } as never }),
    );
    expect(metadata.openGraph).toMatchObject({ images: card });
    expect(metadata.twitter).toMatchObject({ card: 'summary_large_image', images: card });
  });

  it("home takes the site's title; a page without description takes the site's; no image, a summary card", () => {
    const metadata = routeMetadata(SITE, { path: '/en', alternates: { en: '/en' } }, NONE);
    expect(metadata.title).toEqual({ absolute: 'Ada — engineer' });
    expect(metadata.description).toBe('Notes and works.');
    expect(metadata.openGraph).toMatchObject({ type: 'website', alternateLocale: [] });
    expect(metadata.openGraph).not.toHaveProperty('images');
    expect(metadata.twitter).toMatchObject({ card: 'summary' });
  });

  it('404 screens are not indexed and have no canonical', () => {
    const metadata = notFoundRouteMetadata(SITE, 'Page not found');
    expect(metadata.robots).toEqual({ index: false, follow: true });
    expect(metadata.alternates).not.toHaveProperty('canonical');
  });
});
