import type { ReactNode } from 'react';
import { PageHeader } from '@/components/ui/page-header';
import styles from './setup-page.module.css';

export interface SetupLabels {
  title: string;
  lead: string;
  first: string;
  steps: string[];
  note: ReactNode;
}

/**
 * A language's root in a project with no site settings yet: what to create
 * first, in order. Shown until the settings are published; never indexed.
 */
export function SetupPage({ labels }: { labels: SetupLabels }) {
  return (
    <main id="main" className="container">
      <PageHeader title={labels.title} lead={labels.lead} />
      <section aria-labelledby="setup-first" className={styles.steps}>
        <h2 id="setup-first" className={styles.heading}>
          {labels.first}
        </h2>
        <ol className={styles.list}>
          {labels.steps.map((step) => (
            <li key={step}>{step}</li>
          ))}
        </ol>
        <p className={styles.note}>{labels.note}</p>
      </section>
    </main>
  );
}
