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

/**
 * Marks the 404 screen, whether or not its message names the requested path (a page's validate rule may give its
 * own): the Vitrine server answers it with the 404 status and keeps it out of its cache (server/slots.ts).
 */
export const NOT_FOUND_SCREEN = { attribute: 'data-vitrine-screen', value: 'not-found' } as const;
