/**
 * The security headers of every response, and the Content Security Policy of
 * pages. Pure: the Node server (server/respond.ts) applies them to each
 * response. next.config.ts applies UNCONDITIONAL_HEADERS too, for a host that
 * runs Next without that server (docs/hosting.md).
 */

/** Where the page may reach beyond its own origin, and who may frame it. */
export interface PolicySources {
  /** Hash sources of the page's trusted inline scripts (security/inline-scripts.ts). */
  scriptHashes: readonly string[];
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
 * The policy of an HTML page. Scripts: same-origin files and the hashed inline
 * scripts only, no 'unsafe-inline' or 'unsafe-eval'. Styles allow inline
 * because React renders `style` attributes and next-themes sets colour-scheme.
 */
export function pagePolicy(sources: PolicySources): string {
  const directives = [
    "default-src 'self'",
    `script-src ${list("'self'", ...sources.scriptHashes)}`,
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

/** The headers that never depend on the request: safe to set from next.config.ts on any host. */
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
