/**
 * How the proxy hands `?preview=<secret>` and the page it was on to the enable
 * route (config/preview.ts `pageHeaders`). Header values must be Latin-1, and a
 * secret typed into a URL can be anything, so both travel percent-encoded; a
 * value that does not decode reads as absent (the route then says the secret
 * is missing). The guard drops these headers from clients' requests.
 */
import { PREVIEW } from '@/config/preview';

export function previewPageHeaders(secret: string, redirect: string): Record<string, string> {
  return {
    [PREVIEW.pageHeaders.secret]: encodeURIComponent(secret),
    [PREVIEW.pageHeaders.redirect]: encodeURIComponent(redirect),
  };
}

function decoded(value: string | null): string | null {
  if (value === null) return null;
  try {
    return decodeURIComponent(value);
  } catch {
    return null;
  }
}

/** The secret and the page the proxy passed, each null when absent or malformed. */
export function readPreviewPageHeaders(headers: Headers): { secret: string | null; redirect: string | null } {
  return {
    secret: decoded(headers.get(PREVIEW.pageHeaders.secret)),
    redirect: decoded(headers.get(PREVIEW.pageHeaders.redirect)),
  };
}
