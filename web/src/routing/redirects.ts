/**
 * The configured root redirect (ROOT_REDIRECT_TARGET), which the proxy applies
 * before routing, as it applies the CMS `redirect` documents (schemas'
 * `matchRedirect`). Pure.
 */
import { redirectLocation, type RedirectTarget } from '@vitrine/schemas';
import type { Env } from '@/env';

/** A visit to `/` may go to a configured target with a configured status. */
export function rootRedirect(pathname: string, config: Env['rootRedirect']): RedirectTarget | null {
  if (!config || pathname !== '/') return null;
  const location = redirectLocation(config.target);
  return location ? { location, status: config.status } : null;
}
