/**
 * The site's own index of what exists (schemas' `buildSiteIndex`, which the
 * Studio's checks share), built once per route index query result, at the
 * page size the site runs with.
 */
import { buildSiteIndex, type RouteIndexQueryResult, type SiteIndex } from '@vitrine/schemas';
import { archivePageSize } from './archive';

const built = new WeakMap<RouteIndexQueryResult, SiteIndex>();

/** The index of a query result, built once per result (the memoized published one is the same object between refreshes). */
export function siteIndexOf(result: RouteIndexQueryResult): SiteIndex {
  let index = built.get(result);
  if (!index) {
    index = buildSiteIndex(result, { pageSize: archivePageSize() });
    built.set(result, index);
  }
  return index;
}
