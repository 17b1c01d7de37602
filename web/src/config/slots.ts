/**
 * Per-request values written into static pages by the server
 * (server/respond.ts): a static page carries a placeholder in an element
 * marked `data-vitrine-slot`, and each response gets its own value. Only
 * visible HTML is filled, never a script or the page's data payload.
 */
export const SLOTS = {
  /** The requested path on the 404 screen ("Page not found: /en/nope"). */
  path: { name: 'requested-path', placeholder: '/…' },
  /** Where "Go back" goes without JavaScript: the same-site page the visitor came from. */
  backHref: { name: 'back-href' },
  /** The contact form's token: signed per response, so a static page still gets a fresh one. */
  formToken: { name: 'form-token', placeholder: 'form-token-issued-per-response' },
} as const;
