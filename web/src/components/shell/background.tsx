import styles from './background.module.css';

/** The decorative dotted backdrop: fixed, behind everything, invisible to assistive tech. */
export function Background() {
  return <div className={styles.background} aria-hidden="true" />;
}
