/**
 * Client-side navigation: when the browser reloads on its own, and when links
 * load the next page ahead of the click. A change here is a product change.
 */

/** A reload the page starts by itself (a new deployment, a missing chunk) happens at most once per path in this window. */
export const RELOAD_GUARD = {
  windowMs: 10_000,
  /** Where the last such reload is remembered (sessionStorage: per tab, gone with it). */
  storageKey: 'vitrine:reload',
} as const;

/** Loading the pages that links point to before they are clicked (Next's prefetch). */
export const PREFETCH = {
  /**
   * Prefetch requests in flight at once. Next's own scheduler holds its
   * normal-priority prefetches to this number; links ask it only at that
   * priority, so a hovered link never raises it (i18n/link.client.tsx).
   */
  maxConcurrent: 4,
  /**
   * `navigator.connection.effectiveType` values on which nothing is
   * prefetched; nor is anything when the visitor asked to save data
   * (`navigator.connection.saveData`, the Save-Data header).
   */
  slowConnections: ['slow-2g', '2g'],
} as const;
