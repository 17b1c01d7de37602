/**
 * Localized fields of documents that exist once (the site settings): one value
 * per language, stored as `sanity-plugin-internationalized-array` stores them,
 * `[{ _key, language: "en", value }, …]`. The shape is the same whatever the
 * language list, so the generated types never change with it; the Studio's
 * plugin (studio/sanity.config.ts) offers the languages of the list.
 *
 * Only the default language is required. A listed language without a value is
 * a warning (the site shows the default language's text there, marked with its
 * language); a value in a language the list no longer has is left alone (the
 * site ignores it, the content check names it).
 */
import { defineField, type Rule } from 'sanity';

import { defaultLocale, languageName, localeCodes } from '../../locales';

/** The plugin's type names for its `fieldTypes: ['string', 'text']` (studio/sanity.config.ts). */
export const localizedTypes = { string: 'internationalizedArrayString', text: 'internationalizedArrayText' } as const;

export interface LocalizedValue {
  _key?: string;
  language?: unknown;
  value?: unknown;
}

type Problem = { message: string; path?: (string | { _key: string })[] };

const hasText = (value: unknown) => typeof value === 'string' && value.trim() !== '';

/**
 * What the Studio says about one localized value: errors for a missing default
 * language, a language given twice or stray spaces; a warning naming the listed
 * languages not yet translated. Pure (the rule below and the tests call it).
 */
export function localizedProblems(
  items: readonly LocalizedValue[] | undefined,
  { required = true }: { required?: boolean } = {},
): { errors: Problem[]; warnings: Problem[] } {
  const list = items ?? [];
  const errors: Problem[] = [];
  const warnings: Problem[] = [];
  const present = (code: string) => list.some((item) => item.language === code && hasText(item.value));
  const fallback = languageName(defaultLocale);
  if (required && !present(defaultLocale))
    errors.push({ message: `Missing the ${fallback} text: the default language, shown wherever another is missing` });
  const seen = new Set<unknown>();
  for (const item of list) {
    const at = item._key ? { _key: item._key } : null;
    if (seen.has(item.language))
      errors.push({ message: `${String(item.language)} is given twice: keep one`, ...(at ? { path: [at] } : {}) });
    seen.add(item.language);
    if (typeof item.value === 'string' && item.value.trim() !== item.value)
      errors.push({ message: 'Remove leading or trailing spaces', ...(at ? { path: [at, 'value'] } : {}) });
  }
  if (required || list.some((item) => hasText(item.value))) {
    const missing = localeCodes.filter((code) => code !== defaultLocale && !present(code));
    if (missing.length > 0)
      warnings.push({
        message: `Not yet translated into ${missing.map(languageName).join(', ')}: the site shows the ${fallback} text there`,
      });
  }
  return { errors, warnings };
}

function localizedRule(required: boolean) {
  return (rule: Rule) => [
    rule.custom<LocalizedValue[]>((items) => {
      const { errors } = localizedProblems(items, { required });
      return errors.length === 0 ? true : errors;
    }),
    rule
      .custom<LocalizedValue[]>((items) => {
        const { warnings } = localizedProblems(items, { required });
        return warnings.length === 0 ? true : warnings;
      })
      .warning(),
  ];
}

/** A localized string or text field; the default language is required unless `required: false`. */
export function localizedField(
  name: string,
  title: string,
  kind: keyof typeof localizedTypes,
  { required = true, description }: { required?: boolean; description?: string } = {},
) {
  return defineField({
    name,
    title,
    description,
    type: localizedTypes[kind],
    validation: localizedRule(required),
  });
}
