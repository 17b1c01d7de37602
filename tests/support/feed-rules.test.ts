/**
 * The feed rules (feed-rules.ts) hold the site's feed writer to account only
 * if they can fail: a good feed passes, and each kind of mistake is named.
 */
import { describe, expect, it } from 'vitest';
import { rssXml, type Feed } from '@/seo/feed';
import { checkRss } from './feed-rules.ts';

const feed: Feed = {
  locale: 'en',
  origin: 'https://a.example',
  title: 'Ada: articles',
  description: 'Notes',
  homePath: '/en',
  selfPath: '/en/feed.xml',
  items: [
    {
      title: 'Calm',
      path: '/en/articles/calm',
      publishedAt: '2024-02-08T09:00:00Z',
      summary: 'Quiet.',
      tags: ['design'],
      html: '<p>See <a href="https://a.example/en/about">about</a>.</p><img src="https://a.example/i.webp" alt="" width="640" height="360">',
      cover: { url: 'https://a.example/c.webp', width: 640, height: 360, alt: 'A lake' },
    },
  ],
};

const item = (html: string) => ({ ...feed, items: [{ ...feed.items[0]!, html }] });

describe('checkRss', () => {
  it('passes the site’s own feed', () => {
    expect(checkRss(rssXml(feed), '/en/feed.xml')).toEqual({ errors: [], warnings: [] });
  });

  it.each([
    ['a relative link', '<p><a href="/en/about">about</a></p>', /relative URL href="\/en\/about"/],
    ['a relative image', '<img src="i.webp" alt="">', /relative URL src="i\.webp"/],
    ['a srcset', '<img src="https://a.example/i.webp" srcset="https://a.example/i.webp 1x" alt="">', /srcset/],
    ['a script', '<script>alert(1)</script>', /active content/],
    ['an event handler', '<img src="https://a.example/i.webp" onerror="x()" alt="">', /event handler/],
    ['a style', '<p style="color:red">x</p>', /style attribute/],
  ])('warns of %s in the full text', (_name, html, message) => {
    const { warnings } = checkRss(rssXml(item(html)), '/en/feed.xml');
    expect(warnings.join('\n')).toMatch(message);
  });

  it.each([
    [
      'a date that is not RFC 822',
      (xml: string) => xml.replace(/<pubDate>[^<]*/, '<pubDate>2024-02-08'),
      /pubDate is not RFC 822/,
    ],
    [
      'an unknown element',
      (xml: string) => xml.replace('<item>', '<item><summary>x</summary>'),
      /unknown element summary/,
    ],
    ['no channel link', (xml: string) => xml.replace(/<link>https:\/\/a\.example\/en<\/link>/, ''), /link is required/],
    ['a self link elsewhere', (xml: string) => xml.replace('/en/feed.xml', '/fr/feed.xml'), /does not name/],
    [
      'an unbound content prefix',
      (xml: string) => xml.replace(' xmlns:content="http://purl.org/rss/1.0/modules/content/"', ''),
      /not well-formed|content: prefix/,
    ],
    [
      'a relative media url',
      (xml: string) => xml.replace('url="https://a.example/c.webp"', 'url="/c.webp"'),
      /media:content url/,
    ],
  ])('fails %s', (_name, spoil, message) => {
    const { errors } = checkRss(spoil(rssXml(feed)), '/en/feed.xml');
    expect(errors.join('\n')).toMatch(message);
  });

  it('warns of an item without a guid', () => {
    const xml = rssXml(feed).replace(/<guid[^>]*>[^<]*<\/guid>/, '');
    expect(checkRss(xml, '/en/feed.xml').warnings).toContain('item 1: no guid');
  });
});
