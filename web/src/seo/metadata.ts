/**
 * The head of a page: title, description, absolute canonical, hreflang
 * alternates and x-default, Open Graph, the Twitter card, the feed link.
 * Pure: routes gather the data (components/page/page-metadata.ts) and Next
 * renders what this returns.
 *
 * Every route names its own social card (social/metadata.ts), for Open Graph
 * and Twitter alike.
 */
import type { Metadata } from 'next';
import { languageTag, localeCodes, sitePath, type Locale } from '@vitrine/schemas';
import { SEO } from '@/config/seo';
import { socialCardImages } from '@/social/metadata';
import { hreflangs, type Alternates } from './alternates';
import type { SiteSeo } from './site-seo';
import { absoluteUrl } from '@/routing/site-url';

export interface RouteSeo {
  /** The page's own title (the layout adds the site's name); absent on home, whose title is the site's. */
  title?: string | null;
  /** Falls back to the site's description. */
  description?: string | null;
  /** The page's own path: its canonical URL. */
  path: string;
  /** Language → path of exactly the languages that have this page (seo/alternates.ts). */
  alternates: Alternates;
  /**
   * The path of the default language's version when it stands in here for a
   * missing translation (schemas/src/site/site-index.ts): the canonical URL, and no
   * hreflang (this page is no version of its own).
   */
  standInFor?: string;
  article?: { publishedTime: string; modifiedTime?: string; tags: readonly string[] };
  /** The content hash of the page's social card (social/cards.ts), for its URL; null when it has none. */
  cardHash?: string | null;
}

/** `en-US` → `en_US`, the form og:locale takes. */
export const ogLocale = (locale: Locale) => languageTag(locale).replace('-', '_');

/** The feed link every page carries (autodiscovery). */
function feedAlternate(site: SiteSeo): NonNullable<Metadata['alternates']>['types'] {
  return { 'application/rss+xml': [{ url: absoluteUrl(site.origin, site.feed.path), title: site.feed.title }] };
}

/** `locales`: the language list, in the order hreflang and og:locale:alternate follow. */
export function routeMetadata(site: SiteSeo, route: RouteSeo, locales: readonly Locale[] = localeCodes): Metadata {
  const canonical = absoluteUrl(site.origin, route.standInFor ?? route.path);
  const alternates: Alternates = route.standInFor ? {} : { ...route.alternates, [site.locale]: route.path };
  const title = route.title ?? site.title;
  const description = route.description || site.description;
  const images = socialCardImages(absoluteUrl(site.origin, route.path), title, route.cardHash);

  return {
    title: route.title ? route.title : { absolute: site.title },
    description,
    ...(site.indexable ? {} : { robots: { index: false, follow: false } }),
    alternates: { canonical, languages: hreflangs(site.origin, alternates, locales), types: feedAlternate(site) },
    openGraph: {
      type: route.article ? 'article' : 'website',
      url: canonical,
      siteName: site.name,
      title,
      description,
      locale: ogLocale(site.locale),
      alternateLocale: locales.filter((code) => code !== site.locale && alternates[code]).map(ogLocale),
      images,
      ...(route.article
        ? {
            publishedTime: route.article.publishedTime,
            modifiedTime: route.article.modifiedTime,
            tags: [...route.article.tags],
            authors: [absoluteUrl(site.origin, sitePath(site.locale, 'home'))],
          }
        : {}),
    },
    twitter: {
      card: SEO.twitterCard,
      title,
      description,
      images,
      ...(site.twitter ? { site: site.twitter, creator: site.twitter } : {}),
    },
  };
}

/** The 404 screens: a title, no index, the feed link. */
export function notFoundRouteMetadata(site: SiteSeo, title: string): Metadata {
  return {
    title,
    description: site.description,
    robots: { index: false, follow: true },
    alternates: { types: feedAlternate(site) },
  };
}
