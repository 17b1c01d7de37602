import type { ReactNode } from 'react';
import { Link } from '@/i18n/navigation';
import styles from './home-section.module.css';

/** A titled band of the home page with a "see all" link. */
export function HomeSection({
  id,
  title,
  more,
  children,
}: {
  id: string;
  title: string;
  more?: { href: string; label: string };
  children: ReactNode;
}) {
  return (
    <section className={styles.section} aria-labelledby={id}>
      <div className={styles.head}>
        <h2 id={id} className={styles.title}>
          {title}
        </h2>
        {more ? (
          <Link href={more.href} className={styles.more}>
            {more.label}{' '}
            <span aria-hidden="true" className="dir-arrow">
              →
            </span>
          </Link>
        ) : null}
      </div>
      {children}
    </section>
  );
}
