import { NextResponse, type NextRequest } from 'next/server';
import {
  sitePath,
  splitLocale,
  type Locale,
  matchRedirect,
  type RedirectTarget,
  cardRouteWithoutIndex,
  resolveLocalizedPath,
  type NotFoundReason,
  type SiteIndex,
} from '@vitrine/schemas';
import { CONTACT } from '@/config/contact';
import { LOCALE_COOKIE } from '@/config/locale';
import { PREVIEW } from '@/config/preview';
import { INTERNAL_ROUTE, LOCALE_REDIRECT_STATUS, NOT_FOUND } from '@/config/routing';
import { formSecrets } from '@/contact/secret';
import { issueFormToken } from '@/contact/token';
import { getRouteIndex, listRedirects, type Perspective } from '@/content';
import { env } from '@/env';
import { logOncePer } from '@/log';
import { previewKey } from '@/preview/key';
import { previewPageHeaders } from '@/preview/page-headers';
import { verifyPreviewToken } from '@/preview/secret';
import { negotiateLocale } from '@/routing/negotiate';
import { rootRedirect } from '@/routing/redirects';
import { resolveUnprefixedPath } from '@/routing/resolve';
import { siteIndexOf } from '@/routing/site-index';

const UNMATCHED: NotFoundReason = { kind: 'unmatched' };

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
 *    its language, with the 404 status (`notFound`): no route renders it and
 *    nothing is cached for it; a page's social card (`…/opengraph-image`)
 *    exists exactly when its page does; a page missing in an offered language
 *    is answered by the default language's version (schemas/src/site/site-index.ts); a
 *    listed language with nothing published has no paths yet;
 * 5. the contact page carries a fresh form token in a cookie where no Vitrine
 *    server writes one into it (`withFormToken`).
 *
 * Locations are relative: the Host header is the client's claim, never used.
 * Another route answers through `routeTo` (config/routing.ts, INTERNAL_ROUTE).
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
    return card ? routeTo(request, card) : next(request);
  }

  // This proxy's own request for a 404 screen (`notFoundAnswer`): Next serves it as the page it is.
  if (request.headers.get(INTERNAL_ROUTE.header) === pathname && isNotFoundTemplate(pathname, index))
    return NextResponse.next();

  const prefixed = splitLocale(pathname, index.locales);
  // A language of the list with nothing published yet is no language of the site's: 404 in the visitor's.
  if (prefixed && !index.isOffered(prefixed.locale))
    return notFound(request, visitorLocale(request, index), UNMATCHED, index);
  if (!prefixed) {
    const locale = visitorLocale(request, index);
    const unprefixed = resolveUnprefixedPath(pathname, index);
    if (unprefixed.kind === 'file') return next(request);
    if (unprefixed.kind === 'not-found') return notFound(request, locale, unprefixed.reason, index);
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
  if (resolution.kind === 'not-found') return notFound(request, resolution.locale, resolution.reason, index);
  if (resolution.kind === 'card') return routeTo(request, resolution.rewrite);
  if (pathname === sitePath(prefixed.locale, 'contact') && request.method === 'GET')
    return withFormToken(next(request), pathname);
  return next(request);
}

export const config = {
  // Every path but Next's own files, the API routes and the dataset's images (those answer their own 404s).
  matcher: ['/((?!_next/|api/|dataset-images/).*)'],
};

/** Next writes a same-origin Location as a relative one, so a forged Host never reaches the browser. */
function redirectTo(request: NextRequest, { location, status }: RedirectTarget): NextResponse {
  return NextResponse.redirect(new URL(location, request.nextUrl), status);
}

/** The route its path names, with the request as the client sent it, less any route the client named itself. */
function next(request: NextRequest): NextResponse {
  if (!request.headers.has(INTERNAL_ROUTE.header)) return NextResponse.next();
  const headers = new Headers(request.headers);
  headers.delete(INTERNAL_ROUTE.header);
  return NextResponse.next({ request: { headers } });
}

/**
 * Another route answers the request at its own URL: next.config.ts rewrites a request that names one
 * (config/routing.ts). `init` adds request headers for that route and response headers for the visitor.
 */
function routeTo(
  request: NextRequest,
  path: string,
  init: { request?: Record<string, string>; response?: Record<string, string> } = {},
): NextResponse {
  const headers = new Headers(request.headers);
  for (const [name, value] of Object.entries(init.request ?? {})) headers.set(name, value);
  headers.set(INTERNAL_ROUTE.header, path);
  return NextResponse.next({ request: { headers }, headers: init.response });
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

/**
 * The contact page, with a render token for a form sent without JavaScript, where no Vitrine server writes
 * one into the page (config/contact.ts `tokenCookie`). Each view gets a fresh one, so the minimum fill time
 * counts from it.
 */
function withFormToken(response: NextResponse, path: string): NextResponse {
  const { server, contact } = env();
  if (server.host === 'vitrine') return response;
  response.cookies.set(
    CONTACT.tokenCookie,
    issueFormToken(formSecrets(contact.formSecret, server.distDir).issue, Date.now()),
    {
      httpOnly: true,
      sameSite: 'lax',
      secure: server.secureCookies,
      // The page's own path: the form posts there, and no other request carries it.
      path,
      maxAge: Math.floor(contact.tokenTtlMs / 1000),
    },
  );
  return response;
}

/** The visitor's language among those the site offers. */
function visitorLocale(request: NextRequest, index: SiteIndex): Locale {
  return negotiateLocale(
    request.cookies.get(LOCALE_COOKIE.name)?.value,
    request.headers.get('accept-language'),
    index.offered,
  );
}

/** The static 404 screen of a language (app/[locale]/_404) for a path the content does not have. */
function notFoundTemplate(locale: Locale, reason: NotFoundReason): string {
  const base = `/${locale}/${NOT_FOUND.templateSegment}`;
  return reason.kind === 'unmatched' ? base : `${base}/${reason.documentId ?? 'invalid'}`;
}

/** A 404 screen this proxy sends paths to: a language's, or a page's own whose validate rule refuses it. */
function isNotFoundTemplate(path: string, index: SiteIndex): boolean {
  const listed = splitLocale(path, index.locales);
  const [segment, reason, ...rest] = listed?.rest.split('/') ?? [];
  if (!listed || segment !== NOT_FOUND.templateSegment || rest.length > 0) return false;
  return reason === undefined || reason === 'invalid' || index.byId(reason) !== undefined;
}

/**
 * A path the content does not have: the 404 screen of `locale`, a static page. Under the Vitrine server it
 * is routed there, and the server sets the status and writes the requested path in (server/respond.ts). On
 * a host that runs Next itself, nothing reads the page on its way out, and Next would answer 200: a document
 * gets the screen's bytes from here, with the 404 status (the screen names the path once its script runs).
 * The browser's own requests (the client router's, a prefetch) are routed to the screen, as under the server.
 */
async function notFound(
  request: NextRequest,
  locale: Locale,
  reason: NotFoundReason,
  index: SiteIndex,
): Promise<NextResponse> {
  const template = notFoundTemplate(locale, reason);
  if (env().server.host === 'vitrine' || !isDocumentRequest(request)) return routeTo(request, template);
  return (await notFoundAnswer(request, template, index)) ?? routeTo(request, template);
}

/** A request for a document: the browser says so (Sec-Fetch-Dest), and any client that does not say is taken as one. */
function isDocumentRequest(request: NextRequest): boolean {
  const destination = request.headers.get('sec-fetch-dest');
  return destination === null || destination === 'document' || destination === 'iframe';
}

const NOT_FOUND_FETCH_MS = 10_000;

/**
 * The 404 screen's bytes, asked of this site at the origin Next sees (its own address under `next start`, the
 * site's on a platform, whose edge serves the prerendered screen), with the 404 status; null when the site
 * does not answer, and the screen is routed to instead.
 */
async function notFoundAnswer(request: NextRequest, template: string, index: SiteIndex): Promise<NextResponse | null> {
  if (!isNotFoundTemplate(template, index)) return null;
  try {
    const screen = await fetch(new URL(template, request.nextUrl), {
      headers: { [INTERNAL_ROUTE.header]: template, 'user-agent': 'vitrine-proxy' },
      cache: 'no-store',
      redirect: 'manual',
      signal: AbortSignal.timeout(NOT_FOUND_FETCH_MS),
    });
    if (screen.status !== 200) return null;
    return new NextResponse(screen.body, {
      status: 404,
      headers: {
        'content-type': screen.headers.get('content-type') ?? 'text/html; charset=utf-8',
        // A page may be published at this path a minute later: no cache keeps the 404.
        'cache-control': 'no-store',
      },
    });
  } catch (error) {
    logOncePer(
      'proxy:404',
      60_000,
      'warn',
      `[proxy] The 404 screen ${template} did not answer: ${(error as Error).message}`,
    );
    return null;
  }
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
  return routeTo(request, PREVIEW.enablePath, {
    request: previewPageHeaders(secret, `${target.pathname}${target.search}`),
    response: { 'Referrer-Policy': 'no-referrer' },
  });
}
