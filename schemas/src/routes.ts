/**
 * The site's routes: every path the site serves and how content maps to it.
 * The one module that knows them; the site (routing, links, metadata,
 * sitemap), the Studio (Presentation locations) and the tests read it here.
 * Pure and site-safe.
 */
import { localeCodes, type Locale } from './locales';
import { slugPattern } from './rules';

/**
 * Routes whose path is the same in every language, with the page document
 * that gives each its title and sections (`null`: the route lists content and
 * has no page document of its own).
 */
export const fixedRoutes = {
  home: { path: '', page: 'home' },
  works: { path: 'works', page: null },
  articles: { path: 'articles', page: null },
  about: { path: 'about', page: 'about' },
  contact: { path: 'contact', page: 'contact' },
  map: { path: 'map', page: 'map' },
  credits: { path: 'credits', page: 'credits' },
  partners: { path: 'partners', page: 'partners' },
  guardians: { path: 'guardians', page: 'guardians' },
} as const;

export type FixedRoute = keyof typeof fixedRoutes;

/** A fixed route that lists content and has no page document of its own. */
export type ListRoute = {
  [Route in FixedRoute]: (typeof fixedRoutes)[Route]['page'] extends null ? Route : never;
}[FixedRoute];

/** The fixed routes that list content (`works`, `articles`). */
export const listRoutes: readonly ListRoute[] = (Object.keys(fixedRoutes) as FixedRoute[]).filter(
  (route): route is ListRoute => fixedRoutes[route].page === null,
);

/** The segment under which articles live: `/{locale}/articles/{slug}`. */
export const ARTICLES_SEGMENT = fixedRoutes.articles.path;

/**
 * Page slugs the fixed routes render (`/{locale}` is `home`, `/{locale}/about`
 * is `about`…): the same in every language. Other pages have translated slugs
 * and render through the catch-all route.
 */
export const routePageSlugs = Object.values(fixedRoutes).flatMap((route) => (route.page ? [route.page] : []));

/** Paths after the locale that fixed routes take; a page document with one of these slugs renders there, never in the catch-all. */
const FIXED_PATHS: ReadonlySet<string> = new Set(Object.values(fixedRoutes).map((route) => route.path));
const ROUTE_PAGES: ReadonlySet<string> = new Set(routePageSlugs);

/** True for a page slug a fixed route renders (`home`, `about`…): the catch-all route leaves it alone. */
export function isFixedRoutePage(slug: string): boolean {
  return ROUTE_PAGES.has(slug) || FIXED_PATHS.has(slug);
}

const join = (locale: Locale, rest: string) => (rest ? `/${locale}/${rest}` : `/${locale}`);

/** True for a path after the language that a fixed route takes (`''`, `about`, `works`…). */
export function isFixedPath(rest: string): boolean {
  return FIXED_PATHS.has(rest);
}

/**
 * A site path written without its language, in a language: `localizedPath('fr', '/about')` → `/fr/about`,
 * `/` → `/fr`, `/contact#form` → `/fr/contact#form`.
 */
export function localizedPath(locale: Locale, path: string): string {
  return path === '/' || path === '' ? join(locale, '') : `/${locale}${path.startsWith('/') ? '' : '/'}${path}`;
}

/** The path of a fixed route in a language: `sitePath('fr', 'about')` → `/fr/about`, `home` → `/fr`. */
export function sitePath(locale: Locale, route: FixedRoute): string {
  return join(locale, fixedRoutes[route].path);
}

/** The path of a page document: `home` is the language's root, any other slug sits under the prefix. */
export function pagePath(locale: Locale, slug: string): string {
  return slug === fixedRoutes.home.page ? join(locale, '') : join(locale, slug);
}

/** The path of an article: `/{locale}/articles/{slug}` (a slug may span segments). */
export function articlePath(locale: Locale, slug: string): string {
  return join(locale, `${ARTICLES_SEGMENT}/${slug}`);
}

/** A slug as routes accept it: lowercase words joined by hyphens, segments joined by `/`. */
export function isValidSlug(value: unknown): value is string {
  return typeof value === 'string' && slugPattern.test(value);
}

/**
 * The segment of the articles list's later pages: `/{locale}/articles/page/{n}`
 * for n ≥ 2 (page 1 is `/{locale}/articles`).
 */
export const ARCHIVE_PAGE_SEGMENT = 'page';

/** Articles on each page of a language's list, unless the site's LIST_PAGE_SIZE says otherwise. */
export const ARCHIVE_PAGE_SIZE = 20;

/** How many pages `total` articles fill at `size` a page: at least one (an empty list has its page, saying so). */
export function archivePageCount(total: number, size: number): number {
  return Math.max(1, Math.ceil(total / size));
}

/** The path of page `n` (from 1) of a language's articles list. */
export function archivePagePath(locale: Locale, n: number): string {
  return n <= 1 ? sitePath(locale, 'articles') : join(locale, `${ARTICLES_SEGMENT}/${ARCHIVE_PAGE_SEGMENT}/${n}`);
}

/** The page number a `{n}` segment of an archive path names (2, 3…), or null: `1`, `02`, `x` name none. */
export function archivePageNumber(segment: string): number | null {
  return /^[1-9]\d{0,5}$/.test(segment) && segment !== '1' ? Number(segment) : null;
}

/**
 * A slug an article can answer at: a valid slug that is not the path of one of
 * the list's pages (`page/2` is the archive's, never an article's).
 */
export function isArticleSlug(value: unknown): value is string {
  return isValidSlug(value) && !new RegExp(`^${ARCHIVE_PAGE_SEGMENT}/[^/]+$`).test(value);
}

/** Where the API routes live: never a page, never in a sitemap, disallowed to crawlers. */
export const API_PREFIX = '/api/';

/** Files the site serves at its root besides pages. */
export const SITE_FILES = {
  robots: '/robots.txt',
  sitemap: '/sitemap.xml',
  manifest: '/manifest.webmanifest',
} as const;

/** Past the sitemap protocol's limit, `/sitemap.xml` is an index of parts, numbered from 1. */
export function sitemapPartPath(part: number): string {
  return `/sitemaps/${part}.xml`;
}

/** The number of a sitemap part's path, or null for any other path. */
export function sitemapPart(pathname: string): number | null {
  const match = /^\/sitemaps\/([1-9]\d{0,5})\.xml$/.exec(pathname);
  return match ? Number(match[1]) : null;
}

/** Files each language folder serves besides pages (the feed, the search index); their route files own their 404s. */
export const LOCALE_FILES = { feed: 'feed.xml', search: 'search.json' } as const;
const LOCALE_FILE_NAMES: ReadonlySet<string> = new Set(Object.values(LOCALE_FILES));

/** True for a path after the language that names one of LOCALE_FILES. */
export function isLocaleFile(rest: string): boolean {
  return LOCALE_FILE_NAMES.has(rest);
}

/**
 * The last segment of a page's social card, `<page path>/opengraph-image`,
 * for every page: the proxy rewrites it to CARD_ROUTE (no route folder holds
 * the card itself, so Next's metadata file convention is not used).
 */
export const CARD_SEGMENT = 'opengraph-image';
/**
 * Where the cards are rendered: `/{locale}/_card/{kind}/{slug}` (app/[locale]/%5Fcard),
 * kind `page` (a page document's slug, `home` included), `article`, or `list` (`works`, `articles`).
 */
export const CARD_ROUTE = '_card';

/** The articles feed of a language: `/{locale}/feed.xml`. */
export function feedPath(locale: Locale): string {
  return join(locale, LOCALE_FILES.feed);
}

/** The articles search index of a language: `/{locale}/search.json`. */
export function searchIndexPath(locale: Locale): string {
  return join(locale, LOCALE_FILES.search);
}

/** A document's version in one language, as translation queries return it. */
export interface TranslationRef {
  locale: string | null;
  slug: string | null;
}

/**
 * hreflang alternates of a document: language → path, for exactly the
 * languages that have a version (languages of `locales` with a slug), in the
 * order of that list (the site's unless a caller gives another).
 */
export function alternatePaths(
  translations: readonly TranslationRef[],
  pathOf: (locale: Locale, slug: string) => string,
  locales: readonly Locale[] = localeCodes,
): Partial<Record<Locale, string>> {
  const alternates: Partial<Record<Locale, string>> = {};
  for (const locale of locales) {
    const version = translations.find((t) => t.locale === locale && t.slug);
    if (version?.slug) alternates[locale] = pathOf(locale, version.slug);
  }
  return alternates;
}

/**
 * The version for visitors whose language the site does not have (hreflang
 * `x-default`): the default language's (the list's first) when there is one,
 * else the first in the list. The same for every member of a translation group.
 */
export function defaultAlternate(
  alternates: Partial<Record<Locale, string>>,
  locales: readonly Locale[] = localeCodes,
): string | undefined {
  return locales.map((locale) => alternates[locale]).find(Boolean);
}

/** A fixed route's path in each of these languages. */
export function fixedAlternates(route: FixedRoute, locales: readonly Locale[] = localeCodes): Record<Locale, string> {
  return Object.fromEntries(locales.map((locale) => [locale, sitePath(locale, route)]));
}

/** The rule a page document may carry: shown only in some languages, and/or only where its path matches a pattern. */
export interface ValidateRule {
  locales?: readonly string[] | null;
  pathPattern?: string | null;
  message?: string | null;
}

/** True when the page may be shown at `path` in `locale`. A malformed pattern fails closed. */
export function passesValidateRule(
  rule: ValidateRule | null | undefined,
  request: { locale: string; path: string },
): boolean {
  if (!rule) return true;
  if (rule.locales && rule.locales.length > 0 && !rule.locales.includes(request.locale)) return false;
  if (rule.pathPattern) {
    try {
      if (!new RegExp(rule.pathPattern).test(request.path)) return false;
    } catch {
      return false;
    }
  }
  return true;
}

/** A path split into its language and the rest, or null when it does not start with one of `locales` (the site's). */
export function splitLocale(
  pathname: string,
  locales: readonly Locale[] = localeCodes,
): { locale: Locale; rest: string } | null {
  const [, first = '', ...rest] = pathname.split('/');
  return locales.includes(first) ? { locale: first, rest: rest.join('/') } : null;
}
