import { defineRouting } from 'next-intl/routing';
import { defaultLocale, localeCodes } from '@vitrine/schemas';
import { LOCALE_COOKIE } from '@/config/locale';

/**
 * Every page lives under a language prefix (SPEC §2). Detection order for an
 * unprefixed path: the `i18n_redirected` cookie, then Accept-Language, then en.
 */
export const routing = defineRouting({
  locales: localeCodes,
  defaultLocale,
  localePrefix: 'always',
  localeDetection: true,
  localeCookie: {
    name: LOCALE_COOKIE.name,
    maxAge: LOCALE_COOKIE.maxAgeSeconds,
    path: LOCALE_COOKIE.path,
    sameSite: LOCALE_COOKIE.sameSite,
  },
  alternateLinks: true,
});
