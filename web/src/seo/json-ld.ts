/**
 * Structured data (schema.org as JSON-LD), typed with schema-dts. Pure.
 *
 * One `@graph` per page: WebSite and Person on the home and about pages,
 * BlogPosting on articles, BreadcrumbList on every page below home, and the
 * works as CreativeWork. Every node that names the site's owner points at
 * one Person (`@id`), so search engines see one author.
 */
import type { BlogPosting, BreadcrumbList, CreativeWork, Graph, ItemList, Person, Thing, WebSite } from 'schema-dts';
import { languageTag, sitePath } from '@vitrine/schemas';
import type { SiteSeo } from './site-seo';
import { absoluteUrl } from './site-url';

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

const homeUrl = (site: SiteSeo) => absoluteUrl(site.origin, sitePath(site.locale, 'home'));
export const personId = (site: SiteSeo) => `${site.origin}/#person`;
export const webSiteId = (site: SiteSeo) => `${homeUrl(site)}#website`;

/** The site's owner, with their social profiles as `sameAs`. */
export function personLd(site: SiteSeo): Person {
  return {
    '@type': 'Person',
    '@id': personId(site),
    name: site.name,
    url: homeUrl(site),
    ...(site.job ? { jobTitle: site.job } : {}),
    ...(site.email ? { email: site.email } : {}),
    ...(site.picture ? { image: absoluteUrl(site.origin, site.picture.url) } : {}),
    ...(site.sameAs.length > 0 ? { sameAs: site.sameAs } : {}),
  };
}

/** The site in this language, published by its owner. */
export function webSiteLd(site: SiteSeo): WebSite {
  return {
    '@type': 'WebSite',
    '@id': webSiteId(site),
    url: homeUrl(site),
    name: site.name,
    alternateName: site.title,
    description: site.description,
    inLanguage: languageTag(site.locale),
    publisher: { '@id': personId(site) },
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
    author: { '@type': 'Person', '@id': personId(site), name: site.name, url: homeUrl(site) },
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
