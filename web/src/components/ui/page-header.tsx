import type { ReactNode } from 'react';
import styles from './page-header.module.css';

/** A page's h1 with an optional eyebrow and lead paragraph. */
export function PageHeader({
  title,
  lead,
  eyebrow,
  children,
}: {
  title: string;
  lead?: string | null;
  eyebrow?: ReactNode;
  children?: ReactNode;
}) {
  return (
    <header className={styles.header}>
      {eyebrow ? <p className={styles.eyebrow}>{eyebrow}</p> : null}
      <h1 className={styles.title}>{title}</h1>
      {lead ? <p className={styles.lead}>{lead}</p> : null}
      {children}
    </header>
  );
}
