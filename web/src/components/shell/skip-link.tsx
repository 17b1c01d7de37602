import styles from './skip-link.module.css';

/** The first focusable element: jumps past the header to `<main id="main">`. */
export function SkipLink({ label }: { label: string }) {
  return (
    <a href="#main" className={styles.skip}>
      {label}
    </a>
  );
}
