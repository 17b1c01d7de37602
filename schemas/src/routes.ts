/**
 * The site's routes: every path the site serves and how content maps to it.
 * The one module that knows them; the site (routing, links, metadata,
 * sitemap), the Studio (Presentation locations) and the tests read it here.
 * Pure and site-safe.
 */
import { isLocale, localeCodes, type Locale } from './locales';
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

/** A document's version in one language, as translation queries return it. */
export interface TranslationRef {
  locale: string | null;
  slug: string | null;
}

/**
 * hreflang alternates of a document: language → path, for exactly the
 * languages that have a version (known languages with a slug), in the order
 * of the site's locale list.
 */
export function alternatePaths(
  translations: readonly TranslationRef[],
  pathOf: (locale: Locale, slug: string) => string,
): Partial<Record<Locale, string>> {
  const alternates: Partial<Record<Locale, string>> = {};
  for (const locale of localeCodes) {
    const version = translations.find((t) => t.locale === locale && t.slug);
    if (version?.slug) alternates[locale] = pathOf(locale, version.slug);
  }
  return alternates;
}

/** A fixed route exists in every language. */
export function fixedAlternates(route: FixedRoute): Record<Locale, string> {
  return Object.fromEntries(localeCodes.map((locale) => [locale, sitePath(locale, route)])) as Record<Locale, string>;
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

/** A path split into its language and the rest, or null when it does not start with one of ours. */
export function splitLocale(pathname: string): { locale: Locale; rest: string } | null {
  const [, first = '', ...rest] = pathname.split('/');
  return isLocale(first) ? { locale: first, rest: rest.join('/') } : null;
}
