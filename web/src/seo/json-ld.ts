/**
 * Structured data (schema.org as JSON-LD), typed with schema-dts. Pure.
 *
 * One `@graph` per page: WebSite and Person on the home pages (what `/`
 * sends visitors and crawlers to), a ProfilePage about that Person on the
 * about page, BlogPosting on articles, BreadcrumbList on every page below home, and the
 * works as CreativeWork. Every node that names the site's owner points at
 * one Person (`@id`), so search engines see one author.
 */
import type {
  BlogPosting,
  BreadcrumbList,
  CreativeWork,
  Graph,
  ItemList,
  Person,
  ProfilePage,
  Thing,
  WebSite,
} from 'schema-dts';
import { languageTag } from '@vitrine/schemas';
import type { SiteSeo } from './site-seo';
import { absoluteUrl } from '@/routing/site-url';

/**
 * JSON for a `<script type="application/ld+json">`: `<`, `>` and `&` are
 * escaped (`\u003c`…), so no value, however it is written, can close the
 * script element or open a comment; U+2028 and U+2029 too, for old parsers.
 */
export function serializeJsonLd(value: unknown): string {
  return JSON.stringify(value).replace(
    /[<>&\u2028\u2029]/g,
    (char) => `\\u${char.charCodeAt(0).toString(16).padStart(4, '0')}`,
  );
}

export function jsonLdGraph(nodes: readonly Thing[]): Graph {
  return { '@context': 'https://schema.org', '@graph': nodes };
}

/** The domain's home, `https://example.org/`: what Google reads the site's name from, whatever `/` answers. */
const siteUrl = (site: SiteSeo) => `${site.origin}/`;
export const personId = (site: SiteSeo) => `${site.origin}/#person`;
/** One site in every language: one WebSite node, the same `@id` on every page that names it. */
export const webSiteId = (site: SiteSeo) => `${site.origin}/#website`;

/** The site's owner, with their social profiles as `sameAs`; the same node in every language. */
export function personLd(site: SiteSeo): Person {
  return {
    '@type': 'Person',
    '@id': personId(site),
    name: site.name,
    url: siteUrl(site),
    ...(site.job ? { jobTitle: site.job } : {}),
    ...(site.email ? { email: site.email } : {}),
    ...(site.picture ? { image: absoluteUrl(site.origin, site.picture.url) } : {}),
    ...(site.sameAs.length > 0 ? { sameAs: site.sameAs } : {}),
  };
}

/**
 * The site: its name (the owner's, as og:site_name), its title as the
 * alternate name, the languages it is written in, published by its owner.
 * Its `url` is the domain's home, as Google asks for site names: `/` sends
 * each visitor to a language's home (crawlers to the default one), which
 * carries this node (docs/owner-guide.md, "Found and shared").
 */
export function webSiteLd(site: SiteSeo): WebSite {
  return {
    '@type': 'WebSite',
    '@id': webSiteId(site),
    url: siteUrl(site),
    name: site.name,
    ...(site.title && site.title !== site.name ? { alternateName: site.title } : {}),
    ...(site.description ? { description: site.description } : {}),
    inLanguage: site.languages.map(languageTag),
    publisher: { '@id': personId(site) },
  };
}

/**
 * The about page: a ProfilePage (Google's type for a page about one person)
 * whose main entity is the owner's Person, in this language, part of the site.
 */
export function profilePageLd(site: SiteSeo, page: { path: string; title: string | null }): ProfilePage {
  const url = absoluteUrl(site.origin, page.path);
  return {
    '@type': 'ProfilePage',
    '@id': `${url}#page`,
    url,
    ...(page.title ? { name: page.title } : {}),
    inLanguage: languageTag(site.locale),
    isPartOf: { '@id': webSiteId(site) },
    mainEntity: { '@id': personId(site) },
  };
}

export interface Crumb {
  name: string;
  path: string;
}

/** Where a page sits: home first, the page itself last. */
export function breadcrumbLd(site: SiteSeo, trail: readonly Crumb[]): BreadcrumbList {
  return {
    '@type': 'BreadcrumbList',
    itemListElement: trail.map((crumb, i) => ({
      '@type': 'ListItem',
      position: i + 1,
      name: crumb.name,
      item: absoluteUrl(site.origin, crumb.path),
    })),
  };
}

export interface ArticleLd {
  title: string;
  description: string | null;
  path: string;
  publishedAt: string;
  updatedAt: string;
  tags: readonly string[];
  image: string | null;
}

export function blogPostingLd(site: SiteSeo, article: ArticleLd): BlogPosting {
  const url = absoluteUrl(site.origin, article.path);
  return {
    '@type': 'BlogPosting',
    '@id': `${url}#article`,
    headline: article.title,
    ...(article.description ? { description: article.description } : {}),
    url,
    mainEntityOfPage: url,
    datePublished: article.publishedAt,
    dateModified: article.updatedAt,
    inLanguage: languageTag(site.locale),
    author: { '@type': 'Person', '@id': personId(site), name: site.name, url: siteUrl(site) },
    publisher: { '@id': personId(site) },
    ...(article.image ? { image: absoluteUrl(site.origin, article.image) } : {}),
    ...(article.tags.length > 0 ? { keywords: [...article.tags] } : {}),
    isPartOf: { '@id': webSiteId(site) },
  };
}

export interface WorkLd {
  name: string;
  description: string | null;
  link: string | null;
  image: string | null;
  year: number | null;
}

/** The works, in the order the page shows them, each a CreativeWork by the owner. */
export function worksLd(site: SiteSeo, path: string, works: readonly WorkLd[]): ItemList {
  return {
    '@type': 'ItemList',
    url: absoluteUrl(site.origin, path),
    numberOfItems: works.length,
    itemListElement: works.map((work, i) => {
      const item: CreativeWork = {
        '@type': 'CreativeWork',
        name: work.name,
        ...(work.description ? { description: work.description } : {}),
        ...(work.link ? { url: work.link } : {}),
        ...(work.image ? { image: absoluteUrl(site.origin, work.image) } : {}),
        ...(work.year ? { datePublished: String(work.year) } : {}),
        inLanguage: languageTag(site.locale),
        creator: { '@id': personId(site) },
      };
      return { '@type': 'ListItem', position: i + 1, item };
    }),
  };
}
