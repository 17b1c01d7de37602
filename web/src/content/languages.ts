/**
 * Content in the languages the site offers: which languages those are, and
 * a page or an article in one of them, or the default language's version
 * standing in for a missing translation. The rules are the site index's
 * (schemas/src/site/site-index.ts), so a page renders exactly when the proxy lets its
 * path through. Server-only.
 */
import 'server-only';
import { cache } from 'react';
import { localeCodes, type Locale, offeredLocales, type DocumentType, type SiteIndex } from '@vitrine/schemas';
import { siteIndexOf } from '@/routing/site-index';
import { LISTS } from '@/config/lists';
import { archivePageSize } from '@/routing/archive';
import { ContentFetchError, getPublishedLanguages, getRouteIndex, listArticles, perspective } from './index';

/**
 * The languages the site offers, in the list's order, the default first: read
 * under the `languages` tag (content/index.ts, getPublishedLanguages), so the
 * pages whose language menu shows them render again when they change.
 */
export const getOfferedLocales = cache(async (): Promise<Locale[]> => {
  const { languages } = await getPublishedLanguages();
  return offeredLocales(localeCodes, languages);
});

/** The route index in the perspective of this render (drafts while previewing), as the proxy reads it. */
export async function getSiteIndex(): Promise<SiteIndex> {
  return siteIndexOf(await getRouteIndex(await perspective()));
}

/** Content shown in a language, and the language it is in. */
export interface Shown<T> {
  value: T;
  /** The language the content is in: the requested one, or the default standing in for it. */
  language: Locale;
  /** True when the default language's version stands in for a missing translation. */
  standIn: boolean;
}

/**
 * The language a page or an article at `/{locale}/…/{slug}` is read in: its
 * own, the default language when its version stands in, or null (no such
 * page in this language, nor one standing in for it).
 */
export async function languageOf(type: DocumentType, locale: Locale, slug: string): Promise<Shown<null> | null> {
  const index = await getSiteIndex();
  if (!index.isOffered(locale)) return null;
  if (type === 'page' ? index.page(locale, slug) : index.article(locale, slug))
    return { value: null, language: locale, standIn: false };
  const standIn = index.standIn(type, locale, slug);
  return standIn ? { value: null, language: standIn.original.locale, standIn: true } : null;
}

/**
 * `load(language)` in the language the page `slug` is read in at `/{locale}/…`
 * (see languageOf): a route's page document and what comes with it. When the
 * language has no such page and none stands in, it is loaded in `locale` all
 * the same (a route that renders without its page document, as home does).
 */
export async function loadShown<T>(
  locale: Locale,
  slug: string,
  load: (language: Locale) => Promise<T>,
): Promise<Shown<T>> {
  const shown = await languageOf('page', locale, slug);
  const language = shown?.language ?? locale;
  return { value: await load(language), language, standIn: shown?.standIn ?? false };
}

/**
 * The slugs of the articles on a language's first list pages (its own and
 * those standing in, the newest), as route params: what the build
 * prerenders, pages and cards alike. Nothing for a language the site does
 * not offer.
 */
export async function recentArticleParams(locale: string): Promise<{ slug: string[] }[]> {
  const index = await getSiteIndex();
  if (!index.isOffered(locale)) return [];
  const articles = await listArticles(locale);
  return articles
    .slice(0, LISTS.prerenderedListPages * archivePageSize())
    .flatMap((article) => (article.slug ? [{ slug: article.slug.split('/') }] : []));
}

/**
 * A read for a page rendered on its first request: null, as for content that
 * is not there, when the CMS does not answer it. Such a page then answers 404
 * like an unknown path, and is not kept (shared-state/next-cache-handler.ts):
 * its next request renders it for real once the CMS answers. A page rendered
 * before is not touched: its render fails, and the kept page is served.
 */
export async function orNotFoundWhileDown<T>(read: () => Promise<T>): Promise<T | null> {
  try {
    return await read();
  } catch (error) {
    if (error instanceof ContentFetchError) return null;
    throw error;
  }
}
