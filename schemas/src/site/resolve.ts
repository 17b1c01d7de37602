/**
 * What a path after a language is, given what exists (the site index): a page
 * of the site, a social card, or a 404 and which one. Pure. The site's proxy
 * decides each request with it, the links of content follow it (./links.ts),
 * and the Studio's checks share it, so all three agree on what is served.
 */
import type { Locale } from '../locales';
import {
  ARCHIVE_PAGE_SEGMENT,
  archivePageNumber,
  ARTICLES_SEGMENT,
  CARD_ROUTE,
  CARD_SEGMENT,
  fixedRoutes,
  isFixedRoutePage,
  isLocaleFile,
} from '../routes';
import { isStandIn, type SiteIndex } from './site-index';

export type NotFoundReason =
  /** No route matches the path: "Page not found: {path}". */
  | { kind: 'unmatched' }
  /** A route matches but its params fail its validate rule: "Page Not Found: {path}", or the page's own message. */
  | { kind: 'invalid'; documentId?: string };

export type Resolution =
  | { kind: 'page'; locale: Locale }
  /** A page's social card: served from the card route, `rewrite` (app/[locale]/%5Fcard). */
  | { kind: 'card'; locale: Locale; rewrite: string }
  | { kind: 'not-found'; locale: Locale; reason: NotFoundReason };

const UNMATCHED: NotFoundReason = { kind: 'unmatched' };
const INVALID: NotFoundReason = { kind: 'invalid' };

/** Decodes each segment the way route params are decoded; null when one is malformed. */
export function decodeSegments(path: string): string[] | null {
  try {
    return path
      .split('/')
      .filter((segment) => segment !== '')
      .map((segment) => decodeURIComponent(segment));
  } catch {
    return null;
  }
}

/**
 * `rest` is the path after `/{locale}`, still encoded, without leading slash.
 * A language the site does not offer has no paths. A social card
 * (`…/opengraph-image`) exists exactly when its page does.
 */
export function resolveLocalizedPath(locale: Locale, rest: string, index: SiteIndex): Resolution {
  if (!index.isOffered(locale)) return { kind: 'not-found', locale: index.defaultLocale, reason: UNMATCHED };
  const segments = decodeSegments(rest);
  if (!segments) return { kind: 'not-found', locale, reason: UNMATCHED };
  if (segments.at(-1) !== CARD_SEGMENT) return resolvePage(locale, segments, index);

  const pageSegments = segments.slice(0, -1);
  const joined = pageSegments.join('/');
  if (isLocaleFile(joined)) return { kind: 'not-found', locale, reason: UNMATCHED };
  const page = resolvePage(locale, pageSegments, index);
  if (page.kind !== 'page') return page;
  return { kind: 'card', locale, rewrite: cardRoute(locale, pageSegments) };
}

/** Where the card of the page at `pageSegments` (decoded, after the language) is rendered, by the path's shape alone. */
function cardRoute(locale: Locale, pageSegments: readonly string[]): string {
  const card = (kind: string, slug: string) => `/${locale}/${CARD_ROUTE}/${kind}/${slug}`;
  const joined = pageSegments.join('/');
  if (isArchivePage(pageSegments)) return card('list', ARTICLES_SEGMENT);
  if (pageSegments[0] === ARTICLES_SEGMENT && pageSegments.length > 1) {
    return card('article', pageSegments.slice(1).join('/'));
  }
  const fixed = Object.values(fixedRoutes).find((route) => route.path === joined);
  if (fixed?.page === null) return card('list', joined);
  return card('page', fixed?.page ?? joined);
}

/** `articles/page/{n}`: one of the articles list's later pages (by its shape; whether it exists is the index's). */
const isArchivePage = (segments: readonly string[]) =>
  segments.length === 3 && segments[0] === ARTICLES_SEGMENT && segments[1] === ARCHIVE_PAGE_SEGMENT;

/**
 * A card's path where no route index is known (the CMS has not answered this
 * process yet): sent to the card route by its shape, so the prerendered cards
 * still answer, as the prerendered pages do. Null for any other path.
 */
export function cardRouteWithoutIndex(locale: Locale, rest: string): string | null {
  const segments = decodeSegments(rest);
  if (!segments || segments.at(-1) !== CARD_SEGMENT) return null;
  const pageSegments = segments.slice(0, -1);
  if (pageSegments.includes(CARD_SEGMENT) || isLocaleFile(pageSegments.join('/'))) return null;
  return cardRoute(locale, pageSegments);
}

/**
 * A page or an article answers when the language has it, or when the default
 * language's version stands in for it (./site-index.ts), and its validate
 * rule lets it show at this path. A page of the articles list answers when the
 * list fills it.
 */
function resolvePage(locale: Locale, segments: string[], index: SiteIndex): Resolution {
  const ok: Resolution = { kind: 'page', locale };
  const notFound = (reason: NotFoundReason): Resolution => ({ kind: 'not-found', locale, reason });
  const joined = segments.join('/');

  if (joined === '' || joined === fixedRoutes.works.path || joined === fixedRoutes.articles.path) return ok;
  if (isLocaleFile(joined)) return ok;

  if (isArchivePage(segments)) {
    const page = archivePageNumber(segments[2]!);
    return page !== null && page <= index.archivePages(locale) ? ok : notFound(UNMATCHED);
  }
  if (segments[0] === ARTICLES_SEGMENT) {
    return index.resolve('article', locale, segments.slice(1).join('/')) ? ok : notFound(INVALID);
  }

  const fixed = Object.values(fixedRoutes).find((route) => route.path === joined && route.page);
  if (!fixed && isFixedRoutePage(joined)) return notFound(UNMATCHED);
  const found = index.resolve('page', locale, fixed?.page ?? joined);
  if (!found) return notFound(fixed ? INVALID : UNMATCHED);
  const id = isStandIn(found) ? found.original.id : found.id;
  return found.visible ? ok : notFound({ kind: 'invalid', documentId: id });
}
