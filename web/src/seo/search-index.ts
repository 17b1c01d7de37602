/**
 * A language's search index: every article its list shows (its own, and the
 * default language's standing in), newest first, in a compact JSON the
 * articles page fetches when the visitor moves into its search box (components/articles/
 * article-search.client.tsx). Titles, descriptions and tags only: the bodies
 * would make it ten times larger for words a title and a description already
 * say. Pure.
 */
import type { Locale } from '@vitrine/schemas';
import { dateTimeAttribute, formatLongDate } from '@/i18n/format';

/** An article as the lists read it (content/index.ts, listArticles). */
export interface IndexableArticle {
  slug: string | null;
  title: string | null;
  description: string | null;
  publishedAt: string | null;
  tags: readonly string[];
  locale: Locale;
}

/**
 * One article: its slug, title, description, date (as the page says it, and
 * the `datetime` attribute), its tags (positions in `tags`), and its language
 * when it stands in for a translation (0 otherwise).
 */
export type SearchEntry = [
  slug: string,
  title: string,
  description: string,
  date: string,
  dateTime: string,
  tags: number[],
  standIn: Locale | 0,
];

export interface SearchIndex {
  /** Every tag, once, in the language's alphabetical order. */
  tags: string[];
  articles: SearchEntry[];
}

/** The index of `articles` as listed in `locale` (newest first, their order kept). */
export function searchIndex(articles: readonly IndexableArticle[], locale: Locale): SearchIndex {
  const tags = [...new Set(articles.flatMap((article) => article.tags))].sort((a, b) => a.localeCompare(b, locale));
  const position = new Map(tags.map((tag, i) => [tag, i]));
  return {
    tags,
    articles: articles
      .filter((article): article is IndexableArticle & { slug: string } => article.slug !== null)
      .map((article) => [
        article.slug,
        article.title ?? '',
        article.description ?? '',
        formatLongDate(article.publishedAt, locale),
        dateTimeAttribute(article.publishedAt),
        article.tags.map((tag) => position.get(tag)!),
        article.locale === locale ? 0 : article.locale,
      ]),
  };
}

const NOT_ASCII = /[^\u0000-\u007f]/;

/**
 * Folds text for matching: accents and case ignored. Plain ASCII skips the
 * decomposition, the costly part on a phone's first search over thousands of
 * titles.
 */
export function foldText(value: string): string {
  const lower = value.toLowerCase();
  return NOT_ASCII.test(lower) ? lower.normalize('NFD').replace(/\p{Diacritic}/gu, '') : lower;
}

/**
 * The positions of the articles that match, in the index's order: every word
 * of `query` in the title, description or a tag (accents and case ignored),
 * and `tag` among its tags when one is chosen. `haystacks` are the articles'
 * folded texts (`haystacksOf`), made once per index.
 */
export function searchArticles(
  index: SearchIndex,
  haystacks: readonly string[],
  query: string,
  tag: string | null,
): number[] {
  const words = foldText(query).split(/\s+/).filter(Boolean);
  const tagPosition = tag === null ? -1 : index.tags.indexOf(tag);
  if (tag !== null && tagPosition < 0) return [];
  const found: number[] = [];
  index.articles.forEach((entry, i) => {
    if (tagPosition >= 0 && !entry[5].includes(tagPosition)) return;
    const haystack = haystacks[i]!;
    if (words.every((word) => haystack.includes(word))) found.push(i);
  });
  return found;
}

/** Each article's folded title, description and tags, for `searchArticles`. */
export function haystacksOf(index: SearchIndex): string[] {
  return index.articles.map((entry) =>
    foldText(`${entry[1]}\n${entry[2]}\n${entry[5].map((t) => index.tags[t]).join('\n')}`),
  );
}
