import type { Direction } from '@vitrine/schemas';
import styles from './stand-in.module.css';

/**
 * Content in another language than the page's: the default language's
 * version standing in for a missing translation (schemas/src/site/site-index.ts).
 * What wraps it carries its `lang` and `dir`; the marks below are in the
 * page's language and say so.
 */
export interface StandIn {
  /** The content's language tag and direction. */
  lang: string;
  dir: Direction;
  /** The page's, for the marks written in it. */
  pageLang: string;
  pageDir: Direction;
  /** "Not yet translated", on a list item. */
  label: string;
  /** The longer note above a page's content, naming the language it is shown in. */
  notice: string;
}

/** `lang` and `dir` for the element that holds stand-in content; nothing for content in the page's language. */
export function standInAttributes(standIn: StandIn | undefined): { lang?: string; dir?: Direction } {
  return standIn ? { lang: standIn.lang, dir: standIn.dir } : {};
}

/** The short mark on a list item that stands in. */
export function StandInBadge({ standIn }: { standIn: StandIn }) {
  return (
    <span className={styles.badge} lang={standIn.pageLang} dir={standIn.pageDir}>
      {standIn.label}
    </span>
  );
}

/** The note above a page whose content stands in for a missing translation. */
export function StandInNotice({ standIn }: { standIn: StandIn }) {
  return (
    <p className={styles.notice} role="note" lang={standIn.pageLang} dir={standIn.pageDir}>
      {standIn.notice}
    </p>
  );
}
