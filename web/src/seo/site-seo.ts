/**
 * The site as its metadata, structured data and feeds describe it in one
 * language, from the site settings. Pure.
 */
import { feedPath, isExternalUrl, type Locale, type SiteSettingsQueryResult } from '@vitrine/schemas';

export interface SiteSeo {
  locale: Locale;
  /** Where every absolute URL starts (routing/site-url.ts). */
  origin: string;
  /** The owner: og:site_name, the WebSite's and the Person's name. */
  name: string;
  /** The site's title and description in this language: the home page's, and any page's fallback description. */
  title: string;
  description: string;
  job: string | null;
  email: string | null;
  picture: { url: string } | null;
  /** The owner's social profiles (http(s) only): Person.sameAs. */
  sameAs: string[];
  /** The X/Twitter handle (`@name`) when the settings link a profile there: twitter:site and twitter:creator. */
  twitter: string | null;
  /** The languages the site offers (content/languages.ts): the WebSite's inLanguage. */
  languages: readonly Locale[];
  /** The articles feed of this language, for autodiscovery. */
  feed: { path: string; title: string };
  /** What breadcrumbs call the home page. */
  homeLabel: string;
  /**
   * False until the site settings exist: every page then asks search engines
   * not to index it, and the sitemap lists nothing.
   */
  indexable: boolean;
}

export interface SiteSeoInput {
  locale: Locale;
  origin: string;
  /** Null in a project that has not published its site settings yet. */
  settings: SiteSettingsQueryResult;
  /** The languages the site offers. */
  languages: readonly Locale[];
  /** Translated strings: the feed's title (with the owner's name in it) and the home page's name. */
  labels: { feed: string; home: string };
}

const isWebUrl = (url: string | null | undefined): url is string => isExternalUrl(url) && /^https?:/.test(url);

/** `https://x.com/name` or `https://twitter.com/name` → `@name`; null for anything else. */
export function twitterHandle(url: string | null | undefined): string | null {
  if (!isWebUrl(url)) return null;
  const { hostname, pathname } = new URL(url);
  if (!/^(www\.)?(twitter|x)\.com$/.test(hostname)) return null;
  const name = /^\/@?([A-Za-z0-9_]{1,15})\/?$/.exec(pathname)?.[1];
  return name ? `@${name}` : null;
}

export function siteSeo({ locale, origin, settings, languages, labels }: SiteSeoInput): SiteSeo {
  const name = settings?.profile.name ?? '';
  return {
    locale,
    origin,
    name,
    title: settings?.seo.title ?? name,
    description: settings?.seo.description ?? '',
    job: settings?.profile.job ?? null,
    email: settings?.profile.email ?? null,
    picture: settings?.profile.picture?.url ? { url: settings.profile.picture.url } : null,
    sameAs: (settings?.socials ?? []).map((social) => social.url).filter(isWebUrl),
    twitter: twitterHandle(settings?.socials.find((social) => social.network === 'twitter')?.url),
    languages,
    feed: { path: feedPath(locale), title: labels.feed },
    homeLabel: labels.home,
    indexable: settings !== null,
  };
}
