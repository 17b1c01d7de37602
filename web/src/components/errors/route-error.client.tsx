'use client';

import { useEffect } from 'react';
import { useTranslations } from 'next-intl';
import { ErrorScreen } from './error-screen.client';

/** The error boundary of every localized route: a fatal or unhandled error (SPEC §2, §8). */
export function RouteError({
  error,
  reset,
}: {
  error: Error & { digest?: string; statusCode?: number };
  reset: () => void;
}) {
  const t = useTranslations('ErrorScreen');
  useEffect(() => {
    console.error(error);
  }, [error]);
  return (
    <ErrorScreen
      status={error.statusCode ?? 500}
      reset={reset}
      labels={{ message: t('unexpected', { path: '{path}' }), sorry: t('sorry'), home: t('home'), back: t('back') }}
    />
  );
}
