/**
 * The contact form's server side, free of Next.js so it runs in tests and
 * scripts as it runs in the server action: one `submit` per form post.
 *
 * size → honeypot → signed, unexpired render token → minimum fill time →
 * the shared schema → one message per token (ledger.ts) → per-IP limit →
 * site-wide limit → store (idempotent) → notify (after storing, never
 * blocking the answer, failures logged). The message is stored before any
 * e-mail is attempted, so a failing SMTP server never loses it. None of these
 * trusts the client: the IP is the server's (security/trust-proxy.ts), and
 * every other rule holds whatever address a sender uses.
 *
 * The token ledger and both limits live in the shared state: with Redis they
 * hold for every instance together, exactly as for one; without it, per
 * process.
 */
import type { Locale } from '@vitrine/schemas';
import { CONTACT } from '@/config/contact';
import { ContentWriteError, type ContentWriter } from '@/content/writer';
import { logOncePer } from '@/log';
import { createProcessState } from '@/shared-state/process';
import type { SharedState, WindowRule } from '@/shared-state/state';
import { createTokenLedger } from './ledger';
import { contactMessageDocument, contactMessageId, type ContactMessageDocument } from './message';
import { CONTACT_FIELDS, validateContact, type ContactErrors } from './schema';
import { issueFormToken, verifyFormToken } from './token';

/** The raw form post: the five fields, the render `token`, the honeypot, as strings (anything else is ignored). */
export type ContactSubmission = Record<string, unknown>;

export interface SubmitContext {
  /** The client's address, for the per-IP limit. */
  ip: string;
  /** The language the visitor wrote in (the page's locale). */
  locale: Locale;
}

export type RejectReason = 'tooLarge' | 'invalidToken' | 'tooFast' | 'invalid' | 'rateLimited' | 'busy' | 'unavailable';

/** HTTP-like statuses: a server action always answers 200, so the status travels in the result. */
export const REJECT_STATUS = {
  tooLarge: 413,
  invalidToken: 400,
  tooFast: 400,
  invalid: 422,
  rateLimited: 429,
  busy: 429,
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
  /** Signs the render tokens (a string, or the secrets in use now: one to issue with, all to accept). */
  secret: string | (() => { issue: string; accept: readonly string[] });
  rateLimit: WindowRule;
  /** Messages the whole site accepts per window, whoever sends them. */
  siteLimit?: WindowRule;
  /** Where the limits and the token ledger live (default: this process's own). */
  state?: SharedState;
  minFillMs: number;
  /** How long a render token may be sent. */
  tokenTtlMs?: number;
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
const LOG_INTERVAL_MS = 60_000;

export function createContactService(options: ContactServiceOptions): ContactService {
  const { writer, secret, minFillMs, notifier, log = console, now = Date.now } = options;
  const tokenTtlMs = options.tokenTtlMs ?? CONTACT.tokenTtlMs;
  const defer = options.defer ?? ((task) => void task());
  const siteLimit = options.siteLimit ?? CONTACT.siteLimit;
  const state = options.state ?? createProcessState();
  const ledger = createTokenLedger(state, { tokenTtlMs });
  const secrets = typeof secret === 'string' ? () => ({ issue: secret, accept: [secret] }) : secret;
  const issueToken = () => issueFormToken(secrets().issue, now());

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

      let token: ReturnType<typeof verifyFormToken> = null;
      for (const candidate of secrets().accept) {
        token ??= verifyFormToken(candidate, input.token, {
          now: at,
          clockSkewMs: CONTACT.clockSkewMs,
          maxAgeMs: tokenTtlMs,
        });
      }
      if (!token) return reject('invalidToken', { token: issueToken() });

      const waited = at - token.renderedAt;
      if (waited < minFillMs) return reject('tooFast', { retryAfterSeconds: Math.ceil((minFillMs - waited) / 1000) });

      const validation = validateContact(input);
      if (!validation.success) return reject('invalid', { errors: validation.errors });

      const id = contactMessageId(token.key, validation.data);
      const document = contactMessageDocument(id, validation.data, locale, new Date(at));

      // A bot that filled the trap gets the answer a person gets, and nothing is stored or sent.
      const trap = input[CONTACT.honeypotField];
      if (typeof trap === 'string' && trap !== '') {
        logOncePer(
          'contact:honeypot',
          LOG_INTERVAL_MS,
          'info',
          '[contact] A form post filled the honeypot: answered as sent, not stored.',
          { log },
        );
        return { ok: true, status: 200, id, created: false, document, token: issueToken() };
      }

      const begun = await ledger.begin(token.key, id);
      if (begun === 'other') return reject('invalidToken', { token: issueToken() });
      if (begun === 'busy') return reject('unavailable');
      if (begun === 'stored') return { ok: true, status: 200, id, created: false, document, token: issueToken() };
      const refuse = async (...args: Parameters<typeof reject>) => {
        await ledger.abandon(token.key, id);
        return reject(...args);
      };

      const person = await state.hit(`contact:ip:${ip}`, id, at, options.rateLimit);
      if (!person.allowed) {
        log.warn(`[contact] Rate limit: ${ip} sent ${options.rateLimit.limit} messages in the window; refused one.`);
        return refuse('rateLimited', { retryAfterSeconds: Math.ceil(person.retryAfterMs / 1000) });
      }
      const site = await state.hit('contact:site', id, at, siteLimit);
      if (!site.allowed) {
        logOncePer(
          'contact:site-limit',
          LOG_INTERVAL_MS,
          'warn',
          `[contact] Site-wide limit reached (CONTACT_SITE_LIMIT): refusing messages for ${Math.ceil(site.retryAfterMs / 1000)} s.`,
          { log },
        );
        return refuse('busy', { retryAfterSeconds: Math.ceil(site.retryAfterMs / 1000) });
      }

      let created: boolean;
      try {
        ({ created } = await writer.createIfNotExists(document));
      } catch (error) {
        if (error instanceof ContentWriteError && error.code === 'full') {
          logOncePer(
            'contact:full',
            LOG_INTERVAL_MS,
            'error',
            `[contact] The inbox is full (${writer.target}, CONTACT_INBOX_MAX): new messages are refused with 503 until it is emptied or the cap raised.`,
            { log },
          );
        } else {
          log.error(
            `[contact] Could not store ${id} (${writer.target}); the visitor was asked to send it again.`,
            error,
          );
        }
        return refuse('unavailable');
      }
      await ledger.stored(token.key, id);
      if (created && notifier) defer(notify(document));
      return { ok: true, status: 200, id, created, document, token: issueToken() };
    },
  };
}
