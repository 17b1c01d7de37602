/**
 * CMS `redirect` documents (SPEC §2 route rules): applied by the proxy before
 * routing. A relative destination stays on the site; an absolute one leaves it.
 */
import type { RedirectListQueryResult } from '@vitrine/schemas';

export type RedirectRule = RedirectListQueryResult[number];

export interface RedirectMatch {
  location: URL;
  status: 307 | 308;
}

const normalize = (path: string) => (path.length > 1 ? path.replace(/\/+$/, '') : path);

/** The rule whose source is this path (trailing slashes ignored), as an absolute location and status. */
export function matchRedirect(url: URL, rules: readonly RedirectRule[]): RedirectMatch | null {
  const path = normalize(url.pathname);
  const rule = rules.find((candidate) => candidate.source && normalize(candidate.source) === path);
  if (!rule?.destination) return null;
  const location = new URL(rule.destination, url);
  if (location.href === url.href) return null;
  return { location, status: rule.permanent ? 308 : 307 };
}

/** Caches the rules for a while: the proxy runs on every request. */
export function cachedRules(load: () => Promise<RedirectRule[]>, ttlMs: number, now: () => number = Date.now) {
  let cache: { at: number; rules: RedirectRule[] } | undefined;
  let pending: Promise<RedirectRule[]> | undefined;
  return async (): Promise<RedirectRule[]> => {
    if (cache && now() - cache.at < ttlMs) return cache.rules;
    pending ??= load()
      .then((rules) => {
        cache = { at: now(), rules };
        return rules;
      })
      .catch((error: unknown) => {
        // SPEC §8: failing to fetch route rules is logged; the rules are then empty (kept from before if any).
        console.error('Could not load redirect rules:', error);
        return cache?.rules ?? [];
      })
      .finally(() => {
        pending = undefined;
      });
    return pending;
  };
}
