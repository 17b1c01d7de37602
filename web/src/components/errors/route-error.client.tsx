'use client';

import { useEffect } from 'react';
import { isChunkLoadError } from '@/navigation/reloads';
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
 * digest to quote, which the server logged beside the real error. A script
 * chunk that failed to load (a deployment removed it) is reported to the
 * window as an uncaught error would be: the reload guard there reloads the
 * page, once (navigation/reloads.ts, started by the shell's Providers).
 */
export function RouteError({ error }: RouteErrorProps) {
  const labels = useErrorLabels();
  useEffect(() => {
    // After this commit's effects, so that the guard is listening even when the error came on the first render.
    if (isChunkLoadError(error)) queueMicrotask(() => reportError(error));
    else console.error(error);
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
