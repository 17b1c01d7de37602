/**
 * The site's languages: the one list every workspace reads (routing, the
 * Studio's document internationalization and localized fields, the desk, the
 * preview, the tests). To add a language, add an entry here and its messages
 * file, `web/messages/<code>.json`; to remove one, remove both. Nothing else.
 *
 * - `code`: the language in URLs (`/de/about`) and on documents (`language`).
 * - `name`: the language's name in itself, as the language menu shows it.
 * - `language`: its BCP 47 tag, for `<html lang>`, dates and hreflang.
 * - `dir`: `'rtl'` for a language written right to left (Arabic, Hebrew…).
 *
 * The first entry is the default language: the one visitors get when the site
 * has none of theirs, and the one whose content stands in, marked as not yet
 * translated, where another language has no version of a page.
 */
export const locales: readonly LocaleEntry[] = checkedLocales([
  { code: 'en', name: 'English', language: 'en-US' },
  { code: 'fr', name: 'Français', language: 'fr-FR' },
  { code: 'pt', name: 'Português', language: 'pt-BR' },
]);

export interface LocaleEntry {
  readonly code: string;
  readonly name: string;
  readonly language: string;
  readonly dir?: 'ltr' | 'rtl';
}

/**
 * A language code from the list. A plain string, not a union of today's
 * codes, so that no code (and no generated type) has to change when the list
 * does: values that come from outside are checked with `isLocale`.
 */
export type Locale = string;

export type Direction = 'ltr' | 'rtl';

export const localeCodes: readonly Locale[] = locales.map((locale) => locale.code);

/** The first language of the list. */
export const defaultLocale: Locale = locales[0]!.code;

/** True for a code in the list; anything else (another language, a typo, not a string) is not a locale. */
export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && localeCodes.includes(value);
}

const entry = (locale: Locale) => locales.find((candidate) => candidate.code === locale);

/** Right-to-left scripts, for a code the list does not have (it never guesses for one it has). */
const RTL = /^(ar|arc|ckb|dv|fa|he|iw|ks|ku|ps|sd|syr|ug|ur|yi)(-|$)/;

/** The BCP 47 tag used for `<html lang>`, `Intl` formatting and hreflang (a code the list lacks is its own tag). */
export function languageTag(locale: Locale): string {
  return entry(locale)?.language ?? locale;
}

/** The language's name in itself (`Deutsch`); a code the list lacks is its own name. */
export function languageName(locale: Locale): string {
  return entry(locale)?.name ?? locale;
}

/** Which way the language is written: `<html dir>`, from the list's `dir`. */
export function localeDirection(locale: Locale): Direction {
  const found = entry(locale);
  if (found) return found.dir ?? 'ltr';
  return RTL.test(locale) ? 'rtl' : 'ltr';
}

/**
 * The list as written, or an error that names the entry and what to fix: a
 * mistake in the list stops every build and test at once, before anything is
 * generated in a language that cannot work.
 */
export function checkedLocales(list: readonly LocaleEntry[]): readonly LocaleEntry[] {
  const where = 'schemas/src/locales.ts';
  // A language code as URLs and documents carry it: `de`, `pt-br`, `zh-hant` (lowercase, no spaces).
  // Declared here, not beside the list: the list is checked as the module loads, above any other constant.
  const code = /^[a-z]{2,3}(?:-[a-z0-9]{2,8})*$/;
  if (list.length === 0) throw new Error(`${where}: the language list is empty; the site needs at least one language.`);
  const seen = new Set<string>();
  for (const [index, locale] of list.entries()) {
    const name = `${where}, entry ${index + 1} (${JSON.stringify(locale.code)})`;
    if (typeof locale.code !== 'string' || !code.test(locale.code))
      throw new Error(`${name}: the code must be a lowercase language code such as "de" or "pt-br".`);
    if (seen.has(locale.code)) throw new Error(`${name}: "${locale.code}" is listed twice.`);
    seen.add(locale.code);
    if (typeof locale.name !== 'string' || locale.name.trim() === '')
      throw new Error(`${name}: give the language's name in itself, e.g. "Deutsch".`);
    let canonical: string[];
    try {
      canonical = Intl.getCanonicalLocales(locale.language);
    } catch {
      canonical = [];
    }
    if (canonical.length !== 1)
      throw new Error(`${name}: "${locale.language}" is not a BCP 47 language tag such as "de-DE".`);
    if (locale.dir !== undefined && locale.dir !== 'ltr' && locale.dir !== 'rtl')
      throw new Error(`${name}: dir is "rtl" for a language written right to left, or left out.`);
  }
  return list;
}
