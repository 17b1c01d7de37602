/**
 * A count's message for a client leaf that has no i18n runtime: formatted on
 * the server once per plural category of the language, the number written
 * `{count}`, for the browser to pick with `Intl.PluralRules` and fill in.
 */
import { languageTag, type Locale } from '@vitrine/schemas';

/** The smallest count of each plural category (0 apart: its message is `zero`), up to 1,000. */
function samples(locale: Locale): Map<Intl.LDMLPluralRule, number> {
  const rules = new Intl.PluralRules(languageTag(locale));
  const found = new Map<Intl.LDMLPluralRule, number>();
  for (let n = 1; n <= 1000 && found.size < rules.resolvedOptions().pluralCategories.length; n++) {
    const category = rules.select(n);
    if (!found.has(category)) found.set(category, n);
  }
  return found;
}

/**
 * `format(0)` as `zero`, and for each category the message of its smallest
 * count with that count's digits as `{count}` ("{count} articles").
 */
export function resultTemplates(
  locale: Locale,
  format: (count: number) => string,
): { zero: string } & Partial<Record<Intl.LDMLPluralRule, string>> {
  const numbers = new Intl.NumberFormat(languageTag(locale));
  const templates: { zero: string } & Partial<Record<Intl.LDMLPluralRule, string>> = { zero: format(0) };
  for (const [category, n] of samples(locale)) templates[category] = format(n).replace(numbers.format(n), '{count}');
  return templates;
}
