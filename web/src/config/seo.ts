/**
 * Limits of what the site tells search engines and feed readers
 * (seo/sitemap.ts, seo/feed.ts).
 */
export const SEO = {
  /** The sitemap protocol's limit per file: past it, `/sitemap.xml` becomes an index of parts. */
  sitemapMaxUrls: 50_000,
  /** How many of the latest articles each language's feed carries. */
  feedItems: 20,
  /** The Twitter (X) card when an image is known; `summary` otherwise. */
  twitterCard: 'summary_large_image',
  /**
   * Where absolute URLs start in a project with no site settings yet and no
   * SITE_URL: its pages are not indexed, so the address is never announced.
   */
  placeholderOrigin: 'http://localhost',
} as const;
