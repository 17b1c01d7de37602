'use client';

import { useEffect } from 'react';
import { ErrorScreen } from './error-screen.client';
import { useErrorLabels } from './error-labels.client';

/** The error boundary of every localized route: a fatal or unhandled error (SPEC §2, §8). */
export function RouteError({
  error,
  reset,
}: {
  error: Error & { digest?: string; statusCode?: number };
  reset: () => void;
}) {
  const labels = useErrorLabels();
  useEffect(() => {
    console.error(error);
  }, [error]);
  return (
    <ErrorScreen
      status={error.statusCode ?? 500}
      reset={reset}
      labels={{ message: labels.unexpected, sorry: labels.sorry, home: labels.home, back: labels.back }}
    />
  );
}
