'use client';

import { useEffect, useSyncExternalStore } from 'react';
import { ErrorScreen } from './error-screen';
import { GLOBAL_ERROR_LABELS } from './global-error-labels';
import type { RouteErrorProps } from './route-error.client';

const subscribe = () => () => {};
const LANGS = Object.keys(GLOBAL_ERROR_LABELS) as (keyof typeof GLOBAL_ERROR_LABELS)[];

/** The language of the address (`/fr/…`), else of the browser, else English. */
function currentLocale(): keyof typeof GLOBAL_ERROR_LABELS {
  const fromPath = window.location.pathname.split('/')[1];
  const fromBrowser = navigator.language.slice(0, 2);
  return LANGS.find((code) => code === fromPath) ?? LANGS.find((code) => code === fromBrowser) ?? 'en';
}

/**
 * The last-resort error screen: the root layout itself failed, so this one
 * renders the document, in the visitor's language, with the site's styles.
 */
export function GlobalError({ error }: RouteErrorProps) {
  const locale = useSyncExternalStore(subscribe, currentLocale, () => 'en' as const);
  const t = GLOBAL_ERROR_LABELS[locale];
  useEffect(() => {
    console.error(error);
  }, [error]);
  const fromServer = Boolean(error.digest);
  return (
    <html lang={locale} className="dark">
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
