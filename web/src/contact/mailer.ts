import 'server-only';
import { createTranslator } from 'next-intl';
import { createTransport } from 'nodemailer';
import { languageTag, locales, type Locale } from '@vitrine/schemas';
import { CONTACT } from '@/config/contact';
import type { ContactMessageDocument } from './message';
import type { ContactNotifier } from './submit';

/** The `ContactEmail` namespace of messages/{locale}.json. */
export type EmailMessages = Record<string, string>;

export interface NotificationEmail {
  subject: string;
  text: string;
}

/** Loads the notification's strings in the owner's language. */
export async function loadEmailMessages(locale: Locale): Promise<EmailMessages> {
  return (await import(`../../messages/${locale}.json`)).default.ContactEmail as EmailMessages;
}

const oneLine = (value: string) => value.replace(/\s+/g, ' ').trim();

/**
 * The notification e-mail, in the owner's language. Plain text only: whatever
 * the visitor typed (HTML included) arrives as text and is never rendered.
 */
export function composeNotification(
  message: ContactMessageDocument,
  { locale, messages, inbox }: { locale: Locale; messages: EmailMessages; inbox: string },
): NotificationEmail {
  const t = createTranslator({ locale, messages: { ContactEmail: messages }, namespace: 'ContactEmail' });
  const received = new Intl.DateTimeFormat(languageTag(locale), {
    dateStyle: 'long',
    timeStyle: 'short',
    timeZone: 'UTC',
  }).format(new Date(message.receivedAt));
  const language = locales.find((entry) => entry.code === message.language)?.name ?? message.language;
  const rows: [string, string][] = [
    [t('name'), message.name],
    [t('email'), message.email],
    [t('phone'), message.phone ?? t('noPhone')],
    [t('language'), language],
    [t('receivedAt'), `${received} UTC`],
    [t('subjectLabel'), message.subject],
  ];
  const text = [
    t('intro', { name: message.name }),
    '',
    ...rows.map(([label, value]) => t('row', { label, value })),
    '',
    `${t('message')}:`,
    '',
    message.message,
    '',
    '-- ',
    t('footer', { name: message.name, inbox }),
    '',
  ].join('\n');
  return { subject: oneLine(t('subject', { name: message.name, subject: message.subject })), text };
}

export interface MailerConfig {
  smtpUrl: string;
  to: string;
  from: string;
  locale: Locale;
}

/**
 * Sends the notification through SMTP (nodemailer) to the owner, with the
 * visitor as Reply-To, so answering the e-mail answers the visitor.
 */
export function createMailer(
  config: MailerConfig,
  { messages, inbox }: { messages: () => Promise<EmailMessages>; inbox: string },
): ContactNotifier {
  const transport = createTransport({
    url: config.smtpUrl,
    connectionTimeout: CONTACT.smtpTimeoutMs,
    greetingTimeout: CONTACT.smtpTimeoutMs,
    socketTimeout: CONTACT.smtpTimeoutMs,
  });
  return {
    async send(message) {
      const email = composeNotification(message, { locale: config.locale, messages: await messages(), inbox });
      await transport.sendMail({
        from: config.from,
        to: config.to,
        replyTo: { name: message.name, address: message.email },
        subject: email.subject,
        text: email.text,
        headers: { 'X-Vitrine-Message-Id': message._id },
      });
    },
  };
}
