/**
 * Draft mode (SPEC §4 "Preview mode"): the routes that turn it on and off, the
 * preview token cookie that must come with Next's draft-mode cookie, and how
 * long a preview session lasts.
 */
export const PREVIEW = {
  /** Where the banner's "Exit preview" goes (the Studio's Presentation tool names both routes itself). */
  disablePath: '/api/draft-mode/disable',
  /** Next's own draft-mode cookie (`draftMode().enable()` sets it; its value is the build's bypass id). */
  draftModeCookie: '__prerender_bypass',
  /** The preview token cookie (SPEC §4 "{token}"): signed with the preview key, checked on every draft render. */
  tokenCookie: 'vitrine_preview',
  /** Both cookies expire together; an editor enables preview again after this. */
  sessionMaxAgeSeconds: 8 * 60 * 60,
  /** Query parameters of the shared-secret flow: `?secret=…&redirect=/path`. */
  secretParam: 'secret',
  redirectParam: 'redirect',
} as const;

/** The revalidation webhook (POST /api/revalidate). */
export const REVALIDATE = {
  /**
   * Cache entries of a revalidated tag expire at once: the next request renders
   * fresh content instead of serving the stale page while it regenerates.
   */
  profile: { expire: 0 },
} as const;
