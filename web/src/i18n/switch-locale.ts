import { isLocale, type Locale } from '@vitrine/schemas';
import { decodeSegments } from '@/routing/resolve';

/** Routes whose path is the same in every language (SPEC §2 route table). */
export const FIXED_ROUTES = ['', 'about', 'contact', 'map', 'credits', 'partners', 'guardians', 'works', 'articles'];

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

/**
 * The path of the same content in another language: fixed routes keep their
 * path, articles and pages follow their translated slugs, and content with no
 * translation falls back to that language's list (articles) or home (pages).
 */
export async function switchLocalePath(from: string, to: Locale, lookup: TranslationLookup): Promise<SwitchTarget> {
  const segments = decodeSegments(safePath(from));
  if (!segments) return { path: `/${to}`, missing: false };
  const fromLocale = isLocale(segments[0]) ? segments.shift()! : null;
  const rest = segments.join('/');

  if (FIXED_ROUTES.includes(rest)) return { path: `/${to}${rest ? `/${rest}` : ''}`, missing: false };
  if (!fromLocale) return { path: `/${to}`, missing: false };

  const isArticle = segments[0] === 'articles' && segments.length > 1;
  const type = isArticle ? 'article' : 'page';
  const slug = isArticle ? segments.slice(1).join('/') : rest;
  const found = (await lookup(type, fromLocale as Locale, slug)).find((t) => t.locale === to && t.slug);
  if (found?.slug) return { path: `/${to}/${isArticle ? 'articles/' : ''}${found.slug}`, missing: false };
  return { path: isArticle ? `/${to}/articles` : `/${to}`, missing: true };
}
