/**
 * What the fuzzer aims at: every route of the site, in one place. A new route
 * (a sitemap, a feed, a token endpoint) is one entry in ENDPOINTS; its query
 * parameters and methods are then poisoned like the others'.
 *
 * Pure data and pure functions; `site.ts` fills a SiteMap from the demo
 * dataset and the running site.
 */

export type Method = 'GET' | 'HEAD' | 'POST';

export interface Endpoint {
  /** A path that exists on a built site. */
  path: string;
  /** The methods it serves on purpose; the fuzzer sends these most, and others too. */
  methods: readonly Method[];
  /** The query parameters it reads: the generator puts hostile values in these first. */
  params: readonly string[];
  /** The request headers it reads, beyond the usual ones. */
  headers?: readonly string[];
  /**
   * It is protected by a secret, so it may refuse with 401 (wrong or missing secret) and 403 (the
   * feature is not configured). No other route may: a 401/403 elsewhere means some middleware or
   * check refuses a request it should answer, or answer 404.
   */
  secretProtected?: boolean;
  /** A route that is not a page: its refusals must be short (see checks.ts, refusal-body). */
  kind: 'api' | 'file';
}

/** The site's non-page routes (docs/architecture.md, "Routes"). Pages come from the dataset (SiteMap.pages). */
export const ENDPOINTS: readonly Endpoint[] = [
  { kind: 'api', path: '/api/switch-locale', methods: ['GET'], params: ['to', 'from'] },
  {
    kind: 'api',
    path: '/api/draft-mode/enable',
    methods: ['GET'],
    params: ['secret', 'redirect', 'sanity-preview-secret', 'sanity-preview-pathname', 'sanity-preview-perspective'],
    headers: ['sec-fetch-dest', 'sec-fetch-site', 'x-forwarded-proto', 'x-forwarded-host'],
    secretProtected: true,
  },
  {
    kind: 'api',
    path: '/api/draft-mode/disable',
    methods: ['GET'],
    params: ['redirect'],
    headers: ['referer', 'x-forwarded-host'],
  },
  {
    kind: 'api',
    path: '/api/revalidate',
    methods: ['POST'],
    params: [],
    headers: ['sanity-webhook-signature'],
    secretProtected: true,
  },
];

/** Query parameters every page reads or Next itself interprets. */
export const PAGE_PARAMS = ['q', 'tag', '_rsc', 'preview', 'redirect', 'from', 'to', 'locale'] as const;

/** Where the site serves the demo dataset's images (one file per `<sha1>-<w>x<h>.<ext>`). */
export const IMAGES_PREFIX = '/dataset-images/';

/** Path prefixes that are never pages: a 404 under them must be short, like any API refusal. */
export const NON_PAGE_PREFIXES = ['/api/', IMAGES_PREFIX, '/_next/'] as const;

/** Everything the generator needs to know about one built site. Same SiteMap + same seed ⇒ same requests. */
export interface SiteMap {
  locales: readonly string[];
  /** Every page in every language: `/en`, `/fr/about`, `/pt/articles/<slug>`, `/en/studio/process`… */
  pages: readonly string[];
  /** Article slugs, with their language. */
  articles: readonly { locale: string; slug: string }[];
  /** File names under IMAGES_PREFIX. */
  images: readonly string[];
  endpoints: readonly Endpoint[];
  /** CMS `redirect` documents: the proxy answers `source` with `destination`, which may be another site. */
  redirects: readonly { source: string; destination: string }[];
  /** Server action ids found on the contact page (empty when not discovered: the generator invents some). */
  actionIds: readonly string[];
  /** The shared preview secret, when the site under test has one the fuzzer may know (e2e). */
  previewSecret?: string;
}

/**
 * The pathname a request-target names, as a server would route it: the path of
 * an absolute-form target, dot segments resolved, `\` read as `/`. Null for a
 * target no URL parser accepts.
 */
export function routedPathname(target: string): string | null {
  try {
    const url = target.startsWith('/') ? new URL(`http://fuzz.invalid${target}`) : new URL(target);
    return url.pathname;
  } catch {
    return null;
  }
}

/** Percent-decodes what decodes; a malformed escape stays as it is. */
export function lenientDecode(path: string): string {
  return path.replace(/(?:%[0-9a-f]{2})+/gi, (run) => {
    try {
      return decodeURIComponent(run);
    } catch {
      return run;
    }
  });
}

/** True for a path the site answers with a page (or its 404 page), false under NON_PAGE_PREFIXES and for endpoints. */
export function isPagePath(pathname: string, endpoints: readonly Endpoint[] = ENDPOINTS): boolean {
  const path = lenientDecode(pathname);
  if (NON_PAGE_PREFIXES.some((prefix) => path.startsWith(prefix))) return false;
  return !endpoints.some((endpoint) => path === endpoint.path || path === `${endpoint.path}/`);
}

/** The secret-protected endpoint this path routes to, if any (trailing slash and escapes tolerated). */
export function isSecretProtectedPath(pathname: string, endpoints: readonly Endpoint[] = ENDPOINTS): boolean {
  const path = lenientDecode(pathname).replace(/(.)\/+$/, '$1');
  return endpoints.some((endpoint) => endpoint.secretProtected && endpoint.path === path);
}
