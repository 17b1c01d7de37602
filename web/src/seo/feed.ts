/**
 * The articles feed of one language, RSS 2.0 with an Atom self link. Pure.
 *
 * Each item has the title, the link (also its permanent guid), the
 * publication date, the summary (the article's description) as `description`,
 * its tags as categories, its full text as `content:encoded` (the content
 * module: the body as HTML with absolute URLs, seo/feed-html.ts), led by its
 * cover, and the cover again as `media:content` (Media RSS), which readers
 * use as the item's picture.
 */
import { languageTag, type Locale } from '@vitrine/schemas';
import { absoluteUrl } from '@/routing/site-url';
import { XML_DECLARATION, xmlText } from './xml';

export interface FeedItem {
  title: string;
  /** The article's path, e.g. `/en/articles/designing-for-calm`. */
  path: string;
  publishedAt: string;
  summary: string | null;
  tags: readonly string[];
  /** The full text as HTML, every URL absolute (seo/feed-html.ts); '' for none. */
  html: string;
  /** The cover: one absolute file, with its size when known. */
  cover: { url: string; width?: number; height?: number; alt: string } | null;
}

export interface Feed {
  locale: Locale;
  origin: string;
  title: string;
  description: string;
  /** The language's home page, e.g. `/en`. */
  homePath: string;
  /** The feed's own path, e.g. `/en/feed.xml`. */
  selfPath: string;
  /** Newest first. */
  items: readonly FeedItem[];
}

/** RFC 822 date-time, as RSS 2.0 asks (`Tue, 14 Mar 2023 09:30:00 GMT`); null for a date that is not one. */
export function rssDate(value: string): string | null {
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? null : date.toUTCString();
}

const element = (name: string, value: string, attributes = '') => `<${name}${attributes}>${xmlText(value)}</${name}>`;

export const NS = {
  atom: 'http://www.w3.org/2005/Atom',
  content: 'http://purl.org/rss/1.0/modules/content/',
  media: 'http://search.yahoo.com/mrss/',
} as const;

const size = (image: NonNullable<FeedItem['cover']>) =>
  image.width && image.height ? ` width="${image.width}" height="${image.height}"` : '';

/** The cover at the head of the full text: readers that show only `content:encoded` show it too. */
function coverHtml(cover: FeedItem['cover']): string {
  return cover ? `<p><img src="${xmlText(cover.url)}" alt="${xmlText(cover.alt)}"${size(cover)}></p>` : '';
}

function mediaContent(cover: NonNullable<FeedItem['cover']>): string {
  return `<media:content url="${xmlText(cover.url)}" medium="image"${size(cover)}/>`;
}

export function rssXml(feed: Feed): string {
  const url = (path: string) => absoluteUrl(feed.origin, path);
  const newest = feed.items.map((item) => rssDate(item.publishedAt)).find((date) => date !== null);
  const items = feed.items.map((item) => {
    const date = rssDate(item.publishedAt);
    return [
      '<item>',
      element('title', item.title),
      element('link', url(item.path)),
      element('guid', url(item.path), ' isPermaLink="true"'),
      date ? element('pubDate', date) : '',
      item.summary ? element('description', item.summary) : '',
      ...item.tags.map((tag) => element('category', tag)),
      item.html || item.cover ? element('content:encoded', `${coverHtml(item.cover)}${item.html}`) : '',
      item.cover ? mediaContent(item.cover) : '',
      '</item>',
    ].join('');
  });
  return [
    XML_DECLARATION,
    `<rss version="2.0" xmlns:atom="${NS.atom}" xmlns:content="${NS.content}" xmlns:media="${NS.media}">`,
    '<channel>',
    element('title', feed.title),
    element('link', url(feed.homePath)),
    element('description', feed.description),
    element('language', languageTag(feed.locale)),
    newest ? element('lastBuildDate', newest) : '',
    `<atom:link href="${xmlText(url(feed.selfPath))}" rel="self" type="application/rss+xml"/>`,
    ...items,
    '</channel>',
    '</rss>',
    '',
  ]
    .filter(Boolean)
    .join('\n');
}

export const FEED_CONTENT_TYPE = 'application/rss+xml; charset=utf-8';
