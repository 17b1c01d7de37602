/**
 * The site's languages: the single list every workspace reads (routing, Studio
 * document internationalization, the demo dataset, message files).
 * A locale: its code, its name, its language tag.
 */
export const locales = [
  { code: 'en', name: 'English', language: 'en-US' },
  { code: 'fr', name: 'Français', language: 'fr-FR' },
  { code: 'pt', name: 'Português', language: 'pt-BR' },
] as const;

export type Locale = (typeof locales)[number]['code'];

export const localeCodes = locales.map((locale) => locale.code) as [Locale, ...Locale[]];

export const defaultLocale: Locale = 'en';

/** Only en, fr and pt are accepted; anything else is not a locale. */
export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (localeCodes as readonly string[]).includes(value);
}

/** The BCP 47 tag used for `<html lang>`, `Intl` formatting and hreflang. */
export function languageTag(locale: Locale): string {
  return locales.find((entry) => entry.code === locale)!.language;
}
