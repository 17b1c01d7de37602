/**
 * An RSS feed checked offline against the rules a feed validator applies (no
 * validator runs offline on npm): RSS 2.0 (the RSS Advisory Board's
 * specification), the content module (`content:encoded`), Media RSS
 * (`media:content`) and Atom's self link, plus the warnings the W3C Feed
 * Validation Service gives for full-text feeds (relative URLs, scripts,
 * event handlers and styles in the HTML, a missing guid or self link).
 * Returns the problems as lines, errors and warnings apart.
 *
 * That the HTML itself is valid is the Nu Html Checker's part
 * (e2e/html-valid.spec.ts checks every item's `content:encoded`).
 */
import { XMLParser, XMLValidator } from 'fast-xml-parser';

export const FEED_NS = {
  atom: 'http://www.w3.org/2005/Atom',
  content: 'http://purl.org/rss/1.0/modules/content/',
  media: 'http://search.yahoo.com/mrss/',
} as const;

const CHANNEL_ELEMENTS = new Set(
  'title link description language copyright managingEditor webMaster pubDate lastBuildDate category generator docs cloud ttl image rating textInput skipHours skipDays item atom:link'.split(
    ' ',
  ),
);
const ITEM_ELEMENTS = new Set(
  'title link description author category comments enclosure guid pubDate source content:encoded media:content'.split(
    ' ',
  ),
);
const MEDIA_MEDIUMS = new Set(['image', 'audio', 'video', 'document', 'executable']);
/** RFC 822 as RSS 2.0 uses it, with a four-digit year (what validators accept without a warning). */
const RFC822 =
  /^(Mon|Tue|Wed|Thu|Fri|Sat|Sun), \d{2} (Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec) \d{4} \d{2}:\d{2}:\d{2} (GMT|UT|[+-]\d{4})$/;

export interface FeedProblems {
  errors: string[];
  warnings: string[];
}

const isAbsolute = (url: unknown) => typeof url === 'string' && /^https?:\/\/[^\s/]+\/?\S*$/.test(url);

/** `selfPath`: where the feed is served (its self link must name it). */
export function checkRss(xml: string, selfPath: string): FeedProblems {
  const errors: string[] = [];
  const warnings: string[] = [];
  const wellFormed = XMLValidator.validate(xml);
  if (wellFormed !== true) return { errors: [`not well-formed: ${JSON.stringify(wellFormed.err)}`], warnings };
  const root = new XMLParser({
    ignoreAttributes: false,
    attributeNamePrefix: '@',
    parseTagValue: false,
    trimValues: false,
    isArray: (name) => ['item', 'category', 'atom:link', 'media:content', 'content:encoded', 'guid'].includes(name),
  }).parse(xml);
  const rss = root.rss;
  if (!rss) return { errors: ['the root element is not rss'], warnings };
  if (rss['@version'] !== '2.0') errors.push(`rss version is ${rss['@version']}, not 2.0`);
  for (const [prefix, uri] of Object.entries(FEED_NS)) {
    if (rss[`@xmlns:${prefix}`] !== uri) errors.push(`the ${prefix}: prefix is not bound to ${uri}`);
  }
  const channel = rss.channel;
  if (!channel || Array.isArray(channel)) return { errors: [...errors, 'one channel is required'], warnings };
  const stray = (parent: Record<string, unknown>, at: string) => {
    for (const [name, value] of Object.entries(parent)) {
      if (name === '#text') {
        if (String(value).trim() !== '') errors.push(`${at}: text outside any element`);
      } else if (!name.startsWith('@') && !(at === 'channel' ? CHANNEL_ELEMENTS : ITEM_ELEMENTS).has(name)) {
        errors.push(`${at}: unknown element ${name}`);
      }
    }
  };
  stray(channel, 'channel');
  for (const name of ['title', 'link', 'description']) {
    if (typeof channel[name] !== 'string' || channel[name].trim() === '') errors.push(`channel: ${name} is required`);
  }
  if (!isAbsolute(channel.link)) errors.push(`channel: link ${channel.link} is not an absolute URL`);
  if (channel.language !== undefined && !/^[a-z]{2,3}(-[A-Za-z0-9]{2,8})*$/.test(channel.language)) {
    errors.push(`channel: language ${channel.language} is not a language tag`);
  }
  for (const name of ['pubDate', 'lastBuildDate']) {
    if (channel[name] !== undefined && !RFC822.test(channel[name])) errors.push(`channel: ${name} is not RFC 822`);
  }
  const self = (channel['atom:link'] ?? []).filter((link: any) => link['@rel'] === 'self');
  if (self.length !== 1) warnings.push('channel: no atom:link rel="self"');
  else {
    if (!isAbsolute(self[0]['@href']) || new URL(self[0]['@href']).pathname !== selfPath) {
      errors.push(`channel: the self link ${self[0]['@href']} does not name ${selfPath}`);
    }
    if (self[0]['@type'] !== 'application/rss+xml') warnings.push('channel: the self link has no RSS type');
  }

  const guids = new Set<string>();
  for (const [i, item] of (channel.item ?? []).entries()) {
    const at = `item ${i + 1}`;
    stray(item, at);
    if (!item.title && !item.description) errors.push(`${at}: neither title nor description`);
    if (item.link !== undefined && !isAbsolute(item.link)) errors.push(`${at}: link is not an absolute URL`);
    if (item.pubDate !== undefined && !RFC822.test(item.pubDate)) errors.push(`${at}: pubDate is not RFC 822`);
    const guid = item.guid?.[0];
    if (!guid) warnings.push(`${at}: no guid`);
    else {
      const value = typeof guid === 'string' ? guid : guid['#text'];
      if (guid['@isPermaLink'] !== 'false' && !isAbsolute(value)) errors.push(`${at}: a permalink guid is not a URL`);
      if (guids.has(value)) errors.push(`${at}: guid ${value} is not unique`);
      guids.add(value);
    }
    const encoded = item['content:encoded'] ?? [];
    if (encoded.length > 1) errors.push(`${at}: more than one content:encoded`);
    if (encoded[0] !== undefined) problemsOfHtml(String(encoded[0]), at, errors, warnings);
    for (const media of item['media:content'] ?? []) {
      if (!isAbsolute(media['@url'])) errors.push(`${at}: media:content url is not an absolute URL`);
      if (media['@medium'] !== undefined && !MEDIA_MEDIUMS.has(media['@medium'])) {
        errors.push(`${at}: media:content medium ${media['@medium']}`);
      }
      for (const name of ['@width', '@height']) {
        if (media[name] !== undefined && !/^[1-9]\d*$/.test(media[name])) errors.push(`${at}: media:content ${name}`);
      }
    }
  }
  return { errors, warnings };
}

/** What a validator says of the HTML in content:encoded: URLs that would resolve against the reader's site, and active content. */
function problemsOfHtml(html: string, at: string, errors: string[], warnings: string[]): void {
  if (html.trim() === '') warnings.push(`${at}: an empty content:encoded`);
  for (const [, name, value] of html.matchAll(/\s(href|src|srcset|poster|action|cite)\s*=\s*"([^"]*)"/gi)) {
    if (name!.toLowerCase() === 'srcset') warnings.push(`${at}: a srcset (readers take one src)`);
    else if (!isAbsolute(value) && !/^(mailto|tel):/.test(value!))
      warnings.push(`${at}: a relative URL ${name}="${value}"`);
  }
  if (/<(script|iframe|object|embed|applet|meta|link|form|base)\b/i.test(html)) warnings.push(`${at}: active content`);
  if (/\son[a-z]+\s*=/i.test(html)) warnings.push(`${at}: an event handler attribute`);
  if (/\sstyle\s*=/i.test(html)) warnings.push(`${at}: a style attribute`);
  if (/javascript:/i.test(html)) warnings.push(`${at}: a javascript: URL`);
}
