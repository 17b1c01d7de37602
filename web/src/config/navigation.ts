/**
 * Client-side navigation: when links load the next page ahead of the click.
 * A change here is a product change.
 */

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
