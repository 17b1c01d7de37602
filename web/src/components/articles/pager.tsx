import { archivePagePath, type Locale } from '@vitrine/schemas';
import { Link } from '@/i18n/navigation';
import styles from './pager.module.css';

export interface PagerLabels {
  /** The navigation's name ("Pages of articles"). */
  pager: string;
  newer: string;
  older: string;
  /** "Page 2 of 84". */
  status: string;
}

/**
 * The links between the pages of the articles list: newer (the page before),
 * older (the page after), and where this page stands. Nothing for a list
 * that fits one page.
 */
export function Pager({
  locale,
  page,
  pages,
  labels,
}: {
  locale: Locale;
  page: number;
  pages: number;
  labels: PagerLabels;
}) {
  if (pages <= 1) return null;
  // Paths without the language: Link adds it.
  const href = (n: number) => archivePagePath(locale, n).slice(locale.length + 1);
  return (
    <nav className={styles.pager} aria-label={labels.pager}>
      {page > 1 ? (
        <Link href={href(page - 1)} className={styles.link} rel="prev">
          <span aria-hidden="true" className="dir-arrow">
            ←
          </span>
          {labels.newer}
        </Link>
      ) : null}
      <p className={styles.status}>{labels.status}</p>
      {page < pages ? (
        <Link href={href(page + 1)} className={`${styles.link} ${styles.older}`} rel="next">
          {labels.older}
          <span aria-hidden="true" className="dir-arrow">
            →
          </span>
        </Link>
      ) : null}
    </nav>
  );
}
