'use client';

import { ErrorScreen } from './error-screen.client';
import { useErrorLabels } from './error-labels.client';

/**
 * 404 screens (SPEC §2, §8): `unmatched` when no route matches the path
 * ("Page not found: {path}", non-fatal), `invalid` when a route's params fail
 * its validate rule ("Page Not Found: {path}"). The strings come from the
 * layout, so the boundary stays static.
 */
export function NotFoundScreen({ kind }: { kind: 'unmatched' | 'invalid' }) {
  const labels = useErrorLabels();
  return (
    <ErrorScreen
      status={404}
      labels={{ message: labels[kind], sorry: labels.sorry, home: labels.home, back: labels.back }}
    />
  );
}
