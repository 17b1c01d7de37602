/**
 * What caches may do with a response: the header the server sends in place
 * of the one Next writes for prerendered pages (`s-maxage=31536000`, right
 * for a host whose CDN is purged by revalidation, wrong for any other CDN or
 * caching proxy, which would serve a page for a year after the webhook). Pure.
 */
import { CDN } from '../src/config/http';

export interface CacheInput {
  status: number;
  /** What Next set, if anything. */
  nextCacheControl: string | undefined;
  /** A per-response value was written into the page (a form token, the requested path). */
  personalized: boolean;
}

export function cacheControl({ status, nextCacheControl, personalized }: CacheInput): string | undefined {
  // 404s and errors: never kept as if permanent (a page may be published at that path a minute later).
  if (status >= 400) return 'no-store';
  if (personalized) return 'private, no-store';
  // Next's own answers for drafts, per-request pages and immutable assets stand as they are.
  if (
    !nextCacheControl ||
    !/(^|,\s*)s-maxage=\d+/.test(nextCacheControl) ||
    /private|no-store/.test(nextCacheControl)
  ) {
    return nextCacheControl;
  }
  // A prerendered page: shared caches keep it briefly and may serve it stale while they refresh it.
  return `public, max-age=0, s-maxage=${CDN.sMaxAgeSeconds}, stale-while-revalidate=${CDN.staleWhileRevalidateSeconds}`;
}
