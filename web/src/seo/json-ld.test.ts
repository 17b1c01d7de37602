import { describe, expect, it } from 'vitest';
import { blogPostingLd, breadcrumbLd, personLd, profilePageLd, serializeJsonLd, webSiteLd, worksLd } from './json-ld';
import { SITE } from './testing';
import { languageTag, localeCodes } from '@vitrine/schemas';

describe('serializeJsonLd', () => {
  it('cannot end the script element or open a comment, and parses back to the same value', () => {
    const value = { name: '</script><script>alert(1)</script><!-- & \u2028' };
    const text = serializeJsonLd(value);
    expect(text).not.toMatch(/[<>&\u2028]/);
    expect(JSON.parse(text)).toEqual(value);
  });
});

describe('structured data', () => {
  it('the owner is one Person, with the socials as sameAs and absolute URLs', () => {
    expect(personLd(SITE)).toEqual({
      '@type': 'Person',
      '@id': 'https://a.example/#person',
      name: 'Ada <Lovelace>',
      url: 'https://a.example/',
      jobTitle: 'Engineer',
      email: 'ada@a.example',
      image: 'https://a.example/dataset-images/ada.png',
      sameAs: ['https://github.example/ada'],
    });
  });

  it('the site is one WebSite at the domain’s home, in the languages it offers, whichever language names it', () => {
    const website = webSiteLd(SITE);
    expect(website).toMatchObject({
      '@type': 'WebSite',
      '@id': 'https://a.example/#website',
      url: 'https://a.example/',
      name: 'Ada <Lovelace>',
      // The offered languages, not the whole list: a listed language with nothing published is not one it is written in.
      inLanguage: SITE.languages.map((code) => languageTag(code)),
      publisher: { '@id': 'https://a.example/#person' },
    });
    const other = webSiteLd({ ...SITE, locale: localeCodes.at(-1)!, description: 'En français' });
    expect({ ...other, description: undefined }).toEqual({ ...website, description: undefined });
  });

  it('the about page is a ProfilePage whose main entity is the owner', () => {
    expect(profilePageLd(SITE, { path: '/en/about', title: 'About' })).toEqual({
      '@type': 'ProfilePage',
      '@id': 'https://a.example/en/about#page',
      url: 'https://a.example/en/about',
      name: 'About',
      inLanguage: 'en-US',
      isPartOf: { '@id': 'https://a.example/#website' },
      mainEntity: { '@id': 'https://a.example/#person' },
    });
  });

  it('an article is a BlogPosting by that Person', () => {
    const posting = blogPostingLd(SITE, {
      title: 'Designing for calm',
      description: 'Quiet interfaces.',
      path: '/en/articles/designing-for-calm',
      publishedAt: '2023-03-14T09:30:00Z',
      updatedAt: '2025-01-06T09:00:00Z',
      tags: ['design'],
      image: '/dataset-images/cover.jpg',
    });
    expect(posting).toMatchObject({
      '@type': 'BlogPosting',
      headline: 'Designing for calm',
      datePublished: '2023-03-14T09:30:00Z',
      dateModified: '2025-01-06T09:00:00Z',
      inLanguage: 'en-US',
      image: 'https://a.example/dataset-images/cover.jpg',
      author: { '@id': 'https://a.example/#person', name: 'Ada <Lovelace>' },
      mainEntityOfPage: 'https://a.example/en/articles/designing-for-calm',
    });
  });

  it('breadcrumbs and works are numbered lists of absolute URLs', () => {
    expect(
      breadcrumbLd(SITE, [
        { name: 'Home', path: '/en' },
        { name: 'Works', path: '/en/works' },
      ]).itemListElement,
    ).toEqual([
      { '@type': 'ListItem', position: 1, name: 'Home', item: 'https://a.example/en' },
      { '@type': 'ListItem', position: 2, name: 'Works', item: 'https://a.example/en/works' },
    ]);
    const works = worksLd(SITE, '/en/works', [
      { name: 'Atlas', description: null, link: 'https://atlas.example', image: null, year: 2024 },
      { name: 'Soon', description: 'Next', link: null, image: '/i.png', year: null },
    ]);
    expect(works.itemListElement).toEqual([
      {
        '@type': 'ListItem',
        position: 1,
        item: {
          '@type': 'CreativeWork',
          name: 'Atlas',
          url: 'https://atlas.example',
          datePublished: '2024',
          inLanguage: 'en-US',
          creator: { '@id': 'https://a.example/#person' },
        },
      },
      {
        '@type': 'ListItem',
        position: 2,
        item: {
          '@type': 'CreativeWork',
          name: 'Soon',
          description: 'Next',
          image: 'https://a.example/i.png',
          inLanguage: 'en-US',
          creator: { '@id': 'https://a.example/#person' },
        },
      },
    ]);
  });
});
