import { NextResponse, type NextRequest } from 'next/server';
import { splitLocale, type Locale } from '@vitrine/schemas';
import { LOCALE_COOKIE } from '@/config/locale';
import { PREVIEW } from '@/config/preview';
import { LOCALE_REDIRECT_STATUS, NOT_FOUND } from '@/config/routing';
import { getRouteIndex, listRedirects, type Perspective } from '@/content';
import { env } from '@/env';
import { logOncePer } from '@/log';
import { previewKey } from '@/preview/key';
import { previewPageHeaders } from '@/preview/page-headers';
import { verifyPreviewToken } from '@/preview/secret';
import { negotiateLocale } from '@/routing/negotiate';
import { matchRedirect, rootRedirect, type RedirectTarget } from '@/routing/redirects';
import {
  cardRouteWithoutIndex,
  resolveLocalizedPath,
  resolveUnprefixedPath,
  type NotFoundReason,
} from '@/routing/resolve';

const UNMATCHED: NotFoundReason = { kind: 'unmatched' };
import { siteIndexOf, type SiteIndex } from '@/routing/site-index';

/**
 * Runs before every page request and decides what it is, before anything renders:
 *
 * 1. `?preview=<secret>` on any page turns draft mode on (through the enable route);
 * 2. the configured root redirect, then the CMS `redirect` documents;
 * 3. the site's own files at its root (robots.txt, the sitemap) are served;
 *    any other path without a language prefix goes to the visitor's language
 *    (cookie, then Accept-Language, then the default, among the languages the
 *    site offers), unless it names a language we do not speak;
 * 4. a path the content does not have is answered by the static 404 screen of
 *    its language: no route renders it and nothing is cached for it; a page's
 *    social card (`…/opengraph-image`) exists exactly when its page does; a
 *    page missing in an offered language is answered by the default
 *    language's version (routing/site-index.ts); a listed language with
 *    nothing published has no paths yet.
 *
 * Locations are relative: the Host header is the client's claim, never used.
 */
export default async function proxy(request: NextRequest) {
  const { pathname, searchParams } = request.nextUrl;
  if (searchParams.has(PREVIEW.pageParam)) return previewFromPage(request);

  const redirect = rootRedirect(pathname, env().rootRedirect) ?? matchRedirect(pathname, await redirects());
  if (redirect) return redirectTo(request, redirect);

  const perspective = previewing(request) ? 'drafts' : 'published';
  const index = await siteIndex(perspective);
  // Without an index (the CMS has never answered this process), let Next route: prerendered pages still serve,
  // and so do prerendered cards, which live at another path than their URL's.
  if (!index) {
    const listed = splitLocale(pathname);
    const card = listed && cardRouteWithoutIndex(listed.locale, listed.rest);
    return card ? NextResponse.rewrite(internal(request, card)) : NextResponse.next();
  }

  const prefixed = splitLocale(pathname, index.locales);
  // A language of the list with nothing published yet is no language of the site's: 404 in the visitor's.
  if (prefixed && !index.isOffered(prefixed.locale)) return notFound(request, visitorLocale(request, index), UNMATCHED);
  if (!prefixed) {
    const locale = visitorLocale(request, index);
    const unprefixed = resolveUnprefixedPath(pathname, index);
    if (unprefixed.kind === 'file') return NextResponse.next();
    if (unprefixed.kind === 'not-found') return notFound(request, locale, unprefixed.reason);
    const location = `/${locale}${pathname === '/' ? '' : pathname}${request.nextUrl.search}`;
    const response = redirectTo(request, { location, status: LOCALE_REDIRECT_STATUS });
    response.cookies.set(LOCALE_COOKIE.name, locale, {
      maxAge: LOCALE_COOKIE.maxAgeSeconds,
      path: LOCALE_COOKIE.path,
      sameSite: LOCALE_COOKIE.sameSite,
      secure: env().server.secureCookies,
    });
    return response;
  }

  const resolution = resolveLocalizedPath(prefixed.locale, prefixed.rest, index);
  if (resolution.kind === 'not-found') return notFound(request, resolution.locale, resolution.reason);
  if (resolution.kind === 'card') return NextResponse.rewrite(internal(request, resolution.rewrite));
  return NextResponse.next();
}

export const config = {
  // Every path but Next's own files, the API routes and the dataset's images (those answer their own 404s).
  matcher: ['/((?!_next/|api/|dataset-images/).*)'],
};

/** Next writes a same-origin Location as a relative one, so a forged Host never reaches the browser. */
function redirectTo(request: NextRequest, { location, status }: RedirectTarget): NextResponse {
  return NextResponse.redirect(new URL(location, request.nextUrl), status);
}

/** The same origin as the request, another path: Next serves it internally (another origin would be proxied). */
function internal(request: NextRequest, path: string, query: Record<string, string> = {}): URL {
  const url = request.nextUrl.clone();
  url.pathname = path;
  url.search = new URLSearchParams(query).toString();
  return url;
}

async function redirects() {
  try {
    return await listRedirects();
  } catch {
    return []; // logged by the memo; no redirects is better than no site
  }
}

async function siteIndex(perspective: Perspective): Promise<SiteIndex | null> {
  try {
    return siteIndexOf(await getRouteIndex(perspective));
  } catch (error) {
    logOncePer('proxy:index', 60_000, 'error', `[proxy] No route index (${perspective}): ${(error as Error).message}`);
    return null;
  }
}

/** Draft mode with a valid preview token: drafts may have paths the published site does not. */
function previewing(request: NextRequest): boolean {
  if (!request.cookies.has(PREVIEW.draftModeCookie)) return false;
  const key = previewKey();
  return (
    key !== undefined &&
    verifyPreviewToken(
      request.cookies.get(PREVIEW.tokenCookie)?.value,
      key,
      Date.now() / 1000,
      PREVIEW.sessionMaxAgeSeconds,
    )
  );
}

/** The visitor's language among those the site offers. */
function visitorLocale(request: NextRequest, index: SiteIndex): Locale {
  return negotiateLocale(
    request.cookies.get(LOCALE_COOKIE.name)?.value,
    request.headers.get('accept-language'),
    index.offered,
  );
}

/**
 * The 404 screen of `locale`, a static page: the server sets the status
 * from the marker header and writes the requested path into it (server/respond.ts).
 */
function notFound(request: NextRequest, locale: Locale, reason: NotFoundReason): NextResponse {
  const template =
    reason.kind === 'unmatched'
      ? `/${locale}/${NOT_FOUND.templateSegment}`
      : `/${locale}/${NOT_FOUND.templateSegment}/${reason.documentId ?? 'invalid'}`;
  return NextResponse.rewrite(internal(request, template), { headers: { [NOT_FOUND.statusHeader]: '404' } });
}

/**
 * `?preview=<secret>` on any page: the enable route checks it as it checks its
 * own `secret`, sets the cookies and sends the browser to the same URL without
 * the parameter, so the secret stays in neither the history nor a Referer.
 */
function previewFromPage(request: NextRequest): NextResponse {
  const target = request.nextUrl.clone();
  const secret = target.searchParams.get(PREVIEW.pageParam) ?? '';
  target.searchParams.delete(PREVIEW.pageParam);
  const headers = new Headers(request.headers);
  for (const [name, value] of Object.entries(previewPageHeaders(secret, `${target.pathname}${target.search}`)))
    headers.set(name, value);
  return NextResponse.rewrite(internal(request, PREVIEW.enablePath), {
    request: { headers },
    headers: { 'Referrer-Policy': 'no-referrer' },
  });
}
