/**
 * The marks of content that stands in for a missing translation (components/ui/stand-in.tsx),
 * in the page's language. Server-only: translated here, passed down as strings.
 */
import 'server-only';
import { getTranslations } from 'next-intl/server';
import { languageName, languageTag, localeDirection, type Locale } from '@vitrine/schemas';
import type { StandIn } from '@/components/ui/stand-in';

/** A language's name in another (`en` in `fr` → "anglais", not "anglais américain"), else its name in itself. */
export function languageNameIn(language: Locale, locale: Locale): string {
  try {
    const names = new Intl.DisplayNames([languageTag(locale)], { type: 'language', fallback: 'none' });
    return names.of(new Intl.Locale(languageTag(language)).language) ?? languageName(language);
  } catch {
    return languageName(language);
  }
}

/**
 * For a page in `locale`: what marks content in another language, or
 * undefined for content in `locale` itself.
 */
export async function standInMarks(locale: Locale): Promise<(language: Locale) => StandIn | undefined> {
  const t = await getTranslations({ locale, namespace: 'Shell' });
  const label = t('notTranslated');
  return (language) =>
    language === locale
      ? undefined
      : {
          lang: languageTag(language),
          dir: localeDirection(language),
          pageLang: languageTag(locale),
          pageDir: localeDirection(locale),
          label,
          notice: t('notTranslatedNotice', { language: languageNameIn(language, locale) }),
        };
}
