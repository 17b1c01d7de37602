import {
  ARTICLES_SEGMENT,
  articlePath,
  fixedRoutes,
  isFixedPath,
  isLocale,
  localizedPath,
  pagePath,
  sitePath,
  type FixedRoute,
  type Locale,
} from '@vitrine/schemas';
import { decodeSegments } from '@/routing/resolve';

export interface Translation {
  locale: string | null;
  slug: string | null;
}

/** Finds the language versions of a localized document from one of them. */
export type TranslationLookup = (type: 'page' | 'article', locale: Locale, slug: string) => Promise<Translation[]>;

export interface SwitchTarget {
  path: string;
  /** True when the content has no version in the target language and the visitor lands on a list instead. */
  missing: boolean;
}

/** Only same-site paths are accepted; anything a browser could resolve to another host becomes "/". */
export function safePath(value: string | null): string {
  if (!value || !value.startsWith('/') || value.startsWith('//') || value.includes('\\')) return '/';
  try {
    const url = new URL(value, 'http://vitrine.invalid');
    return url.host === 'vitrine.invalid' ? url.pathname : '/';
  } catch {
    return '/';
  }
}

/** Whether a fixed route has a page to show in a language (routing/site-index.ts, `offers`). */
export type RouteCheck = (locale: Locale, route: FixedRoute) => boolean;

/**
 * The path of the same content in another language: fixed routes keep their
 * path (home instead, when that language has no such page), articles and
 * pages follow their translated slugs, and content with no translation falls
 * back to that language's list (articles) or home (pages).
 */
export async function switchLocalePath(
  from: string,
  to: Locale,
  lookup: TranslationLookup,
  offers: RouteCheck = () => true,
): Promise<SwitchTarget> {
  const home = sitePath(to, 'home');
  const segments = decodeSegments(safePath(from));
  if (!segments) return { path: home, missing: false };
  const first = segments[0];
  const fromLocale = isLocale(first) ? first : null;
  if (fromLocale) segments.shift();
  const rest = segments.join('/');

  if (isFixedPath(rest)) {
    const route = (Object.keys(fixedRoutes) as FixedRoute[]).find((key) => fixedRoutes[key].path === rest)!;
    // The lists answer in every language, if only to say there is nothing yet; a page route needs its page.
    const answers = fixedRoutes[route].page === null || route === 'home' || offers(to, route);
    return answers ? { path: localizedPath(to, rest), missing: false } : { path: home, missing: true };
  }
  if (!fromLocale) return { path: home, missing: false };

  const isArticle = segments[0] === ARTICLES_SEGMENT && segments.length > 1;
  const type = isArticle ? 'article' : 'page';
  const slug = isArticle ? segments.slice(1).join('/') : rest;
  const found = (await lookup(type, fromLocale, slug)).find((t) => t.locale === to && t.slug);
  if (found?.slug) return { path: isArticle ? articlePath(to, found.slug) : pagePath(to, found.slug), missing: false };
  return { path: isArticle ? sitePath(to, 'articles') : home, missing: true };
}
