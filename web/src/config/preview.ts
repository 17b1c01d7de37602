import { CONTENT_TIMEOUT_MS, RETRY } from './http';

/**
 * Draft mode: the routes that turn it on and off, the
 * preview token cookie that must come with Next's draft-mode cookie, and how
 * long a preview session lasts.
 */
export const PREVIEW = {
  /** The shared-secret flow's route (and the Presentation tool's). */
  enablePath: '/api/draft-mode/enable',
  /** Where the banner's "Exit preview" goes (the Studio's Presentation tool names both routes itself). */
  disablePath: '/api/draft-mode/disable',
  /** Next's own draft-mode cookie (`draftMode().enable()` sets it; its value is the build's bypass id). */
  draftModeCookie: '__prerender_bypass',
  /** The preview token cookie: signed with the preview key, checked on every draft render. */
  tokenCookie: 'vitrine_preview',
  /** Both cookies expire together; an editor enables preview again after this. */
  sessionMaxAgeSeconds: 8 * 60 * 60,
  /** Query parameters of the shared-secret flow: `?secret=…&redirect=/path`. */
  secretParam: 'secret',
  redirectParam: 'redirect',
  /** `?preview=<secret>` on any page does the same, then drops the parameter (the proxy sends it to the enable route). */
  pageParam: 'preview',
  /**
   * How the proxy hands that secret and the page to the enable route: request
   * headers, because a route handler reached by a rewrite still sees the
   * original query string, not the rewritten one.
   */
  pageHeaders: { secret: 'x-vitrine-preview-secret', redirect: 'x-vitrine-preview-redirect' },
} as const;

/** The revalidation webhook (POST /api/revalidate). */
export const REVALIDATE = {
  path: '/api/revalidate',
  /**
   * Stale-while-revalidate: a revalidated page keeps being served while it
   * renders again, and if that render fails (the CMS is down) the last good
   * page stays. The webhook then asks for the page itself, so the fresh one
   * is there within about a second (`expire: 0` would make the next visitor
   * wait for the render, and give them a 500 when the CMS is down).
   */
  profile: 'max',
  /**
   * A page that was rendering when the webhook came may have read the old
   * content before it and be stored after it, and Next counts a page fresh
   * from when it is stored: it would keep the old content until the next
   * webhook. So the tags are expired once more when every render that began
   * before the webhook has ended: a render waits at most two content
   * requests (one retry) for a read, plus a few seconds to render.
   */
  settleMs: CONTENT_TIMEOUT_MS * (1 + RETRY.retries) + 5_000,
  /**
   * That second mark is the route calling itself, signed with the webhook's
   * secret, with this header: it marks and warms the same pages, and
   * schedules no third call.
   */
  settleHeader: 'x-vitrine-revalidate-settle',
} as const;
