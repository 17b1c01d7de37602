/**
 * The contact form's server side, free of Next.js so it runs in tests and
 * scripts as it runs in the server action: one `submit` per form post.
 *
 * honeypot → signed render token → minimum fill time → the shared schema →
 * per-IP rate limit → store (idempotent) → notify (after storing, never
 * blocking the answer, failures logged). The message is stored before any
 * e-mail is attempted, so a failing SMTP server never loses it.
 */
import type { Locale } from '@vitrine/schemas';
import { CONTACT_FIELDS, validateContact, type ContactErrors } from '@/components/contact/contact-schema';
import { CONTACT } from '@/config/contact';
import type { ContentWriter } from '@/content/writer';
import { contactMessageDocument, contactMessageId, type ContactMessageDocument } from './message';
import { createRateLimiter, type RateLimit } from './rate-limit';
import { issueFormToken, verifyFormToken } from './token';

/** The raw form post: the five fields, the render `token`, the honeypot, as strings (anything else is ignored). */
export type ContactSubmission = Record<string, unknown>;

export interface SubmitContext {
  /** The client's address, for the rate limit. */
  ip: string;
  /** The language the visitor wrote in (the page's locale). */
  locale: Locale;
}

export type RejectReason =
  'tooLarge' | 'honeypot' | 'invalidToken' | 'tooFast' | 'invalid' | 'rateLimited' | 'unavailable';

/** HTTP-like statuses: a server action always answers 200, so the status travels in the result. */
export const REJECT_STATUS = {
  tooLarge: 413,
  honeypot: 400,
  invalidToken: 400,
  tooFast: 400,
  invalid: 422,
  rateLimited: 429,
  unavailable: 503,
} as const satisfies Record<RejectReason, number>;

export type SubmitResult =
  | {
      ok: true;
      status: 200;
      id: string;
      /** False for a retry of a message already stored. */
      created: boolean;
      document: ContactMessageDocument;
      /** A fresh token for the next message. */
      token: string;
    }
  | {
      ok: false;
      status: (typeof REJECT_STATUS)[RejectReason];
      reason: RejectReason;
      errors?: ContactErrors;
      retryAfterSeconds?: number;
      /** The token to send again with: the same one (so the retry stays idempotent), or a fresh one if it was bad. */
      token: string;
    };

export interface ContactNotifier {
  send(message: ContactMessageDocument): Promise<void>;
}

export type Logger = Pick<Console, 'info' | 'warn' | 'error'>;

export interface ContactServiceOptions {
  writer: ContentWriter;
  /** Signs the render tokens. */
  secret: string;
  rateLimit: RateLimit;
  minFillMs: number;
  notifier?: ContactNotifier;
  /** Runs the notification once the visitor has the answer (Next's `after`). Default: in the background. */
  defer?: (task: () => Promise<void>) => void;
  log?: Logger;
  now?: () => number;
}

export interface ContactService {
  /** A token for one render of the form. */
  issueToken(): string;
  submit(input: ContactSubmission, context: SubmitContext): Promise<SubmitResult>;
}

const byteLength = (value: unknown) => (typeof value === 'string' ? Buffer.byteLength(value, 'utf8') : 0);

export function createContactService(options: ContactServiceOptions): ContactService {
  const { writer, secret, minFillMs, notifier, log = console, now = Date.now } = options;
  const defer = options.defer ?? ((task) => void task());
  const limiter = createRateLimiter(options.rateLimit);
  const issueToken = () => issueFormToken(secret, now());

  const notify = (document: ContactMessageDocument) => async () => {
    try {
      await notifier!.send(document);
    } catch (error) {
      log.error(
        `[contact] The e-mail notification for ${document._id} failed; the message is stored (${writer.target}).`,
        error,
      );
    }
  };

  return {
    issueToken,

    async submit(input, { ip, locale }) {
      const at = now();
      const sent = typeof input.token === 'string' ? input.token : '';
      const reject = (
        reason: RejectReason,
        extra: { errors?: ContactErrors; retryAfterSeconds?: number; token?: string } = {},
      ): SubmitResult => ({ ok: false, status: REJECT_STATUS[reason], reason, token: sent, ...extra });

      const size = [...CONTACT_FIELDS, CONTACT.honeypotField].reduce((sum, field) => sum + byteLength(input[field]), 0);
      if (size > CONTACT.maxFieldBytes) return reject('tooLarge');

      const trap = input[CONTACT.honeypotField];
      if (typeof trap === 'string' && trap !== '') return reject('honeypot');

      const token = verifyFormToken(secret, input.token, { now: at, clockSkewMs: CONTACT.clockSkewMs });
      if (!token) return reject('invalidToken', { token: issueToken() });

      const waited = at - token.renderedAt;
      if (waited < minFillMs) return reject('tooFast', { retryAfterSeconds: Math.ceil((minFillMs - waited) / 1000) });

      const validation = validateContact(input);
      if (!validation.success) return reject('invalid', { errors: validation.errors });

      const id = contactMessageId(token.key, validation.data);
      const decision = limiter.hit(ip, id, at);
      if (!decision.allowed) {
        log.warn(`[contact] Rate limit: ${ip} sent ${options.rateLimit.limit} messages in the window; refused one.`);
        return reject('rateLimited', { retryAfterSeconds: Math.ceil(decision.retryAfterMs / 1000) });
      }

      const document = contactMessageDocument(id, validation.data, locale, new Date(at));
      let created: boolean;
      try {
        ({ created } = await writer.createIfNotExists(document));
      } catch (error) {
        log.error(`[contact] Could not store ${id} (${writer.target}); the visitor was asked to send it again.`, error);
        return reject('unavailable');
      }
      if (created && notifier) defer(notify(document));
      return { ok: true, status: 200, id, created, document, token: issueToken() };
    },
  };
}
