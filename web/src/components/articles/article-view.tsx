import type { ArticleBySlugQueryResult, Locale } from '@vitrine/schemas';
import { PortableTextBody } from '@/components/portable-text/portable-text-body';
import { ContentImage } from '@/components/ui/content-image';
import { IMAGE_SHAPES } from '@/config/images';
import { imageSizes } from '@/images/sizes';
import { formatLongDate } from '@/i18n/format';
import { Link } from '@/i18n/navigation';
import { standInAttributes, StandInNotice, type StandIn } from '@/components/ui/stand-in';
import { ShareButton } from './share-button.client';
import styles from './article-view.module.css';

export interface ArticleLabels {
  back: string;
  share: string;
  copied: string;
  copyFailed: string;
  previous: string;
  next: string;
  tags: string;
  readingTime: string;
  pagination: string;
}

/**
 * One article: header, cover, body, previous/next. Presentational: everything
 * comes in as props. `locale` is the page's language; an article standing in
 * for a missing translation (`standIn`) says so, and its text, like a
 * neighbour's title in another language (`marks`), carries its own language.
 */
export function ArticleView({
  locale,
  article,
  labels,
  standIn,
  marks = () => undefined,
}: {
  locale: Locale;
  article: NonNullable<ArticleBySlugQueryResult>;
  labels: ArticleLabels;
  standIn?: StandIn;
  marks?: (language: string) => StandIn | undefined;
}) {
  const text = standInAttributes(standIn);
  return (
    <main id="main">
      <article className="container">
        <Link href="/articles" className={styles.back}>
          <span aria-hidden="true" className="dir-arrow">
            ←
          </span>{' '}
          {labels.back}
        </Link>
        {standIn ? <StandInNotice standIn={standIn} /> : null}
        <header className={styles.header}>
          <p className={styles.meta}>
            <time dateTime={article.publishedAt ?? undefined}>{formatLongDate(article.publishedAt, locale)}</time>
            <span aria-hidden="true">·</span>
            <span>{labels.readingTime}</span>
          </p>
          <h1 className={styles.title} {...text}>
            {article.title}
          </h1>
          {article.description ? (
            <p className={styles.lead} {...text}>
              {article.description}
            </p>
          ) : null}
          <div className={styles.row}>
            {article.tags.length > 0 ? (
              <ul className={styles.tags} aria-label={labels.tags} {...text}>
                {article.tags.map((tag) => (
                  <li key={tag}>
                    <Link href={{ pathname: '/articles', query: { tag } }}>{tag}</Link>
                  </li>
                ))}
              </ul>
            ) : (
              <span />
            )}
            <ShareButton label={labels.share} copied={labels.copied} failed={labels.copyFailed} />
          </div>
        </header>
        {article.cover?.url ? (
          <ContentImage
            image={article.cover}
            shape={IMAGE_SHAPES.cover}
            sizes={imageSizes('content')}
            priority
            className={styles.cover}
          />
        ) : null}
        <div className={styles.body} {...text}>
          <PortableTextBody value={article.body} />
        </div>
        {article.previous || article.next ? (
          <nav className={styles.pagination} aria-label={labels.pagination}>
            {article.previous ? (
              <Link href={`/articles/${article.previous.slug}`} className={styles.page} rel="prev">
                <span className={styles.direction}>
                  <span aria-hidden="true" className="dir-arrow">
                    ←
                  </span>{' '}
                  {labels.previous}
                </span>
                <span className={styles.pageTitle} {...standInAttributes(marks(article.previous.locale))}>
                  {article.previous.title}
                </span>
              </Link>
            ) : (
              <span />
            )}
            {article.next ? (
              <Link href={`/articles/${article.next.slug}`} className={`${styles.page} ${styles.nextPage}`} rel="next">
                <span className={styles.direction}>
                  {labels.next}{' '}
                  <span aria-hidden="true" className="dir-arrow">
                    →
                  </span>
                </span>
                <span className={styles.pageTitle} {...standInAttributes(marks(article.next.locale))}>
                  {article.next.title}
                </span>
              </Link>
            ) : null}
          </nav>
        ) : null}
      </article>
    </main>
  );
}
