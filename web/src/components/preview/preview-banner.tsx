import styles from './preview-banner.module.css';

export interface PreviewBannerProps {
  /** "Preview mode". */
  label: string;
  /** What the page shows: drafts, or published content when the session has expired. */
  note: string;
  exitLabel: string;
  /** The disable route; it sends the visitor back to the page they were on. */
  exitHref: string;
}

/** Shown on every page while draft mode is on. A plain link: leaving needs a full request. */
export function PreviewBanner({ label, note, exitLabel, exitHref }: PreviewBannerProps) {
  return (
    <aside className={styles.banner} aria-label={label}>
      <p className={styles.text}>
        <span className={styles.label}>{label}</span> {note}
      </p>
      <a className={styles.exit} href={exitHref}>
        {exitLabel}
      </a>
    </aside>
  );
}
