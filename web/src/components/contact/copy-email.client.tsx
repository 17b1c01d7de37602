'use client';

import { useCallback, useEffect, useSyncExternalStore } from 'react';
import { notify } from '@/components/toasts/notify';
import { Icon } from '@/components/ui/icon';
import { isCopyShortcut } from './shortcut';
import styles from './contact-channels.module.css';

const subscribe = () => () => {};
const isApple = () => /Mac|iPhone|iPad|iPod/.test(navigator.platform || navigator.userAgent);

/**
 * Copies the e-mail address to the clipboard, from the button or with
 * Ctrl+O (⌘O on Apple devices) anywhere on the page, and says so in a toast.
 */
export function CopyEmail({
  email,
  label,
  copied,
  failed,
}: {
  email: string;
  label: string;
  copied: string;
  failed: string;
}) {
  const apple = useSyncExternalStore(subscribe, isApple, () => false);

  const copy = useCallback(async () => {
    try {
      await navigator.clipboard.writeText(email);
      notify.success(copied);
    } catch {
      notify.error(failed);
    }
  }, [email, copied, failed]);

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (!isCopyShortcut(event)) return;
      event.preventDefault();
      void copy();
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [copy]);

  return (
    <button type="button" className={styles.copy} onClick={() => void copy()} aria-keyshortcuts="Control+O Meta+O">
      <Icon size={15}>
        <rect x="9" y="9" width="12" height="12" rx="2" />
        <path d="M5 15H4a1 1 0 0 1-1-1V4a1 1 0 0 1 1-1h10a1 1 0 0 1 1 1v1" />
      </Icon>
      {label}
      <kbd className={styles.kbd} aria-hidden="true">
        {apple ? '⌘' : 'Ctrl'} O
      </kbd>
    </button>
  );
}
