import type { ArticleListQueryResult, Locale } from '@vitrine/schemas';
import { formatLongDate } from '@/i18n/format';
import { Link } from '@/i18n/navigation';
import type { StandIn } from '@/components/ui/stand-in';
import { ArticleCardView, cardLinkClass } from './article-card-view';

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
  return (
    <ArticleCardView
      date={formatLongDate(article.publishedAt, locale)}
      dateTime={article.publishedAt ?? undefined}
      readingTime={readingTime}
      link={
        <Link href={`/articles/${article.slug}`} className={cardLinkClass}>
          {article.title ?? ''}
        </Link>
      }
      description={article.description}
      tags={article.tags}
      headingLevel={headingLevel}
      standIn={standIn}
    />
  );
}
