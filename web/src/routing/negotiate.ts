/**
 * The visitor's language for a path without a prefix: the `i18n_redirected`
 * cookie (the last language they chose), then the browser's Accept-Language,
 * then the default. Pure.
 */
import { defaultLocale, isLocale, localeCodes, type Locale } from '@vitrine/schemas';

/** Accept-Language → language ranges by preference (`fr-CA;q=0.8` → `fr-ca`), q=0 dropped. */
export function acceptedLanguages(header: string | null | undefined): string[] {
  if (!header) return [];
  return header
    .slice(0, 1024)
    .split(',')
    .map((part, position) => {
      const [range = '', ...params] = part.trim().split(';');
      const q = params.map((p) => /^\s*q\s*=\s*([01](?:\.\d{0,3})?)\s*$/.exec(p)?.[1]).find(Boolean);
      return { range: range.trim().toLowerCase(), q: q === undefined ? 1 : Number(q), position };
    })
    .filter((entry) => /^([a-z]{1,8}(-[a-z0-9]{1,8})*|\*)$/.test(entry.range) && entry.q > 0)
    .sort((a, b) => b.q - a.q || a.position - b.position)
    .map((entry) => entry.range);
}

export function negotiateLocale(cookie: string | null | undefined, acceptLanguage: string | null | undefined): Locale {
  if (isLocale(cookie)) return cookie;
  for (const range of acceptedLanguages(acceptLanguage)) {
    const primary = range.split('-')[0];
    const match = localeCodes.find((code) => code === primary);
    if (match) return match;
  }
  return defaultLocale;
}
