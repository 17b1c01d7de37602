import { isLocale } from '@vitrine/schemas';
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

/**
 * A first segment shaped like a language code (`de`, `es`, `pt-PT`) that is not one of ours:
 * such a path is answered 404 rather than redirected under a supported prefix.
 */
export function isForeignLocalePrefix(pathname: string): boolean {
  const first = pathname.split('/')[1] ?? '';
  return /^[a-z]{2}(-[a-z]{2})?$/i.test(first) && !isLocale(first);
}
