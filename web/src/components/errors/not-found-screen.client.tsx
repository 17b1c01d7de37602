'use client';

import { ErrorScreen, withPath } from './error-screen';
import { useErrorLabels } from './error-labels.client';
import { RequestedPath } from './requested-path.client';

/**
 * The 404 screen of a route that called notFound() while rendering (in draft
 * mode, where the proxy lets every path through): `unmatched` when no page
 * has the path, `invalid` when a route's validate rule refused it. Unknown
 * paths of the public site get the server-rendered screen instead
 * (app/[locale]/_404).
 */
export function NotFoundScreen({ kind }: { kind: 'unmatched' | 'invalid' }) {
  const labels = useErrorLabels();
  return (
    <ErrorScreen
      status={404}
      message={withPath(labels[kind], <RequestedPath />)}
      sorry={labels.sorry}
      home={{ href: labels.homeHref, label: labels.home }}
      back={{ href: labels.homeHref, label: labels.back }}
    />
  );
}
