import type { Env } from '@/env';

/**
 * SPEC §2: a visit to the root may redirect to a configured target with a
 * configured code. Returns the absolute URL and status, or null to let locale
 * detection handle `/`.
 */
export function rootRedirect(url: URL, config: Env['rootRedirect']): { location: URL; status: number } | null {
  if (!config || url.pathname !== '/') return null;
  return { location: new URL(config.target, url), status: config.status };
}
