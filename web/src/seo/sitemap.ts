/**
 * The sitemap (sitemaps.org 0.9, with xhtml:link alternates). Pure.
 *
 * It lists every page and article that answers 200 at its own path, in every
 * language the site offers (seo/alternates.ts decides, as for the head's
 * hreflang), the lists that have no document of their own (works, articles)
 * in each language that has items of its own, and each offered language's
 * home once the site settings exist; never a page where the default language
 * stands in for a missing translation. Each URL
 * carries the hreflang alternates of its translation group and `x-default`,
 * and a `lastmod` from `_updatedAt` (a list: its newest item's). Drafts never
 * reach it: it is built from the published route index.
 *
 * Up to SEO.sitemapMaxUrls URLs, `/sitemap.xml` is the list; past that, it is
 * an index of parts `/sitemaps/{n}.xml` of at most that many URLs each.
 */
import {
  listRoutes,
  sitemapPartPath,
  type Locale,
  type RedirectRule,
  isStandIn,
  type SiteIndex,
} from '@vitrine/schemas';
import { SEO } from '@/config/seo';
import { documentAlternates, hreflangs, isListed, routeAlternates } from './alternates';
import { absoluteUrl } from '@/routing/site-url';
import { XML_DECLARATION, xmlText } from './xml';

export interface SitemapUrl {
  loc: string;
  lastmod?: string;
  /** hreflang → absolute URL, `x-default` last. */
  alternates: Record<string, string>;
}

export interface SitemapInput {
  origin: string;
  index: SiteIndex;
  redirects: readonly RedirectRule[];
  /** When each work last changed, by language (the works list's lastmod). */
  works: readonly { locale: string; _updatedAt: string }[];
}

const newest = (dates: readonly string[]): string | undefined =>
  dates.reduce<string | undefined>(
    (latest, date) => (latest === undefined || date > latest ? date : latest),
    undefined,
  );

/** Every URL of the sitemap, lists first, then pages and articles in the route index's order; no URL twice. */
export function sitemapUrls({ origin, index, redirects, works }: SitemapInput): SitemapUrl[] {
  const urls = new Map<string, SitemapUrl>();
  const documents = index.documents();
  const itemDates: Record<(typeof listRoutes)[number], (locale: Locale) => string[]> = {
    works: (locale) => works.filter((work) => work.locale === locale).map((work) => work._updatedAt),
    articles: (locale) =>
      documents.filter((doc) => doc.type === 'article' && doc.locale === locale).map((doc) => doc.updatedAt),
  };

  for (const route of listRoutes) {
    const alternates = routeAlternates(route, index.listLanguages(route), redirects);
    for (const locale of index.locales) {
      const path = alternates[locale];
      if (!path) continue;
      const loc = absoluteUrl(origin, path);
      const links = hreflangs(origin, alternates, index.locales);
      urls.set(loc, { loc, lastmod: newest(itemDates[route](locale)), alternates: links });
    }
  }
  for (const document of documents) {
    const loc = absoluteUrl(origin, document.path);
    if (urls.has(loc) || !isListed(document, index, redirects)) continue;
    const alternates = hreflangs(origin, documentAlternates(index, redirects, document.id), index.locales);
    urls.set(loc, { loc, lastmod: document.updatedAt, alternates });
  }
  // Home answers 200 once the site settings exist, with or without a home page document (but where the
  // default language's home page stands in, it is not a version of its own).
  const homeLanguages = index.offered.filter(
    (locale) => index.offers(locale, 'home') && !isStandIn(index.resolve('page', locale, 'home')),
  );
  const homes = routeAlternates('home', homeLanguages, redirects);
  for (const locale of index.locales) {
    const path = homes[locale];
    const loc = path && absoluteUrl(origin, path);
    if (loc && !urls.has(loc)) urls.set(loc, { loc, alternates: hreflangs(origin, homes, index.locales) });
  }
  return [...urls.values()];
}

/** How many parts the sitemap has: 0 while one file holds every URL. */
export function sitemapPartCount(urlCount: number, max: number = SEO.sitemapMaxUrls): number {
  return urlCount > max ? Math.ceil(urlCount / max) : 0;
}

function urlset(urls: readonly SitemapUrl[]): string {
  const entries = urls.map((url) => {
    const lines = [`<loc>${xmlText(url.loc)}</loc>`];
    if (url.lastmod) lines.push(`<lastmod>${xmlText(url.lastmod)}</lastmod>`);
    for (const [hreflang, href] of Object.entries(url.alternates)) {
      lines.push(`<xhtml:link rel="alternate" hreflang="${xmlText(hreflang)}" href="${xmlText(href)}"/>`);
    }
    return `<url>${lines.join('')}</url>`;
  });
  return [
    XML_DECLARATION,
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
    ...entries,
    '</urlset>',
    '',
  ].join('\n');
}

function partOf(urls: readonly SitemapUrl[], part: number, max: number): readonly SitemapUrl[] {
  return urls.slice((part - 1) * max, part * max);
}

/** `/sitemap.xml`: the URLs themselves, or the index of the parts past the limit. */
export function sitemapXml(urls: readonly SitemapUrl[], origin: string, max: number = SEO.sitemapMaxUrls): string {
  const parts = sitemapPartCount(urls.length, max);
  if (parts === 0) return urlset(urls);
  const entries = Array.from({ length: parts }, (_, i) => {
    const lastmod = newest(partOf(urls, i + 1, max).flatMap((url) => (url.lastmod ? [url.lastmod] : [])));
    const loc = `<loc>${xmlText(absoluteUrl(origin, sitemapPartPath(i + 1)))}</loc>`;
    return `<sitemap>${loc}${lastmod ? `<lastmod>${xmlText(lastmod)}</lastmod>` : ''}</sitemap>`;
  });
  return [
    XML_DECLARATION,
    '<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...entries,
    '</sitemapindex>',
    '',
  ].join('\n');
}

/** Part `part` (from 1) of a sitemap past the limit; null when there is no such part. */
export function sitemapPartXml(
  urls: readonly SitemapUrl[],
  part: number,
  max: number = SEO.sitemapMaxUrls,
): string | null {
  if (!Number.isInteger(part) || part < 1 || part > sitemapPartCount(urls.length, max)) return null;
  return urlset(partOf(urls, part, max));
}
