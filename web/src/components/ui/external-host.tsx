import { displayHost } from '@/routing/href';
import styles from './external-host.module.css';

/**
 * Where a card's link leads, as a line at its foot (`studio.example ↗`), for
 * the eye only: the card's own link names the place. Works and partners.
 */
export function ExternalHost({ url, className }: { url: string; className?: string }) {
  return (
    <p className={className} aria-hidden="true">
      {displayHost(url)}{' '}
      <span className={styles.arrow}>
        <span className="dir-arrow">↗</span>
      </span>
    </p>
  );
}
