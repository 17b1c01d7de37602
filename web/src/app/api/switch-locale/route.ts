import { NextResponse, type NextRequest } from 'next/server';
import { isLocale, localeCodes } from '@vitrine/schemas';
import { FLASH_COOKIE, LOCALE_COOKIE } from '@/config/locale';
import { getRouteIndex } from '@/content';
import { env } from '@/env';
import { switchLocalePath, type TranslationLookup } from '@/i18n/switch-locale';
import { siteIndexOf } from '@/routing/site-index';

/**
 * The language versions of a page or an article, from the route index the
 * proxy keeps in memory: no query per switch, and it still answers from the
 * last good copy while the CMS is down.
 */
const lookup: TranslationLookup = async (type, locale, slug) => {
  const index = siteIndexOf(await getRouteIndex());
  const document = type === 'article' ? index.article(locale, slug) : index.page(locale, slug);
  return document ? index.versions(document.id).map(({ locale: l, slug: s }) => ({ locale: l, slug: s })) : [];
};

/**
 * GET /api/switch-locale?to=fr&from=/en/articles/designing-for-calm
 * Redirects to the same content in another language, writes the locale cookie
 * (i18n_redirected, a year), and leaves a flash cookie when the translation is missing.
 */
export async function GET(request: NextRequest) {
  const to = request.nextUrl.searchParams.get('to');
  if (!isLocale(to)) {
    return NextResponse.json({ error: `Unknown locale: use one of ${localeCodes.join(', ')}.` }, { status: 400 });
  }
  const index = siteIndexOf(await getRouteIndex());
  const target = await switchLocalePath(request.nextUrl.searchParams.get('from') ?? '/', to, lookup, index.offers);
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
