/**
 * Attributes of the draft-mode and preview token cookies. Pure.
 *
 * - Always HttpOnly and path `/`.
 * - Secure everywhere but on a loopback host reached over plain http (`next
 *   start` on http://localhost or 127.0.0.1 in development and tests, where a
 *   Secure cookie would be lost). The host is the one the browser used (Host,
 *   or X-Forwarded-Host behind a proxy); X-Forwarded-Proto https forces Secure.
 * - SameSite=None (with Secure and CHIPS `Partitioned`) only when the request
 *   comes from a cross-site iframe: the Presentation tool of a Studio hosted on
 *   another site. Everywhere else Lax: a link from another site may open a
 *   preview, but no other site can post to it or frame it with the cookies.
 */

export interface CookieRequest {
  /** The host the browser used: X-Forwarded-Host, else Host (a port is ignored). */
  host: string | null;
  /** X-Forwarded-Proto, when a proxy sets it. */
  forwardedProto: string | null;
  /** The `Sec-Fetch-Dest` and `Sec-Fetch-Site` request headers. */
  fetchDest: string | null;
  fetchSite: string | null;
}

export interface PreviewCookieOptions {
  httpOnly: true;
  path: '/';
  secure: boolean;
  sameSite: 'lax' | 'none';
  partitioned: boolean;
  maxAge?: number;
}

/** The hostname of a Host header value: `127.0.0.1:3000` → `127.0.0.1`, `[::1]:3000` → `::1`. */
export function hostnameOf(host: string): string {
  const value = host.trim().toLowerCase();
  if (value.startsWith('[')) return value.slice(1, value.indexOf(']') === -1 ? undefined : value.indexOf(']'));
  return value.replace(/:\d+$/, '');
}

export function isLoopback(hostname: string): boolean {
  const host = hostname.toLowerCase().replace(/^\[|\]$/g, '');
  return host === 'localhost' || host.endsWith('.localhost') || host === '::1' || /^127(\.\d{1,3}){3}$/.test(host);
}

export function inCrossSiteFrame({ fetchDest, fetchSite }: CookieRequest): boolean {
  return fetchDest === 'iframe' && fetchSite === 'cross-site';
}

export function previewCookieOptions(request: CookieRequest, maxAgeSeconds?: number): PreviewCookieOptions {
  const crossSite = inCrossSiteFrame(request);
  return {
    httpOnly: true,
    path: '/',
    // SameSite=None is only accepted on a Secure cookie; no Host at all is treated as public.
    secure:
      crossSite || request.forwardedProto === 'https' || request.host === null || !isLoopback(hostnameOf(request.host)),
    sameSite: crossSite ? 'none' : 'lax',
    partitioned: crossSite,
    ...(maxAgeSeconds === undefined ? {} : { maxAge: maxAgeSeconds }),
  };
}
