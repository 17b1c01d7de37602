/**
 * What a request path is, decided before anything renders (the proxy): a page
 * of the site, a redirect to a language, or a 404 and which one. Pure.
 *
 * Unknown paths never reach a route, so they cost nothing lasting: no render,
 * no cache entry, no file. Content published after the build is in the index
 * as soon as the webhook expires it (content/memo.ts).
 */
import { ARTICLES_SEGMENT, fixedRoutes, isFixedRoutePage, isLocale, type Locale } from '@vitrine/schemas';
import type { SiteIndex } from './site-index';

export type NotFoundReason =
  /** No route matches the path: "Page not found: {path}". */
  | { kind: 'unmatched' }
  /** A route matches but its params fail its validate rule: "Page Not Found: {path}", or the page's own message. */
  | { kind: 'invalid'; documentId?: string };

export type Resolution =
  | { kind: 'page'; locale: Locale }
  /** A page's social card that its route cannot hold (catch-all routes): served from `rewrite`. */
  | { kind: 'card'; locale: Locale; rewrite: string }
  | { kind: 'not-found'; locale: Locale; reason: NotFoundReason };

/** Files a language folder serves besides pages (feeds); the route files own their 404s. */
const LOCALE_FILES: ReadonlySet<string> = new Set(['feed.xml']);

/**
 * The last segment of a page's social card, `<page path>/opengraph-image`:
 * Next's file convention for the fixed routes (app/[locale]/…/opengraph-image.tsx),
 * and the same shape for pages and articles of the catch-all routes, whose
 * folders Next cannot give one; the proxy rewrites those to CARD_ROUTE.
 */
export const CARD_SEGMENT = 'opengraph-image';
/** Where the cards of catch-all pages and articles are rendered: `/{locale}/_card/{page|article}/{slug}` (app/[locale]/%5Fcard). */
export const CARD_ROUTE = '_card';

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
 * A social card (`…/opengraph-image`) exists exactly when its page does.
 */
export function resolveLocalizedPath(locale: Locale, rest: string, index: SiteIndex): Resolution {
  const segments = decodeSegments(rest);
  if (!segments) return { kind: 'not-found', locale, reason: UNMATCHED };
  if (segments.at(-1) !== CARD_SEGMENT) return resolvePage(locale, segments, index);

  const pageSegments = segments.slice(0, -1);
  const joined = pageSegments.join('/');
  if (LOCALE_FILES.has(joined)) return { kind: 'not-found', locale, reason: UNMATCHED };
  const page = resolvePage(locale, pageSegments, index);
  if (page.kind !== 'page') return page;
  if (pageSegments[0] === ARTICLES_SEGMENT && pageSegments.length > 1) {
    return { kind: 'card', locale, rewrite: `/${locale}/${CARD_ROUTE}/article/${pageSegments.slice(1).join('/')}` };
  }
  const fixed = Object.values(fixedRoutes).some((route) => route.path === joined);
  return fixed ? page : { kind: 'card', locale, rewrite: `/${locale}/${CARD_ROUTE}/page/${joined}` };
}

function resolvePage(locale: Locale, segments: string[], index: SiteIndex): Resolution {
  const ok: Resolution = { kind: 'page', locale };
  const notFound = (reason: NotFoundReason): Resolution => ({ kind: 'not-found', locale, reason });
  const joined = segments.join('/');

  if (joined === '' || joined === fixedRoutes.works.path || joined === fixedRoutes.articles.path) return ok;
  if (LOCALE_FILES.has(joined)) return ok;

  if (segments[0] === ARTICLES_SEGMENT) {
    return index.article(locale, segments.slice(1).join('/')) ? ok : notFound(INVALID);
  }

  const fixed = Object.values(fixedRoutes).find((route) => route.path === joined && route.page);
  const page = index.page(locale, fixed?.page ?? joined);
  if (fixed) return page?.visible ? ok : notFound({ kind: 'invalid', documentId: page?.id });
  if (!page || isFixedRoutePage(joined)) return notFound(UNMATCHED);
  return page.visible ? ok : notFound({ kind: 'invalid', documentId: page.id });
}

/** A two-letter language code with an optional region (`de`, `pt-PT`), known to the runtime's language names. */
const languageNames = new Intl.DisplayNames(['en'], { type: 'language', fallback: 'none' });
export function isLanguageCode(segment: string): boolean {
  if (!/^[a-z]{2}(?:-[a-z]{2})?$/i.test(segment)) return false;
  try {
    return languageNames.of(segment) !== undefined;
  } catch {
    return false;
  }
}

export type UnprefixedResolution =
  { kind: 'redirect' } | { kind: 'file' } | { kind: 'not-found'; reason: NotFoundReason };

/** Files at the root that are not pages: Next's metadata routes (app/manifest.ts). */
const ROOT_FILES: ReadonlySet<string> = new Set(['manifest.webmanifest']);

/**
 * A path without one of our prefixes: redirected to the visitor's language,
 * unless it is one of the root's files (the web manifest, served as it is),
 * or its first segment is a language we do not speak (`/de/about`, 404) and
 * no page's slug starts with it (a page `cv` redirects though `cv` is a
 * language code), or it names a file that is not ours (`/wp-login.php`, 404).
 */
export function resolveUnprefixedPath(pathname: string, index: SiteIndex): UnprefixedResolution {
  const segments = decodeSegments(pathname);
  if (!segments) return { kind: 'not-found', reason: UNMATCHED };
  const first = segments[0] ?? '';
  if (segments.length === 1 && ROOT_FILES.has(first)) return { kind: 'file' };
  if (isLocale(first)) return { kind: 'redirect' };
  if (isLanguageCode(first) && !index.isPageSegment(first.toLowerCase()))
    return { kind: 'not-found', reason: UNMATCHED };
  const last = segments.at(-1) ?? '';
  if (/\.[A-Za-z0-9]{1,8}$/.test(last)) return { kind: 'not-found', reason: UNMATCHED };
  return { kind: 'redirect' };
}
