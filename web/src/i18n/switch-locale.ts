import {
  ARTICLES_SEGMENT,
  articlePath,
  fixedRoutes,
  isFixedPath,
  localizedPath,
  pagePath,
  sitePath,
  type FixedRoute,
  type Locale,
  decodeSegments,
} from '@vitrine/schemas';

export interface Translation {
  locale: string | null;
  slug: string | null;
}

/**
 * The language versions of the document that answers at a page's or an
 * article's path (in a language that lacks it, the default language's version
 * standing in: the original's versions).
 */
export type TranslationLookup = (type: 'page' | 'article', locale: Locale, slug: string) => Promise<Translation[]>;

/** True when a page or an article answers at its path in a language (its own version, or one standing in). */
export type AnswerCheck = (type: 'page' | 'article', locale: Locale, slug: string) => Promise<boolean>;

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

/** Whether a fixed route has a page to show in a language (schemas/src/site/site-index.ts, `offers`). */
export type RouteCheck = (locale: Locale, route: FixedRoute) => boolean;

/**
 * The path of the same content in another language: fixed routes keep their
 * path (home instead, when that language has nothing to show there:
 * `offers`), articles and pages follow their translated slugs. Content with
 * no version in that language is read there in the default language (its slug
 * under the language's prefix, where the site shows it marked as not yet
 * translated); content the default language lacks too falls back to that
 * language's list (articles) or home (pages), as does a page whose validate
 * rule refuses it there (`answers`). `locales` is the language list, the
 * default first.
 */
export async function switchLocalePath(
  from: string,
  to: Locale,
  lookup: TranslationLookup,
  locales: readonly Locale[],
  answers: AnswerCheck = async () => true,
  offers: RouteCheck = () => true,
): Promise<SwitchTarget> {
  const home = sitePath(to, 'home');
  const segments = decodeSegments(safePath(from));
  if (!segments) return { path: home, missing: false };
  const first = segments[0];
  const fromLocale = first !== undefined && locales.includes(first) ? first : null;
  if (fromLocale) segments.shift();
  const rest = segments.join('/');

  if (isFixedPath(rest)) {
    const route = (Object.keys(fixedRoutes) as FixedRoute[]).find((key) => fixedRoutes[key].path === rest)!;
    // The lists answer in every language, if only to say there is nothing yet; a page route needs its page.
    const shows = fixedRoutes[route].page === null || route === 'home' || offers(to, route);
    return shows ? { path: localizedPath(to, rest), missing: false } : { path: home, missing: true };
  }
  if (!fromLocale) return { path: home, missing: false };

  const isArticle = segments[0] === ARTICLES_SEGMENT && segments.length > 1;
  const type = isArticle ? 'article' : 'page';
  const slug = isArticle ? segments.slice(1).join('/') : rest;
  const pathOf = (locale: Locale, found: string) => (isArticle ? articlePath(locale, found) : pagePath(locale, found));
  const versions = await lookup(type, fromLocale, slug);
  const own = versions.find((t) => t.locale === to && t.slug);
  if (own?.slug) {
    if (await answers(type, to, own.slug)) return { path: pathOf(to, own.slug), missing: false };
    return { path: isArticle ? sitePath(to, 'articles') : home, missing: true };
  }
  const original = versions.find((t) => t.locale === locales[0] && t.slug);
  if (original?.slug && (await answers(type, to, original.slug)))
    return { path: pathOf(to, original.slug), missing: false };
  return { path: isArticle ? sitePath(to, 'articles') : home, missing: true };
}
