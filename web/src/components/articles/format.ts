import { languageTag, type Locale } from '@vitrine/schemas';

/** A publication date in the visitor's language, e.g. "12 March 2026" / "12 mars 2026" / "12 de março de 2026". */
export function formatDate(locale: Locale, iso: string | null | undefined): string {
  if (!iso) return '';
  return new Intl.DateTimeFormat(languageTag(locale), { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(iso));
}

/** Articles match a search when every word of it is in the title or description, accents and case ignored. */
export function matchesSearch(text: string, search: string): boolean {
  const fold = (value: string) =>
    value
      .normalize('NFD')
      .replace(/\p{Diacritic}/gu, '')
      .toLowerCase();
  const haystack = fold(text);
  return fold(search)
    .split(/\s+/)
    .filter(Boolean)
    .every((word) => haystack.includes(word));
}

/** Slugs are lowercase words joined by dashes, in one or more segments (`notes/designing-for-calm`). */
export const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*(?:\/[a-z0-9]+(?:-[a-z0-9]+)*)*$/;

export function isValidSlug(slug: string): boolean {
  return SLUG_PATTERN.test(slug);
}
