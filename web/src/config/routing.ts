/** How the proxy answers what is not a page (routing/, proxy.ts). */
export const NOT_FOUND = {
  /** The 404 screens are static pages under each language, built with the 404 status; the proxy sends unknown paths to them. */
  templateSegment: '_404',
} as const;

/**
 * How the proxy hands a request to a route other than its path's (a 404 screen, a page's social card, the
 * preview's enable route): it names the route in this request header, and a rewrite of next.config.ts
 * (`rewrites`, before the file system) sends the request there. A rewrite of Next's own configuration stays
 * inside on every host and shows the visitor nothing, where the proxy's own rewrite tells the visitor its
 * target (`x-middleware-rewrite`) and, under `next start -H 127.0.0.1`, is sent over the network to the
 * server itself (vercel/next.js#94745). The proxy removes a client's copy of the header; the paths the proxy
 * does not see are left out of the rewrite.
 */
export const INTERNAL_ROUTE = {
  header: 'x-vitrine-route',
  /** The paths the proxy does not run on (its matcher), where the header is never believed. */
  outsideProxy: ['_next/', 'api/', 'dataset-images/'],
} as const;

/** The unprefixed-path redirect to a language: temporary, the visitor's language may change. */
export const LOCALE_REDIRECT_STATUS = 307;

/** The API routes that take a POST (their route.ts exports POST); a post to any other API path is refused at the door. */
export const POST_ENDPOINTS: readonly string[] = ['/api/revalidate'];
