/**
 * The visitor's language for a path without a prefix: the `i18n_redirected`
 * cookie (the last language they chose), then the browser's Accept-Language,
 * then the default; only among the languages the site offers
 * (schemas/src/site/site-index.ts), so nobody is sent to a language with nothing
 * published. Pure.
 */
import type { Locale } from '@vitrine/schemas';

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

/**
 * `offered` lists the languages in the site's order, the default first. A
 * range matches a code exactly (`pt-br` → `pt-br`), else by its primary
 * language (`fr-ca` → `fr`, `pt-br` → `pt`), else a code of that primary
 * language (`pt` → `pt-br`).
 */
export function negotiateLocale(
  cookie: string | null | undefined,
  acceptLanguage: string | null | undefined,
  offered: readonly Locale[],
): Locale {
  if (typeof cookie === 'string' && offered.includes(cookie)) return cookie;
  for (const range of acceptedLanguages(acceptLanguage)) {
    const primary = range.split('-')[0]!;
    const match =
      offered.find((code) => code === range) ??
      offered.find((code) => code === primary) ??
      offered.find((code) => code.split('-')[0] === primary);
    if (match) return match;
  }
  return offered[0]!;
}
