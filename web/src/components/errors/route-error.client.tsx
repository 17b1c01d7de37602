'use client';

import { useEffect } from 'react';
import { ErrorScreen } from './error-screen';
import { useErrorLabels } from './error-labels.client';

export type RouteErrorProps = {
  error: Error & { digest?: string; statusCode?: number };
  reset: () => void;
};

/**
 * What an unhandled error shows (the error boundary of every localized
 * route). An error thrown in the browser shows its own message. An error of
 * the server carries a digest instead (Next never sends a server error's
 * message or stack to the browser): the screen says so safely, with the
 * digest to quote, which the server logged beside the real error.
 */
export function RouteError({ error }: RouteErrorProps) {
  const labels = useErrorLabels();
  useEffect(() => {
    console.error(error);
  }, [error]);
  const fromServer = Boolean(error.digest);
  return (
    <ErrorScreen
      status={error.statusCode ?? 500}
      message={fromServer || !error.message ? labels.serverError : error.message}
      detail={fromServer ? labels.reference.replace('{digest}', error.digest!) : undefined}
      sorry={labels.sorry}
      home={{ href: labels.homeHref, label: labels.home }}
      back={{ href: labels.homeHref, label: labels.back }}
    />
  );
}
