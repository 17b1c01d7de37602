import type { ReactNode } from 'react';
import buttons from '@/components/ui/button.module.css';
import { NOT_FOUND_SCREEN } from '@/config/slots';
import { BackLink } from './back-link.client';
import styles from './error-screen.module.css';

export interface ErrorScreenProps {
  status: number;
  /** The message, e.g. "Page not found: /en/nope" (the path may be a live slot, see requested-path.client). */
  message: ReactNode;
  sorry: string;
  home: { href: string; label: string };
  back: { href: string; label: string };
  /** A line under the apology: the reference of a server error (its digest). */
  detail?: ReactNode;
}

/**
 * The error screen: status, message, apology, "Go back home" and "Go back".
 * Both controls are plain links, so they work before (or without) JavaScript;
 * "Go back" becomes a step back in history once it can. Rendered on the
 * server for 404s (app/[locale]/_404) and by the error boundaries.
 */
export function ErrorScreen({ status, message, sorry, home, back, detail }: ErrorScreenProps) {
  // A 404 screen says so in its HTML: a static page the Vitrine server answers with the status (server/slots.ts).
  const mark = status === 404 ? { [NOT_FOUND_SCREEN.attribute]: NOT_FOUND_SCREEN.value } : {};
  return (
    <main id="main" className={styles.screen} {...mark}>
      <div className={styles.card}>
        <p className={styles.status}>{status}</p>
        <h1 className={styles.message}>{message}</h1>
        <p className={styles.sorry}>{sorry}</p>
        {detail ? <p className={styles.detail}>{detail}</p> : null}
        <div className={styles.actions}>
          <a href={home.href} className={`${buttons.button} ${buttons.primary}`}>
            {home.label}
          </a>
          <BackLink href={back.href} className={`${buttons.button} ${buttons.secondary}`}>
            {back.label}
          </BackLink>
        </div>
      </div>
    </main>
  );
}

/** Splits a translated message around its `{path}` argument, to put a live path in its place. */
export function withPath(message: string, path: ReactNode): ReactNode {
  const at = message.indexOf('{path}');
  if (at === -1) return message;
  return (
    <>
      {message.slice(0, at)}
      {path}
      {message.slice(at + '{path}'.length)}
    </>
  );
}
