/**
 * The site's public origin, for everything that leaves a page as an absolute
 * URL: canonical and alternate links, Open Graph, JSON-LD, the sitemap,
 * robots.txt and feeds. Pure.
 *
 * SITE_URL wins when the deployment sets it (env.ts checks its shape before
 * the server starts); otherwise the Canonical URL of the site settings. Pages
 * are prerendered, so the origin is the one in force at build time: set
 * SITE_URL for `npm run build` as for `npm start`.
 */
export class SiteUrlError extends Error {
  override name = 'SiteUrlError';
}

/** An http(s) URL reduced to its origin (`https://example.com`), or null when it is not one. */
export function originOf(value: string | null | undefined): string | null {
  if (!value) return null;
  try {
    const url = new URL(value);
    return /^https?:$/.test(url.protocol) && url.hostname !== '' ? url.origin : null;
  } catch {
    return null;
  }
}

/** The origin every absolute URL of the site starts with; throws when neither source gives one. */
export function siteOrigin(configured: string | undefined, settings: string | null | undefined): string {
  const origin = originOf(configured) ?? originOf(settings);
  if (!origin) {
    throw new SiteUrlError(
      'The site has no public address, so it cannot write canonical URLs, the sitemap or feeds. Set SITE_URL ' +
        '(e.g. SITE_URL=https://portfolio.example in web/.env.local), or the Canonical URL under SEO in the ' +
        "Studio's site settings.",
    );
  }
  return origin;
}

/** A site path (or an absolute URL, kept as it is) as an absolute URL on the origin. */
export function absoluteUrl(origin: string, path: string): string {
  return new URL(path, `${origin}/`).href;
}
