/**
 * A route's page document in the language the route is shown in: its own, or
 * the default language's standing in for a missing translation
 * (content/languages.ts), kept only if its validate rule lets it show at this
 * path. Server-only.
 */
import 'server-only';
import { isLocale, type Locale, type ValidateRule } from '@vitrine/schemas';
import { loadShown } from '@/content/languages';
import type { StandIn } from '@/components/ui/stand-in';
import { standInMarks } from './stand-in';
import { visiblePage } from './validate-rule';

export interface ShownPage<Data, Page> {
  /** The route's language. */
  locale: Locale;
  /** The language the page document is in (`locale`, or the default standing in). */
  language: Locale;
  data: Data;
  page: Page;
  standIn: StandIn | undefined;
}

/**
 * `load(language)` reads the route's data with its page document in
 * `language`; `pageOf` picks the page from it. Null when the route has no page
 * to show in this language (its 404).
 */
export async function shownPage<Data, Page extends { slug: string; validate: ValidateRule | null }>(
  locale: string,
  slug: string,
  load: (language: Locale) => Promise<Data>,
  pageOf: (data: Data) => Page | null | undefined,
): Promise<ShownPage<Data, Page> | null> {
  if (!isLocale(locale)) return null;
  const [shown, marks] = await Promise.all([loadShown(locale, slug, load), standInMarks(locale)]);
  const page = visiblePage(pageOf(shown.value), locale);
  if (!page) return null;
  return { locale, language: shown.language, data: shown.value, page, standIn: marks(shown.language) };
}
