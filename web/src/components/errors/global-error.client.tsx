'use client';

import { useEffect, useSyncExternalStore } from 'react';
import { ErrorScreen } from './error-screen';
import { GLOBAL_ERROR_LABELS, globalErrorLocale } from './global-error-labels';
import type { RouteErrorProps } from './route-error.client';

const subscribe = () => () => {};
const DEFAULT = globalErrorLocale('/', '');

/** The language of the address (`/fr/…`), else of the browser, else the default. */
function currentLocale(): string {
  return globalErrorLocale(window.location.pathname, navigator.language);
}

/**
 * The last-resort error screen: the root layout itself failed, so this one
 * renders the document, in the visitor's language, with the site's styles.
 */
export function GlobalError({ error }: RouteErrorProps) {
  const locale = useSyncExternalStore(subscribe, currentLocale, () => DEFAULT);
  const t = GLOBAL_ERROR_LABELS[locale]!;
  useEffect(() => {
    console.error(error);
  }, [error]);
  const fromServer = Boolean(error.digest);
  return (
    <html lang={t.lang} dir={t.dir} className="dark">
      <body>
        <title>{t.unexpectedTitle}</title>
        <ErrorScreen
          status={500}
          message={fromServer || !error.message ? t.serverError : error.message}
          detail={fromServer ? t.reference.replace('{digest}', error.digest!) : undefined}
          sorry={t.sorry}
          home={{ href: `/${locale}`, label: t.home }}
          back={{ href: `/${locale}`, label: t.back }}
        />
      </body>
    </html>
  );
}
