// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { languageTag, localeCodes } from '@vitrine/schemas';
import { rssDate, rssXml, type Feed } from './feed';
import { parseXml } from './testing';

const feed: Feed = {
  locale: localeCodes.at(-1)!,
  origin: 'https://a.example',
  title: 'Ada : articles',
  description: 'Notes & travaux',
  homePath: '/fr',
  selfPath: '/fr/feed.xml',
  items: [
    {
      title: 'Concevoir le <calme>',
      path: '/fr/articles/concevoir-le-calme',
      publishedAt: '2023-03-14T09:30:00Z',
      summary: 'Moins & mieux.',
      tags: ['design', 'ux'],
      html: '<p>Le <a href="https://a.example/fr/about">calme</a> &amp; <em>moins</em>.</p>',
      cover: { url: 'https://a.example/dataset-images/c.webp', width: 800, height: 450, alt: 'Un "lac"' },
    },
    {
      title: 'Sans date',
      path: '/fr/articles/x',
      publishedAt: 'not a date',
      summary: null,
      tags: [],
      html: '',
      cover: null,
    },
  ],
};

describe('rssXml', () => {
  const doc = parseXml(rssXml(feed));
  const text = (parent: Element | Document, name: string) => parent.getElementsByTagName(name)[0]?.textContent;

  it('is RSS 2.0 with the channel, its language and a self link', () => {
    expect(doc.documentElement.getAttribute('version')).toBe('2.0');
    const channel = doc.getElementsByTagName('channel')[0]!;
    expect(text(channel, 'title')).toBe('Ada : articles');
    expect(text(channel, 'link')).toBe('https://a.example/fr');
    expect(text(channel, 'language')).toBe(languageTag(localeCodes.at(-1)!));
    expect(text(channel, 'lastBuildDate')).toBe('Tue, 14 Mar 2023 09:30:00 GMT');
    const self = channel.getElementsByTagNameNS('http://www.w3.org/2005/Atom', 'link')[0]!;
    expect(self.getAttribute('href')).toBe('https://a.example/fr/feed.xml');
  });

  it('gives each item its title, absolute link, date, summary and tags, escaped', () => {
    const [first, second] = [...doc.getElementsByTagName('item')];
    expect(text(first!, 'title')).toBe('Concevoir le <calme>');
    expect(text(first!, 'link')).toBe('https://a.example/fr/articles/concevoir-le-calme');
    expect(text(first!, 'guid')).toBe('https://a.example/fr/articles/concevoir-le-calme');
    expect(text(first!, 'pubDate')).toBe('Tue, 14 Mar 2023 09:30:00 GMT');
    expect(text(first!, 'description')).toBe('Moins & mieux.');
    expect([...first!.getElementsByTagName('category')].map((c) => c.textContent)).toEqual(['design', 'ux']);
    expect(second!.getElementsByTagName('pubDate')).toHaveLength(0);
    expect(second!.getElementsByTagName('description')).toHaveLength(0);
  });
});

describe('rssXml, full text', () => {
  const doc = parseXml(rssXml(feed));
  const [first, second] = [...doc.getElementsByTagName('item')];
  const CONTENT = 'http://purl.org/rss/1.0/modules/content/';
  const MEDIA = 'http://search.yahoo.com/mrss/';

  it('carries the body as content:encoded, led by the cover, as text the reader parses as HTML', () => {
    const encoded = first!.getElementsByTagNameNS(CONTENT, 'encoded');
    expect(encoded).toHaveLength(1);
    expect(encoded[0]!.textContent).toBe(
      '<p><img src="https://a.example/dataset-images/c.webp" alt="Un &quot;lac&quot;" width="800" height="450"></p>' +
        '<p>Le <a href="https://a.example/fr/about">calme</a> &amp; <em>moins</em>.</p>',
    );
    expect(second!.getElementsByTagNameNS(CONTENT, 'encoded')).toHaveLength(0);
  });

  it('names the cover as the item’s picture (Media RSS), absolute and with its size', () => {
    const media = first!.getElementsByTagNameNS(MEDIA, 'content');
    expect(media).toHaveLength(1);
    expect(Object.fromEntries([...media[0]!.attributes].map((a) => [a.name, a.value]))).toEqual({
      url: 'https://a.example/dataset-images/c.webp',
      medium: 'image',
      width: '800',
      height: '450',
    });
    expect(second!.getElementsByTagNameNS(MEDIA, 'content')).toHaveLength(0);
  });
});

describe('rssDate', () => {
  it.each([
    ['2024-02-08T09:00:00Z', 'Thu, 08 Feb 2024 09:00:00 GMT'],
    ['2024-02-08', 'Thu, 08 Feb 2024 00:00:00 GMT'],
    ['nope', null],
  ])('%s → %s', (input, expected) => expect(rssDate(input)).toBe(expected));
});
