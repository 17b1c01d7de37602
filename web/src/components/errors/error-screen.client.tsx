'use client';

import { usePathname, useRouter } from 'next/navigation';
import { useEffect, useSyncExternalStore } from 'react';
import { isBot } from './bots';
import styles from './error-screen.module.css';

export interface ErrorScreenLabels {
  /** The error message, with `{path}` standing for the current path. */
  message: string;
  sorry: string;
  home: string;
  back: string;
}

const subscribe = () => () => {};

/**
 * SPEC §2 error screen: status code, message, an apology, "Go back home" and
 * "Go back". Both buttons clear the error first (`reset`, for error
 * boundaries). Bots get no screen, only the status and a log line.
 */
export function ErrorScreen({
  status,
  labels,
  reset,
}: {
  status: number;
  labels: ErrorScreenLabels;
  reset?: () => void;
}) {
  const path = usePathname() ?? '/';
  const router = useRouter();
  const message = labels.message.replace('{path}', path);
  const bot = useSyncExternalStore(
    subscribe,
    () => isBot(navigator.userAgent),
    () => false,
  );

  useEffect(() => {
    if (bot) console.error(`[${status}] ${message}`);
  }, [bot, status, message]);

  if (bot) return null;

  return (
    <main id="main" className={styles.screen}>
      <div className={styles.card}>
        <p className={styles.status}>{status}</p>
        <h1 className={styles.message}>{message}</h1>
        <p className={styles.sorry}>{labels.sorry}</p>
        <div className={styles.actions}>
          <button
            type="button"
            className={styles.primary}
            onClick={() => {
              reset?.();
              router.push('/');
            }}
          >
            {labels.home}
          </button>
          <button
            type="button"
            className={styles.secondary}
            onClick={() => {
              reset?.();
              window.history.back();
            }}
          >
            {labels.back}
          </button>
        </div>
      </div>
    </main>
  );
}
