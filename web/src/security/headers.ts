/**
 * The security headers, in one place for every host.
 *
 * - `hostHeaderRules`: what every host sends, as next.config.ts `headers()`
 *   rules, so Vercel, Netlify, the standalone output, `next start` and
 *   `npm start` agree: nosniff, Referrer-Policy, Permissions-Policy, COOP,
 *   CORP, frame protection, HSTS over HTTPS, and a Content Security Policy
 *   that does not depend on the page.
 * - `baseHeaders` and `pagePolicy`: what the Vitrine server (server/respond.ts)
 *   sets on each response it finishes: the same headers, decided with what
 *   only it knows (HTTPS as a trusted proxy says, a Presentation session's
 *   signed token), and the policy with the hashes of the page's own inline
 *   scripts, which needs the response's bytes.
 *
 * Pure. What differs between the two policies, and why, is in docs/security.md.
 */

/** Where the page may reach beyond its own origin, and who may frame it. */
export interface PolicySources {
  /**
   * What lets the page's inline scripts run: the hashes of those the server trusts
   * (security/inline-scripts.ts), or `'unsafe-inline'` where no server reads the page.
   */
  inlineScripts: readonly string[];
  /** Image origins besides 'self', e.g. the Sanity CDN. */
  images: readonly string[];
  /** fetch/EventSource/WebSocket origins besides 'self', e.g. the Sanity API in a live preview. */
  connect: readonly string[];
  /** Origins that may frame the page besides 'self': the Studio, in draft mode only. */
  frameAncestors: readonly string[];
  /** Served over HTTPS: ask the browser to upgrade any http: subresource. */
  https: boolean;
}

const list = (...sources: readonly string[]) => [...new Set(sources)].join(' ');

/**
 * The policy of an HTML page. Scripts: same-origin files and the page's inline
 * scripts as `inlineScripts` allows (never 'unsafe-eval'). Styles allow inline
 * because React renders `style` attributes and next-themes sets colour-scheme.
 */
export function pagePolicy(sources: PolicySources): string {
  const directives = [
    "default-src 'self'",
    `script-src ${list("'self'", ...sources.inlineScripts)}`,
    "style-src 'self' 'unsafe-inline'",
    `img-src ${list("'self'", 'data:', 'blob:', ...sources.images)}`,
    "font-src 'self'",
    `connect-src ${list("'self'", ...sources.connect)}`,
    "media-src 'self'",
    "manifest-src 'self'",
    "worker-src 'self'",
    "frame-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    `frame-ancestors ${list("'self'", ...sources.frameAncestors)}`,
    ...(sources.https ? ['upgrade-insecure-requests'] : []),
  ];
  return directives.join('; ');
}

/**
 * Everything that is not a page (JSON, images, feeds, scripts, fonts): nothing
 * may run or load in it, even when opened on its own. An SVG from the dataset
 * can draw with its inline styles, never run a script on the site's origin.
 */
export const RESOURCE_POLICY =
  "default-src 'none'; style-src 'unsafe-inline'; img-src data:; frame-ancestors 'none'; sandbox";

/** A year, with subdomains: what HSTS preload lists ask for. Sent over HTTPS only. */
export const HSTS = 'max-age=63072000; includeSubDomains';

/** Powerful features the site never uses are off; the clipboard stays for the copy buttons (sharing is not governed by a policy Chromium knows). */
export const PERMISSIONS_POLICY = [
  'accelerometer=()',
  'autoplay=()',
  'camera=()',
  'display-capture=()',
  'encrypted-media=()',
  'fullscreen=(self)',
  'geolocation=()',
  'gyroscope=()',
  'hid=()',
  'magnetometer=()',
  'microphone=()',
  'midi=()',
  'payment=()',
  'publickey-credentials-get=()',
  'screen-wake-lock=()',
  'serial=()',
  'usb=()',
  'xr-spatial-tracking=()',
  'clipboard-write=(self)',
].join(', ');

/** The headers that never depend on the request. */
export const UNCONDITIONAL_HEADERS: Record<string, string> = {
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  'Permissions-Policy': PERMISSIONS_POLICY,
};

export interface HeaderContext {
  /** The browser reached the site over HTTPS (directly or through a trusted proxy). */
  https: boolean;
  /** Draft mode: the Studio's Presentation tool may frame the page and open it in a window it keeps a handle on. */
  framedByStudio: boolean;
}

/** The headers every response carries, whatever its type. */
export function baseHeaders({ https, framedByStudio }: HeaderContext): Record<string, string> {
  return {
    ...UNCONDITIONAL_HEADERS,
    // The Presentation tool may open the preview in a window it talks to: keep the opener there.
    'Cross-Origin-Opener-Policy': framedByStudio ? 'unsafe-none' : 'same-origin',
    // For browsers that predate frame-ancestors; left out where the Studio (another origin) frames the page.
    ...(framedByStudio ? {} : { 'X-Frame-Options': 'SAMEORIGIN' }),
    ...(https ? { 'Strict-Transport-Security': HSTS } : {}),
  };
}

/** Where pages may reach beyond their origin and who may frame them: from the content source and the Studio (site-policy.ts). */
export interface SitePolicy {
  /** Image origins besides 'self' (the Sanity CDN with the sanity source). */
  images: readonly string[];
  /** In draft mode: where the live preview connects, and the Studio that frames the site. */
  preview: { connect: readonly string[]; frameAncestors: readonly string[] };
}

/** A next.config.ts `headers()` rule (Next's `Header` type, without importing Next here). */
export interface HeaderRule {
  source: string;
  has?: { type: 'header' | 'cookie'; key: string; value?: string }[];
  missing?: { type: 'header' | 'cookie'; key: string; value?: string }[];
  headers: { key: string; value: string }[];
}

/**
 * Paths that are no page: Next's files, the APIs, the dataset's images, feeds, the sitemap, robots.txt,
 * the web manifest and social cards. They get RESOURCE_POLICY (as the Vitrine server gives every response that
 * is not HTML).
 */
export const RESOURCE_SOURCES = [
  '/_next/:path*',
  '/api/:path*',
  '/dataset-images/:path*',
  '/:locale/feed.xml',
  '/sitemap.xml',
  '/sitemaps/:path*',
  '/robots.txt',
  '/manifest.webmanifest',
  '/:path*/opengraph-image',
] as const;

/**
 * What other sites may show from ours: the dataset's images (a feed reader shows an article's pictures) and
 * social cards (a link preview). Everything else is for this origin only (Cross-Origin-Resource-Policy).
 */
export const SHARED_SOURCES = ['/dataset-images/:path*', '/:path*/opengraph-image'] as const;

const rule = (
  source: string,
  headers: Record<string, string>,
  conditions: Omit<HeaderRule, 'source' | 'headers'> = {},
) =>
  ({
    source,
    ...conditions,
    headers: Object.entries(headers).map(([key, value]) => ({ key, value })),
  }) satisfies HeaderRule;

/**
 * What every host sends, as next.config.ts `headers()` rules; when two rules set a header, the later wins.
 * The page policy lets inline scripts run (`'unsafe-inline'`): a prerendered page's inline scripts (Next's data
 * payload) cannot carry a nonce, and no host but the Vitrine server hashes them per response; the server
 * replaces it with its hash-based policy. In draft mode (Next's draft-mode cookie) the Studio may frame the
 * page and the live preview reach its API, as the Vitrine server allows in a Presentation session. HSTS goes
 * with HTTPS, as X-Forwarded-Proto says (the Vitrine server writes it from what it trusts; Next's own server takes
 * the client's, which can only add HSTS to a plain-HTTP answer, where a browser ignores it).
 */
export function hostHeaderRules(policy: SitePolicy, draftModeCookie: string): HeaderRule[] {
  const page = { inlineScripts: ["'unsafe-inline'"], images: policy.images, https: false };
  const draft = [{ type: 'cookie' as const, key: draftModeCookie }];
  return [
    rule('/:path*', {
      ...UNCONDITIONAL_HEADERS,
      'Cross-Origin-Opener-Policy': 'same-origin',
      'Cross-Origin-Resource-Policy': 'same-origin',
      'Content-Security-Policy': pagePolicy({ ...page, connect: [], frameAncestors: [] }),
    }),
    rule('/:path*', { 'X-Frame-Options': 'SAMEORIGIN' }, { missing: draft }),
    rule(
      '/:path*',
      {
        'Cross-Origin-Opener-Policy': 'unsafe-none',
        'Content-Security-Policy': pagePolicy({
          ...page,
          connect: policy.preview.connect,
          frameAncestors: policy.preview.frameAncestors,
        }),
      },
      { has: draft },
    ),
    rule(
      '/:path*',
      { 'Strict-Transport-Security': HSTS },
      { has: [{ type: 'header', key: 'x-forwarded-proto', value: 'https' }] },
    ),
    ...RESOURCE_SOURCES.map((source) => rule(source, { 'Content-Security-Policy': RESOURCE_POLICY })),
    ...SHARED_SOURCES.map((source) => rule(source, { 'Cross-Origin-Resource-Policy': 'cross-origin' })),
  ];
}
