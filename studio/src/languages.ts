/**
 * What the Studio does with values in languages the list no longer has
 * (schemas/src/locales.ts). `sanity-plugin-internationalized-array`, behind
 * both the localized settings fields and the translation links of
 * `@sanity/document-internationalization`, calls any such value an error
 * ("Array item keys must be valid languages", "Cannot be more than N items"):
 * removing a language would put an error on the settings and on every
 * translation group. The site ignores those values and the content check
 * names them, so here they are kept without a word; what is still checked is
 * what would break the site (a value without a language, a language twice).
 */
import type { SchemaTypeDefinition } from 'sanity';

interface Item {
  _key?: string;
  language?: unknown;
}

/** Errors of one internationalized array, whatever languages it holds. Pure. */
export function internationalizedArrayProblems(
  items: readonly (Item | null | undefined)[] | undefined,
): { message: string; path: { _key: string }[] }[] {
  const problems: { message: string; path: { _key: string }[] }[] = [];
  const seen = new Set<unknown>();
  for (const item of items ?? []) {
    if (!item?._key) continue;
    if (typeof item.language !== 'string' || item.language === '')
      problems.push({ message: 'This value has no language', path: [{ _key: item._key }] });
    else if (seen.has(item.language))
      problems.push({ message: `There can only be one value in ${item.language}`, path: [{ _key: item._key }] });
    seen.add(item.language);
  }
  return problems;
}

const isInternationalizedArray = (type: SchemaTypeDefinition) =>
  type.type === 'array' && /^internationalizedArray[A-Z]\w*$/.test(type.name) && !type.name.endsWith('Value');

/** The plugins' internationalized array types, with the check above in place of theirs. */
export function keepUnlistedTranslations(types: SchemaTypeDefinition[]): SchemaTypeDefinition[] {
  return types.map((type) =>
    isInternationalizedArray(type)
      ? ({
          ...type,
          validation: (rule: { custom: (fn: (value: Item[] | undefined) => unknown) => unknown }) =>
            rule.custom((value) => {
              const problems = internationalizedArrayProblems(value);
              return problems.length === 0 ? true : problems;
            }),
        } as SchemaTypeDefinition)
      : type,
  );
}
