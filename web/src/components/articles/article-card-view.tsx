import type { ReactNode } from 'react';
import { StandInBadge, standInAttributes, type StandIn } from '@/components/ui/stand-in';
import styles from './article-card.module.css';

export interface ArticleCardViewProps {
  /** The date as the page says it, and its `datetime`. */
  date: string;
  dateTime?: string;
  /** "4 min read", when known. */
  readingTime?: string;
  /** The title's link (the whole card is one link). */
  link: ReactNode;
  description: string | null;
  tags: readonly string[];
  headingLevel?: 'h2' | 'h3';
  /** Set when the article is in another language than the page's, standing in for a translation. */
  standIn?: StandIn;
}

/**
 * An article in a list, presentational: the server's lists (ArticleCard) and
 * the search's results (article-search.client.tsx) draw the same card, each
 * with its own link.
 */
export function ArticleCardView({
  date,
  dateTime,
  readingTime,
  link,
  description,
  tags,
  headingLevel = 'h2',
  standIn,
}: ArticleCardViewProps) {
  const Heading = headingLevel;
  const text = standInAttributes(standIn);
  return (
    <article className={styles.card}>
      <p className={styles.meta}>
        <time dateTime={dateTime || undefined}>{date}</time>
        {readingTime ? (
          <>
            <span aria-hidden="true">·</span>
            <span>{readingTime}</span>
          </>
        ) : null}
        {standIn ? <StandInBadge standIn={standIn} /> : null}
      </p>
      <Heading className={styles.title} {...text}>
        {link}
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

/** The card's link class: the title's link stretches over the whole card. */
export const cardLinkClass = `${styles.link} stretched-link`;
