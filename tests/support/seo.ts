/**
 * What the SEO browser tests read: the sitemap, parsed strictly, and the
 * head of a page as search engines and link previews see it.
 */
import { XMLParser, XMLValidator } from 'fast-xml-parser';
import type { Page } from '@playwright/test';
import { localized, publishedDocuments, siteSettings, translationGroups } from './dataset.ts';
import { OFFERED } from './languages.ts';

/** The origin the demo build writes (the settings' Canonical URL; the tests build without SITE_URL). */
export const SITE_ORIGIN: string = siteSettings().seo.url;

/** XML or a thrown error: fast-xml-parser's validator refuses anything that is not well-formed. */
export function strictXml(xml: string): Record<string, any> {
  const valid = XMLValidator.validate(xml);
  if (valid !== true) throw new Error(`Not well-formed XML: ${JSON.stringify(valid.err)}`);
  return new XMLParser({
    ignoreAttributes: false,
    attributeNamePrefix: '',
    isArray: (name) => ['url', 'xhtml:link', 'sitemap', 'item', 'category'].includes(name),
  }).parse(xml);
}

export interface SitemapEntry {
  loc: string;
  lastmod: string | undefined;
  /** hreflang → href */
  alternates: Record<string, string>;
}

export function parseSitemap(xml: string): SitemapEntry[] {
  const root = strictXml(xml);
  if (!root.urlset) throw new Error(`Not a urlset: ${Object.keys(root).join(', ')}`);
  if (root.urlset.xmlns !== 'http://www.sitemaps.org/schemas/sitemap/0.9') throw new Error('Wrong sitemap namespace');
  return (root.urlset.url ?? []).map((url: any) => ({
    loc: String(url.loc),
    lastmod: url.lastmod === undefined ? undefined : String(url.lastmod),
    alternates: Object.fromEntries((url['xhtml:link'] ?? []).map((link: any) => [link.hreflang, link.href])),
  }));
}

/** Every URL the sitemap must list for the demo dataset: each language's lists, pages and articles. */
export function expectedSitemapLocs(): string[] {
  const pages = localized('page').map(({ locale, slug }) => (slug === 'home' ? `/${locale}` : `/${locale}/${slug}`));
  const articles = localized('article').map(({ locale, slug }) => `/${locale}/articles/${slug}`);
  const lists = OFFERED.flatMap((locale) => [`/${locale}/works`, `/${locale}/articles`]);
  return [...lists, ...pages, ...articles].map((path) => `${SITE_ORIGIN}${path}`).sort();
}

/** Paths CMS redirects start from: never in the sitemap. */
export function redirectSources(): string[] {
  return publishedDocuments()
    .filter((doc: any) => doc._type === 'redirect')
    .map((doc: any) => String(doc.source));
}

export interface Head {
  title: string;
  description: string | null;
  canonicals: string[];
  /** hreflang → href of `<link rel="alternate" hreflang>` */
  hreflangs: Record<string, string>;
  feeds: { href: string; title: string | null }[];
  meta: Record<string, string[]>;
  jsonLd: string[];
}

/** The page's head as crawlers read it (and its JSON-LD, wherever it sits). */
export function readHead(page: Page): Promise<Head> {
  return page.evaluate(() => {
    const meta: Record<string, string[]> = {};
    for (const tag of document.querySelectorAll('meta[property], meta[name]')) {
      const key = tag.getAttribute('property') ?? tag.getAttribute('name')!;
      (meta[key] ??= []).push(tag.getAttribute('content') ?? '');
    }
    return {
      title: document.title,
      description: document.querySelector('meta[name="description"]')?.getAttribute('content') ?? null,
      canonicals: [...document.querySelectorAll('link[rel="canonical"]')].map((l) => l.getAttribute('href')!),
      hreflangs: Object.fromEntries(
        [...document.querySelectorAll('link[rel="alternate"][hreflang]')].map((l) => [
          l.getAttribute('hreflang')!,
          l.getAttribute('href')!,
        ]),
      ),
      feeds: [...document.querySelectorAll('link[rel="alternate"][type="application/rss+xml"]')].map((l) => ({
        href: l.getAttribute('href')!,
        title: l.getAttribute('title'),
      })),
      meta,
      jsonLd: [...document.querySelectorAll('script[type="application/ld+json"]')].map((s) => s.textContent ?? ''),
    };
  });
}

/** The nodes of a page's JSON-LD graphs. */
export function jsonLdNodes(head: Head): Record<string, any>[] {
  return head.jsonLd.flatMap((text) => {
    const data = JSON.parse(text);
    return data['@graph'] ?? [data];
  });
}

/** The published documents' language versions, by path: what hreflang must say for each. */
export function expectedAlternates(): Map<string, Record<string, string>> {
  const docs = [...localized('page'), ...localized('article')];
  const pathOf = (doc: (typeof docs)[number]) =>
    doc.doc._type === 'article'
      ? `/${doc.locale}/articles/${doc.slug}`
      : doc.slug === 'home'
        ? `/${doc.locale}`
        : `/${doc.locale}/${doc.slug}`;
  const byId = new Map(docs.map((doc) => [doc.id, doc]));
  const groups = translationGroups().map((group) => Object.values(group));
  const expected = new Map<string, Record<string, string>>();
  for (const doc of docs) {
    const members = (groups.find((ids) => ids.includes(doc.id)) ?? [doc.id]).map((id) => byId.get(id)!).filter(Boolean);
    const links: Record<string, string> = {};
    for (const locale of OFFERED) {
      const version = members.find((member) => member.locale === locale);
      if (version) links[locale] = `${SITE_ORIGIN}${pathOf(version)}`;
    }
    links['x-default'] = links.en ?? Object.values(links)[0]!;
    expected.set(`${SITE_ORIGIN}${pathOf(doc)}`, links);
  }
  for (const list of ['works', 'articles']) {
    const links = Object.fromEntries(OFFERED.map((locale) => [locale, `${SITE_ORIGIN}/${locale}/${list}`]));
    for (const locale of OFFERED) expected.set(links[locale]!, { ...links, 'x-default': links[OFFERED[0]!]! });
  }
  return expected;
}
