/** How the proxy answers what is not a page (routing/, proxy.ts, and the server that serves them). */
export const NOT_FOUND = {
  /** The 404 screens are static pages under each language; the proxy rewrites unknown paths to them. */
  templateSegment: '_404',
  /** The response header by which the proxy tells the server "this is a 404" (the server removes it). */
  statusHeader: 'x-vitrine-status',
} as const;

/** The unprefixed-path redirect to a language: temporary, the visitor's language may change. */
export const LOCALE_REDIRECT_STATUS = 307;

/** The API routes that take a POST (their route.ts exports POST); a post to any other API path is refused at the door. */
export const POST_ENDPOINTS: readonly string[] = ['/api/revalidate'];
