/**
 * What a request path is, decided before anything renders (the proxy): a page
 * of the site, a redirect to a language, or a 404 and which one. Pure. A path
 * under a language is decided by schemas' `resolveLocalizedPath`; this module
 * adds the paths without one.
 *
 * Unknown paths never reach a route, so they cost nothing lasting: no render,
 * no cache entry, no file. Content published after the build is in the index
 * as soon as the webhook expires it (content/memo.ts).
 */
import {
  decodeSegments,
  listRoutes,
  SITE_FILES,
  sitemapPart,
  type NotFoundReason,
  type SiteIndex,
} from '@vitrine/schemas';
import { SEO } from '@/config/seo';

const UNMATCHED: NotFoundReason = { kind: 'unmatched' };

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

/**
 * The site's own files at its root: robots.txt, the sitemap, and as many
 * sitemap parts as the content could fill (an upper bound: the route answers
 * a part past the real count with a 404 of its own, never cached beyond that
 * one part).
 */
export function isSiteFile(pathname: string, index: SiteIndex): boolean {
  if ((Object.values(SITE_FILES) as string[]).includes(pathname)) return true;
  const part = sitemapPart(pathname);
  if (part === null) return false;
  const most = index.documents().length + listRoutes.length * index.offered.length;
  return most > SEO.sitemapMaxUrls && part <= Math.ceil(most / SEO.sitemapMaxUrls);
}

/**
 * A path without one of our prefixes: one of the site's own files
 * (robots.txt, the sitemap), or redirected to the visitor's language,
 * unless its first segment is a language we do not speak (`/de/about`, 404)
 * and no page's slug starts with it (a page `cv` redirects though `cv` is a
 * language code), or it names a file that is not ours (`/wp-login.php`, 404).
 */
export function resolveUnprefixedPath(pathname: string, index: SiteIndex): UnprefixedResolution {
  if (isSiteFile(pathname, index)) return { kind: 'file' };
  const segments = decodeSegments(pathname);
  if (!segments) return { kind: 'not-found', reason: UNMATCHED };
  const first = segments[0] ?? '';
  if (index.locales.includes(first)) return { kind: 'redirect' };
  if (isLanguageCode(first) && !index.isPageSegment(first.toLowerCase()))
    return { kind: 'not-found', reason: UNMATCHED };
  const last = segments.at(-1) ?? '';
  if (/\.[A-Za-z0-9]{1,8}$/.test(last)) return { kind: 'not-found', reason: UNMATCHED };
  return { kind: 'redirect' };
}
