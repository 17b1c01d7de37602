import 'server-only';
import { randomBytes } from 'node:crypto';
import { after } from 'next/server';
import { contentWriter } from '@/content/writer-of-env';
import { env } from '@/env';
import { createMailer, loadEmailMessages } from './mailer';
import { logContactSetup } from './setup';
import { createContactService, type ContactService } from './submit';

const processState = globalThis as typeof globalThis & { vitrineContactSecret?: string };

/**
 * Without CONTACT_FORM_SECRET, a random secret for this process (kept across
 * dev reloads). A form rendered before a restart is then answered "send again",
 * with a fresh token and the visitor's text intact.
 */
function formSecret(configured: string | undefined): string {
  if (configured) return configured;
  processState.vitrineContactSecret ??= randomBytes(32).toString('hex');
  return processState.vitrineContactSecret;
}

let service: ContactService | undefined;

/** The contact service of this process, built once from the validated env. */
export function contactService(): ContactService {
  if (!service) {
    logContactSetup();
    const { contact } = env();
    const writer = contentWriter();
    const notify = contact.notify;
    service = createContactService({
      writer,
      secret: formSecret(contact.formSecret),
      rateLimit: contact.rateLimit,
      minFillMs: contact.minFillMs,
      notifier: notify
        ? createMailer(notify, {
            messages: () => loadEmailMessages(notify.locale),
            inbox: writer.kind === 'sanity' ? 'Studio, Inbox' : writer.target,
          })
        : undefined,
      // The e-mail goes out after the visitor has the answer: a slow SMTP server never delays it.
      defer: (task) => after(task),
    });
  }
  return service;
}
