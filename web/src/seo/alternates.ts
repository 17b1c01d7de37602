/**
 * Which language versions of a page exist, as search engines must hear it:
 * hreflang in the page's head and in the sitemap come from here, so the two
 * agree. Pure.
 *
 * A version counts only when a visit to its own path gets it with a 200: the
 * proxy's own decisions (schemas/src/site/redirects.ts and resolve.ts) say so, so
 * a redirect source, a version its validate rule refuses, a slug the routes
 * would not accept, or a version in a language the site does not offer is
 * never announced. Nor is a page where the default language's version stands
 * in for a missing translation (schemas/src/site/site-index.ts): it is not a version.
 */
import {
  defaultAlternate,
  fixedAlternates,
  isValidSlug,
  splitLocale,
  type FixedRoute,
  type Locale,
  matchRedirect,
  type RedirectRule,
  resolveLocalizedPath,
  type IndexedDocument,
  type SiteIndex,
} from '@vitrine/schemas';
import { absoluteUrl } from '@/routing/site-url';

export type Alternates = Partial<Record<Locale, string>>;

/** True when the document's own path answers with the document: no redirect, no 404. */
export function isListed(document: IndexedDocument, index: SiteIndex, redirects: readonly RedirectRule[]): boolean {
  if (!isValidSlug(document.slug) || matchRedirect(document.path, redirects)) return false;
  const split = splitLocale(document.path, index.locales);
  return split !== null && resolveLocalizedPath(split.locale, split.rest, index).kind === 'page';
}

/** Language → path of each listed version in the document's translation group, itself included. */
export function documentAlternates(index: SiteIndex, redirects: readonly RedirectRule[], id: string): Alternates {
  const alternates: Alternates = {};
  for (const version of index.versions(id)) {
    if (isListed(version, index, redirects)) alternates[version.locale] = version.path;
  }
  return alternates;
}

/**
 * A route with the same path in every language (the works and articles lists)
 * in `languages` (for a list, the offered languages with items of their own:
 * `SiteIndex.listLanguages`), unless a redirect takes its path.
 */
export function routeAlternates(
  route: FixedRoute,
  languages: readonly Locale[],
  redirects: readonly RedirectRule[],
): Alternates {
  const paths = fixedAlternates(route, languages);
  return Object.fromEntries(
    languages.filter((locale) => !matchRedirect(paths[locale]!, redirects)).map((locale) => [locale, paths[locale]]),
  );
}

/**
 * hreflang → absolute URL, in the order of the language list (`locales`, the
 * site's index's), then `x-default`; empty when there is no version.
 */
export function hreflangs(origin: string, alternates: Alternates, locales: readonly Locale[]): Record<string, string> {
  const links: Record<string, string> = {};
  for (const locale of locales) {
    const path = alternates[locale];
    if (path) links[locale] = absoluteUrl(origin, path);
  }
  const fallback = defaultAlternate(alternates, locales);
  if (fallback) links['x-default'] = absoluteUrl(origin, fallback);
  return links;
}
