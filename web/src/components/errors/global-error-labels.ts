/**
 * The strings of the last-resort error screen (app/global-error.tsx), which
 * renders when the root layout itself fails: no server props, no context, and
 * its code ships with every page, so it cannot load the messages files. The
 * build reads them (`globalErrorLabels` in i18n/message-files.ts) and compiles
 * the strings of every listed language in, as `__VITRINE_GLOBAL_ERROR_LABELS__`
 * (next.config.ts `compiler.define`; vitest.config.ts defines the same).
 */
import type { GlobalErrorLabels } from '@/i18n/message-files';

declare const __VITRINE_GLOBAL_ERROR_LABELS__: string;

/** Language code → its strings, in the list's order; the first is the default language. */
export const GLOBAL_ERROR_LABELS: Readonly<Record<string, GlobalErrorLabels>> = JSON.parse(
  __VITRINE_GLOBAL_ERROR_LABELS__,
);

/** The screen's language: the address's (`/fr/…`), else the browser's, else the default (the first). */
export function globalErrorLocale(pathname: string, browserLanguage: string): string {
  const codes = Object.keys(GLOBAL_ERROR_LABELS);
  const fromPath = pathname.split('/')[1]?.toLowerCase();
  const browser = browserLanguage.toLowerCase();
  return (
    codes.find((code) => code === fromPath) ??
    codes.find((code) => code === browser) ??
    codes.find((code) => code === browser.split('-')[0]) ??
    codes[0]!
  );
}
