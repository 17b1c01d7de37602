import type { ReactNode } from 'react';
import styles from './empty-state.module.css';

/** What a generated list shows when it has nothing yet. */
export function EmptyState({ children }: { children: ReactNode }) {
  return <p className={styles.empty}>{children}</p>;
}
