'use client';

import { createContext, useContext, type ReactNode } from 'react';

/** The error screens' strings, translated on the server; `{path}` and `{digest}` stay placeholders. */
export interface ErrorLabels {
  unmatched: string;
  invalid: string;
  serverError: string;
  reference: string;
  sorry: string;
  home: string;
  back: string;
  /** The language's home page: where both controls go without JavaScript. */
  homeHref: string;
}

const ErrorLabelsContext = createContext<ErrorLabels | null>(null);

/**
 * Hands the error boundaries their strings. Error and not-found boundaries get
 * no props from the server, and a full i18n runtime on the client would cost
 * every page ~12 KB: this context costs a few hundred bytes.
 */
export function ErrorLabelsProvider({ labels, children }: { labels: ErrorLabels; children: ReactNode }) {
  return <ErrorLabelsContext value={labels}>{children}</ErrorLabelsContext>;
}

export function useErrorLabels(): ErrorLabels {
  const labels = useContext(ErrorLabelsContext);
  if (!labels) throw new Error('useErrorLabels() needs <ErrorLabelsProvider> (set in app/[locale]/layout.tsx).');
  return labels;
}
