import { isStandIn, type SiteIndex } from '@vitrine/schemas';
import { NextResponse, type NextRequest } from 'next/server';
import { FLASH_COOKIE, LOCALE_COOKIE } from '@/config/locale';
import { getRouteIndex } from '@/content';
import { env } from '@/env';
import { switchLocalePath, type TranslationLookup } from '@/i18n/switch-locale';
import { siteIndexOf } from '@/routing/site-index';

/**
 * The language versions of the page or article at a path (the original's
 * where the default language's version stands in), from the route index the
 * proxy keeps in memory: no query per switch, and it still answers from the
 * last good copy while the CMS is down.
 */
function lookupIn(index: SiteIndex): TranslationLookup {
  return async (type, locale, slug) => {
    const found = index.resolve(type, locale, slug);
    const document = isStandIn(found) ? found.original : found;
    return document ? index.versions(document.id).map(({ locale: l, slug: s }) => ({ locale: l, slug: s })) : [];
  };
}

/**
 * GET /api/switch-locale?to=fr&from=/en/articles/designing-for-calm
 * Redirects to the same content in another language the site offers (400 for
 * any other), writes the locale cookie
 * (i18n_redirected, a year), and leaves a flash cookie when the translation is missing.
 */
export async function GET(request: NextRequest) {
  const index = siteIndexOf(await getRouteIndex());
  const to = request.nextUrl.searchParams.get('to');
  if (!index.isOffered(to)) {
    return NextResponse.json(
      { error: `Unknown locale: use one of ${index.offered.join(', ')}.` },
      { status: 400, headers: { 'Cache-Control': 'no-store' } },
    );
  }
  const from = request.nextUrl.searchParams.get('from') ?? '/';
  const answers = async (type: 'page' | 'article', locale: string, slug: string) =>
    Boolean(index.resolve(type, locale, slug)?.visible);
  const target = await switchLocalePath(from, to, lookupIn(index), index.locales, answers, index.offers);
  // A relative Location: the browser resolves it against the address it used (proxies and host aliases included).
  const response = new NextResponse(null, { status: 303, headers: { Location: target.path } });
  response.cookies.set(LOCALE_COOKIE.name, to, {
    maxAge: LOCALE_COOKIE.maxAgeSeconds,
    path: LOCALE_COOKIE.path,
    sameSite: LOCALE_COOKIE.sameSite,
    secure: env().server.secureCookies,
  });
  if (target.missing) {
    response.cookies.set(FLASH_COOKIE.name, FLASH_COOKIE.translationMissing, {
      maxAge: FLASH_COOKIE.maxAgeSeconds,
      path: '/',
      sameSite: 'lax',
      secure: env().server.secureCookies,
    });
  }
  return response;
}
