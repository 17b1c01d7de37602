'use client';

import { useTranslations } from 'next-intl';
import { ErrorScreen } from './error-screen.client';

/**
 * 404 screens (SPEC §2, §8): `unmatched` when no route matches the path
 * ("Page not found: {path}", non-fatal), `invalid` when a route's params fail
 * its validate rule ("Page Not Found: {path}"). Translated from the messages
 * the layout hands to the client, so the boundary stays static.
 */
export function NotFoundScreen({ kind }: { kind: 'unmatched' | 'invalid' }) {
  const t = useTranslations('ErrorScreen');
  return (
    <ErrorScreen
      status={404}
      labels={{ message: t(kind, { path: '{path}' }), sorry: t('sorry'), home: t('home'), back: t('back') }}
    />
  );
}
