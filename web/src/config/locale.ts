/** The locale cookie, written when the visitor switches language. */
export const LOCALE_COOKIE = {
  name: 'i18n_redirected',
  maxAgeSeconds: 365 * 24 * 60 * 60,
  path: '/',
  sameSite: 'lax',
} as const;

/** A one-shot cookie the language switcher leaves when a translation is missing; the shell shows it as a toast. */
export const FLASH_COOKIE = {
  name: 'vitrine_flash',
  maxAgeSeconds: 60,
  translationMissing: 'translation-missing',
} as const;
