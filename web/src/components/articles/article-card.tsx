import { Link } from '@/i18n/navigation';
import { StandInBadge, standInAttributes, type StandIn } from '@/components/ui/stand-in';
import styles from './article-card.module.css';

export interface ArticleCardProps {
  href: string;
  title: string;
  description: string | null;
  date: string;
  dateTime: string | null;
  readingTime: string;
  tags: string[];
  headingLevel?: 'h2' | 'h3';
  /** Set when the article is in another language than the page's, standing in for a translation. */
  standIn?: StandIn;
}

/** An article in a list: the whole card is one link (its title), tags and meta below. */
export function ArticleCard({
  href,
  title,
  description,
  date,
  dateTime,
  readingTime,
  tags,
  headingLevel = 'h2',
  standIn,
}: ArticleCardProps) {
  const Heading = headingLevel;
  const text = standInAttributes(standIn);
  return (
    <article className={styles.card}>
      <p className={styles.meta}>
        <time dateTime={dateTime ?? undefined}>{date}</time>
        <span aria-hidden="true">·</span>
        <span>{readingTime}</span>
        {standIn ? <StandInBadge standIn={standIn} /> : null}
      </p>
      <Heading className={styles.title} {...text}>
        <Link href={href} className={`${styles.link} stretched-link`}>
          {title}
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
