/**
 * The site's routes as the tests expect them: the languages and their tags
 * from the owner's list (schemas/src/locales.ts, which an owner edits), and the
 * routes every language has, written out. The site builds its paths with
 * schemas/src/routes.ts; tests compare it against these lists, never against
 * that module, so a route it drops or misspells fails them.
 */
import { locales } from '@vitrine/schemas';

export const LOCALES: readonly string[] = locales.map((entry) => entry.code);

/** `<html lang>` and date formatting, per language: the list's `language`. */
export const LANGUAGE_TAGS: Readonly<Record<string, string>> = Object.fromEntries(
  locales.map((entry) => [entry.code, entry.language]),
);

/** What follows `/{locale}` on the routes every language has: the home page first. */
export const FIXED_ROUTES = [
  '',
  '/about',
  '/contact',
  '/map',
  '/credits',
  '/partners',
  '/guardians',
  '/works',
  '/articles',
] as const;

/** Page documents shown by a fixed route (`home` at `/{locale}`…); any other page has a path of its own. */
const FIXED_ROUTE_PAGES: readonly string[] = ['home', 'about', 'contact', 'map', 'credits', 'partners', 'guardians'];

/**
 * Every path of one language: the fixed routes, then, in the documents' order,
 * `/{locale}/articles/{slug}` for each article and `/{locale}/{slug}` for each
 * page no fixed route shows.
 */
export function localePaths(documents: readonly Record<string, any>[], locale: string): string[] {
  const paths = new Set<string>(FIXED_ROUTES.map((route) => `/${locale}${route}`));
  for (const doc of documents) {
    const slug = doc.slug?.current;
    if (doc.language !== locale || typeof slug !== 'string') continue;
    if (doc._type === 'article') paths.add(`/${locale}/articles/${slug}`);
    if (doc._type === 'page' && !FIXED_ROUTE_PAGES.includes(slug)) paths.add(`/${locale}/${slug}`);
  }
  return [...paths];
}
