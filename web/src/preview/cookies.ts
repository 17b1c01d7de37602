/**
 * Attributes of the draft-mode and preview token cookies. Pure.
 *
 * - Always HttpOnly and path `/`.
 * - Secure as the deployment says (env: always in production, except a site
 *   whose SITE_URL is plain http on a loopback host, as in the tests), never
 *   as a request's Host or X-Forwarded-Proto says: those are the client's.
 * - SameSite=None (with Secure and CHIPS `Partitioned`) only when the request
 *   comes from a cross-site iframe: the Presentation tool of a Studio hosted on
 *   another site. Everywhere else Lax: a link from another site may open a
 *   preview, but no other site can post to it or frame it with the cookies.
 */

export interface CookieRequest {
  /** The deployment's choice (env `server.secureCookies`). */
  secureCookies: boolean;
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

export function inCrossSiteFrame({ fetchDest, fetchSite }: CookieRequest): boolean {
  return fetchDest === 'iframe' && fetchSite === 'cross-site';
}

export function previewCookieOptions(request: CookieRequest, maxAgeSeconds?: number): PreviewCookieOptions {
  const crossSite = inCrossSiteFrame(request);
  return {
    httpOnly: true,
    path: '/',
    // SameSite=None is only accepted on a Secure cookie.
    secure: crossSite || request.secureCookies,
    sameSite: crossSite ? 'none' : 'lax',
    partitioned: crossSite,
    ...(maxAgeSeconds === undefined ? {} : { maxAge: maxAgeSeconds }),
  };
}
