import type { ArticleListQueryResult, Locale } from '@vitrine/schemas';
import { formatLongDate } from '@/i18n/format';
import { Link } from '@/i18n/navigation';
import { StandInBadge, standInAttributes, type StandIn } from '@/components/ui/stand-in';
import styles from './article-card.module.css';

/** An article as every list reads it (`articleCardFields`): the articles page, the home page's latest. */
export type ListedArticle = ArticleListQueryResult[number];

export interface ArticleCardProps {
  article: ListedArticle;
  /** The page's language, for the date. */
  locale: Locale;
  /** The reading time as the page says it ("4 min read"). */
  readingTime: string;
  headingLevel?: 'h2' | 'h3';
  /** Set when the article is in another language than the page's, standing in for a translation. */
  standIn?: StandIn;
}

/** An article in a list: the whole card is one link (its title), tags and meta below. */
export function ArticleCard({ article, locale, readingTime, headingLevel = 'h2', standIn }: ArticleCardProps) {
  const Heading = headingLevel;
  const text = standInAttributes(standIn);
  const { title, description, tags } = article;
  return (
    <article className={styles.card}>
      <p className={styles.meta}>
        <time dateTime={article.publishedAt ?? undefined}>{formatLongDate(article.publishedAt, locale)}</time>
        <span aria-hidden="true">·</span>
        <span>{readingTime}</span>
        {standIn ? <StandInBadge standIn={standIn} /> : null}
      </p>
      <Heading className={styles.title} {...text}>
        <Link href={`/articles/${article.slug}`} className={`${styles.link} stretched-link`}>
          {title ?? ''}
        </Link>
      </Heading>
      {description ? (
        <p className={styles.description} {...text}>
          {description}
        </p>
      ) : null}
      {tags.length > 0 ? (
        <ul className={styles.tags} {...text}>
          {tags.map((tag) => (
            <li key={tag}>{tag}</li>
          ))}
        </ul>
      ) : null}
    </article>
  );
}
