'use client';

import { notify } from '@/components/toasts/notify';
import { Icon } from '@/components/ui/icon';
import styles from './share-button.module.css';

/** Copies the article's address and confirms with a toast. */
export function ShareButton({ label, copied, failed }: { label: string; copied: string; failed: string }) {
  const share = async () => {
    try {
      await navigator.clipboard.writeText(window.location.href);
      notify.success(copied);
    } catch {
      notify.error(failed);
    }
  };
  return (
    <button type="button" className={styles.button} onClick={share}>
      <Icon>
        <path d="M10 14a5 5 0 0 0 7.07 0l3-3a5 5 0 0 0-7.07-7.07l-1.5 1.5M14 10a5 5 0 0 0-7.07 0l-3 3a5 5 0 0 0 7.07 7.07l1.5-1.5" />
      </Icon>
      {label}
    </button>
  );
}
