/**
 * The CMS `redirect` documents as the site's proxy applies them, and as the
 * links follow them. Pure.
 *
 * A target on this site is sent as a relative Location, which the browser
 * resolves against the address it used: nothing here ever builds a URL from
 * the request's Host header, which a client can forge. An absolute http(s)
 * target leaves the site, as the editor or owner asked.
 */
import { isExternalUrl, isSitePath } from '../rules';
import type { RedirectListQueryResult } from '../sanity.types';

export type RedirectRule = RedirectListQueryResult[number];

export interface RedirectTarget {
  location: string;
  status: 301 | 302 | 307 | 308;
}

const normalize = (path: string) => (path.length > 1 ? path.replace(/\/+$/, '') : path);

/** A usable Location for a configured or edited destination, or null for anything else (`javascript:`, `//host`). */
export function redirectLocation(destination: string | null | undefined): string | null {
  if (isSitePath(destination)) return destination;
  if (isExternalUrl(destination) && /^https?:/.test(destination)) return destination;
  return null;
}

/** The rule whose source is this path (trailing slashes ignored); never a rule that points at the path itself. */
export function matchRedirect(pathname: string, rules: readonly RedirectRule[]): RedirectTarget | null {
  const path = normalize(pathname);
  const rule = rules.find((candidate) => candidate.source && normalize(candidate.source) === path);
  const location = redirectLocation(rule?.destination);
  if (!rule || !location || normalize(location.split(/[?#]/)[0]!) === path) return null;
  return { location, status: rule.permanent ? 308 : 307 };
}
