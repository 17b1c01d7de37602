import 'server-only';
import { after } from 'next/server';
import { contentWriter } from '@/content/writer-of-env';
import { env } from '@/env';
import { createMailer, loadEmailMessages } from './mailer';
import { sharedState } from '@/shared-state';
import { formSecrets } from './secret';
import { logContactSetup } from './setup';
import { createContactService, type ContactService } from './submit';

let service: ContactService | undefined;

/** The contact service of this process, built once from the validated env. */
export function contactService(): ContactService {
  if (!service) {
    logContactSetup();
    const { contact, server } = env();
    const writer = contentWriter();
    const notify = contact.notify;
    service = createContactService({
      writer,
      secret: () => formSecrets(contact.formSecret, server.distDir),
      rateLimit: contact.rateLimit,
      state: sharedState(),
      siteLimit: contact.siteLimit,
      minFillMs: contact.minFillMs,
      tokenTtlMs: contact.tokenTtlMs,
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
