import styles from './availability.module.css';

/** The availability badge a pulsing green dot when open to work, red otherwise. */
export function Availability({ available, label }: { available: boolean; label: string }) {
  return (
    <p className={styles.badge} data-available={available}>
      <span className={styles.dot} aria-hidden="true" />
      {label}
    </p>
  );
}
