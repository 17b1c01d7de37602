import { NextResponse, type NextRequest } from 'next/server';
import { isLocale } from '@vitrine/schemas';
import { FLASH_COOKIE, LOCALE_COOKIE } from '@/config/locale';
import { getTranslationsOf } from '@/content';
import { switchLocalePath } from '@/i18n/switch-locale';

/**
 * GET /api/switch-locale?to=fr&from=/en/articles/designing-for-calm
 * Redirects to the same content in another language, writes the locale cookie
 * (SPEC §9), and leaves a flash cookie when the translation is missing.
 */
export async function GET(request: NextRequest) {
  const to = request.nextUrl.searchParams.get('to');
  if (!isLocale(to)) {
    return NextResponse.json({ error: `Unknown locale "${to ?? ''}". Use one of en, fr, pt.` }, { status: 400 });
  }
  const target = await switchLocalePath(request.nextUrl.searchParams.get('from') ?? '/', to, getTranslationsOf);
  // A relative Location: the browser resolves it against the address it used (proxies and host aliases included).
  const response = new NextResponse(null, { status: 303, headers: { Location: target.path } });
  response.cookies.set(LOCALE_COOKIE.name, to, {
    maxAge: LOCALE_COOKIE.maxAgeSeconds,
    path: LOCALE_COOKIE.path,
    sameSite: LOCALE_COOKIE.sameSite,
  });
  if (target.missing) {
    response.cookies.set(FLASH_COOKIE.name, FLASH_COOKIE.translationMissing, {
      maxAge: FLASH_COOKIE.maxAgeSeconds,
      path: '/',
      sameSite: 'lax',
    });
  }
  return response;
}
