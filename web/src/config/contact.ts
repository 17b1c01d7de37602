/**
 * The contact form's limits and defaults. The field rules themselves live in
 * contact/schema.ts (shared by the browser and the server);
 * these are the server's abuse limits and where messages go.
 */
export const CONTACT = {
  /** Accepted messages per client IP in a sliding window (override with CONTACT_RATE_LIMIT, e.g. "5/10m"). */
  rateLimit: { limit: 5, windowMs: 10 * 60_000 },
  /** Accepted messages for the whole site in a sliding window, whoever sends them (CONTACT_SITE_LIMIT, e.g. "30/1h"). */
  siteLimit: { limit: 30, windowMs: 60 * 60_000 },
  /** A rendered form may be sent for this long; then the visitor is asked to send again, with the text kept. */
  tokenTtlMs: 2 * 60 * 60_000,
  /** The local inbox file stops growing here: a clear 503 and a log line, long before the disk fills. */
  inboxMaxBytes: 50 * 1024 * 1024,
  /** A person takes at least this long between seeing the form and sending it (CONTACT_MIN_FILL_TIME). */
  minFillMs: 3000,
  /** A render token from further in the future than this is forged (or the clocks disagree wildly). */
  clockSkewMs: 60_000,
  /** The fields together, in UTF-8 bytes, before trimming: far above what the schema accepts, far below the body limit. */
  maxFieldBytes: 32 * 1024,
  /**
   * `serverActions.bodySizeLimit` (next.config.ts): the fields, what React posts back with a form sent
   * without JavaScript (the previous state, the action reference), and multipart overhead.
   */
  bodySizeLimitBytes: 128 * 1024,
  /** The trap field: hidden from people and assistive technology, filled in by naive bots. */
  honeypotField: 'website',
  /**
   * The cookie that carries a fresh render token with each view of the contact page on a host without the
   * Vitrine server (which writes the token into the page itself): a form sent without JavaScript has no
   * other way to get one (proxy.ts sets it, contact/action.ts reads it).
   */
  tokenCookie: 'vitrine_form_token',
  /** The local inbox, inside VITRINE_DATA_DIR. */
  inboxFile: 'messages.ndjson',
  /** How long the notification e-mail may take to connect, greet and send. */
  smtpTimeoutMs: 10_000,
} as const;
