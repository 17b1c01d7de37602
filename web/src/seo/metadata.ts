/**
 * The head of a page: title, description, absolute canonical, hreflang
 * alternates and x-default, Open Graph, the Twitter card, the feed link.
 * Pure: routes gather the data (components/page/page-metadata.ts) and Next
 * renders what this returns.
 *
 * Social card images come from Next's `opengraph-image` / `twitter-image`
 * files. A page's `openGraph` replaces its parent's whole, images included,
 * so the images the parent segments resolved are carried over (`inherited`);
 * a page with an image of its own (an article's cover) uses it only when no
 * card is inherited. A route that gets a card file of its own in its folder
 * must not carry its parent's: Next applies a folder's file only when the
 * page's `openGraph` names no images.
 */
import type { Metadata, ResolvedMetadata } from 'next';
import { languageTag, localeCodes, sitePath, type Locale } from '@vitrine/schemas';
import { SEO } from '@/config/seo';
import { hreflangs, type Alternates } from './alternates';
import type { SiteSeo } from './site-seo';
import { absoluteUrl } from './site-url';

export interface OwnImage {
  url: string;
  width?: number | null;
  height?: number | null;
  alt?: string | null;
}

export interface RouteSeo {
  /** The page's own title (the layout adds the site's name); absent on home, whose title is the site's. */
  title?: string | null;
  /** Falls back to the site's description. */
  description?: string | null;
  /** The page's own path: its canonical URL. */
  path: string;
  /** Language → path of exactly the languages that have this page (seo/alternates.ts). */
  alternates: Alternates;
  article?: { publishedTime: string; modifiedTime?: string; tags: readonly string[] };
  image?: OwnImage | null;
}

type OgImages = NonNullable<NonNullable<ResolvedMetadata['openGraph']>['images']>;
type TwitterImages = NonNullable<NonNullable<ResolvedMetadata['twitter']>['images']>;

export interface InheritedImages {
  openGraph: OgImages;
  twitter: TwitterImages;
}

/** The card images the parent segments resolved (Next's `opengraph-image` / `twitter-image` files). */
export function inheritedImages(parent: Pick<ResolvedMetadata, 'openGraph' | 'twitter'>): InheritedImages {
  return { openGraph: parent.openGraph?.images ?? [], twitter: parent.twitter?.images ?? [] };
}

/** `en-US` → `en_US`, the form og:locale takes. */
export const ogLocale = (locale: Locale) => languageTag(locale).replace('-', '_');

/** The feed link every page carries (autodiscovery). */
function feedAlternate(site: SiteSeo): NonNullable<Metadata['alternates']>['types'] {
  return { 'application/rss+xml': [{ url: absoluteUrl(site.origin, site.feed.path), title: site.feed.title }] };
}

export function routeMetadata(site: SiteSeo, route: RouteSeo, inherited: InheritedImages): Metadata {
  const canonical = absoluteUrl(site.origin, route.path);
  const alternates = { ...route.alternates, [site.locale]: route.path };
  const title = route.title ?? site.title;
  const description = route.description || site.description;
  const ownImage = route.image?.url
    ? [
        {
          url: absoluteUrl(site.origin, route.image.url),
          ...(route.image.width ? { width: route.image.width } : {}),
          ...(route.image.height ? { height: route.image.height } : {}),
          ...(route.image.alt ? { alt: route.image.alt } : {}),
        },
      ]
    : [];
  const images = inherited.openGraph.length > 0 ? inherited.openGraph : ownImage;

  return {
    title: route.title ? route.title : { absolute: site.title },
    description,
    alternates: { canonical, languages: hreflangs(site.origin, alternates), types: feedAlternate(site) },
    openGraph: {
      type: route.article ? 'article' : 'website',
      url: canonical,
      siteName: site.name,
      title,
      description,
      locale: ogLocale(site.locale),
      alternateLocale: localeCodes.filter((code) => code !== site.locale && alternates[code]).map(ogLocale),
      ...(images.length > 0 ? { images } : {}),
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
      card: images.length > 0 || inherited.twitter.length > 0 ? SEO.twitterCard : 'summary',
      title,
      description,
      ...(inherited.twitter.length > 0 ? { images: inherited.twitter } : {}),
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
