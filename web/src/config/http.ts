/** The HTTP client's retry rule: which statuses are retried, how often, after how long. */
export const RETRY = {
  retries: 1,
  safeMethods: ['GET', 'HEAD', 'OPTIONS'],
  statuses: [408, 409, 425, 429, 500, 502, 503, 504],
} as const;

/** How long one request to the Content Lake may take before it fails (and is retried once, RETRY). */
export const CONTENT_TIMEOUT_MS = 10_000;

/**
 * Prerendered pages behind a CDN or caching proxy (docs/hosting.md): a
 * shared cache keeps a page 20 s and may serve it 40 s more while it fetches
 * a fresh one, so a change published through the webhook reaches visitors
 * through any cache within a minute, and the server sees one request per page
 * per 20 s however busy the site is.
 */
export const CDN = {
  sMaxAgeSeconds: 20,
  staleWhileRevalidateSeconds: 40,
} as const;

/**
 * The Vitrine server's moment-long copy of Next's answer for a prerendered
 * page (server/microcache.ts): a busy page is answered without Next's routing
 * for a second at a time. Bounded by bytes (a page is 30–100 KB; Next keeps
 * its own copies too), and emptied by the revalidation webhook. An answer
 * from a copy says so in `header` (`hit`), as a caching proxy's X-Cache does.
 */
export const MICROCACHE = {
  header: 'x-vitrine-cache',
  ttlMs: 1000,
  maxBytes: 16 * 1024 * 1024,
  maxEntryBytes: 1024 * 1024,
} as const;

/**
 * The server's connections (server/main.ts). An idle keep-alive connection stays open longer than a proxy
 * keeps its own to the site (nginx's upstream `keepalive_timeout`, 60 s in deploy/; load balancers' idle
 * timeouts are commonly 60 s too): the proxy closes it first, so it never sends a request down a connection
 * the site is closing at that moment. Node's default, 5 s, lost that race: a request sent then fails ("other
 * side closed", as the e2e crawls met it on a loaded machine), and nginx does not send a failed POST again.
 * Slow clients still cannot hold a request open: the headers must arrive within 20 s and the whole request
 * within a minute.
 */
export const CONNECTIONS = {
  keepAliveMs: 65_000,
  headersTimeoutMs: 20_000,
  requestTimeoutMs: 60_000,
} as const;
