/**
 * The owner's e-mail notification, through nodemailer against a loopback SMTP
 * server (smtp-server on 127.0.0.1): sent after the message is stored, in the
 * owner's language; a failing SMTP server never loses the message.
 */
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { freePort } from '../support/server.ts';
import { readDocumentFile } from '@/content/local-writer';
import { createMailer, loadEmailMessages } from '@/contact/mailer';
import type { ContactMessageDocument } from '@/contact/message';
import { languageName, type Locale } from '@vitrine/schemas';
import { SECOND, THIRD } from '../support/languages.ts';
import { messages } from '../support/messages.ts';
import { inboxService, message, tempInbox } from './support.ts';

interface Received {
  from: string;
  to: string[];
  raw: string;
}

/** A loopback SMTP server that keeps what it receives, or refuses every message with `refuse`. */
async function startSmtp({ refuse = false } = {}) {
  const received: Received[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      let raw = '';
      stream.setEncoding('utf8');
      stream.on('data', (chunk: string) => (raw += chunk));
      stream.on('end', () => {
        if (refuse) return callback(new Error('554 Mailbox unavailable'));
        received.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((rcpt) => rcpt.address),
          raw,
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return { url: `smtp://127.0.0.1:${port}`, received, close: () => new Promise<void>((r) => server.close(() => r())) };
}

/** The decoded text of a single-part text/plain message (quoted-printable or 7/8 bit), and its headers. */
function parse(raw: string) {
  const [head = '', ...rest] = raw.split('\r\n\r\n');
  const headers = head.replace(/\r\n[ \t]+/g, ' ');
  const header = (name: string) => new RegExp(`^${name}: (.*)$`, 'im').exec(headers)?.[1] ?? '';
  const decodeWords = (value: string) =>
    value.replace(/=\?utf-8\?([QB])\?([^?]*)\?=\s*/gi, (_m, kind: string, text: string) =>
      kind.toUpperCase() === 'B'
        ? Buffer.from(text, 'base64').toString('utf8')
        : Buffer.from(
            text
              .replace(/_/g, ' ')
              .replace(/=([0-9A-F]{2})/gi, (_x, hex: string) => String.fromCharCode(parseInt(hex, 16))),
            'latin1',
          ).toString('utf8'),
    );
  let body = rest.join('\r\n\r\n');
  if (/quoted-printable/i.test(header('Content-Transfer-Encoding'))) {
    body = Buffer.from(
      body
        .replace(/=\r\n/g, '')
        .replace(/=([0-9A-F]{2})/gi, (_x, hex: string) => String.fromCharCode(parseInt(hex, 16))),
      'latin1',
    ).toString('utf8');
  } else if (/base64/i.test(header('Content-Transfer-Encoding'))) {
    body = Buffer.from(body, 'base64').toString('utf8');
  }
  return {
    subject: decodeWords(header('Subject')),
    to: header('To'),
    replyTo: decodeWords(header('Reply-To')),
    contentType: header('Content-Type'),
    text: body.replace(/\r\n/g, '\n'),
  };
}

let inbox: Awaited<ReturnType<typeof tempInbox>>;
beforeEach(async () => {
  inbox = await tempInbox();
});
afterEach(async () => {
  await inbox.cleanup();
});

const mailer = (smtpUrl: string, locale: Locale) =>
  createMailer(
    { smtpUrl, to: 'owner@example.com', from: 'Vitrine <site@example.com>', locale },
    { messages: () => loadEmailMessages(locale), inbox: inbox.file },
  );

describe('the notification e-mail', () => {
  it('reaches the owner after the message is stored, in the owner’s language, as plain text', async () => {
    // The owner reads French, the visitor wrote in Portuguese (with the default list; on a shorter one, the
    // list's own languages): the e-mail is in the owner's language and names the visitor's.
    const [owner, visitor] = [SECOND, THIRD];
    const t = messages(owner).ContactEmail as Record<string, string>;
    const fill = (text: string, values: Record<string, string>) =>
      text.replace(/\{(\w+)\}/g, (whole, key: string) => values[key] ?? whole);
    const row = (label: string, value: string) => fill(t.row!, { label, value });
    const smtp = await startSmtp();
    try {
      const tasks: (() => Promise<void>)[] = [];
      const service = inboxService(inbox.file, {
        notifier: mailer(smtp.url, owner),
        defer: (task) => tasks.push(task),
      });
      const result = await service.submit(
        {
          ...message(7),
          fullName: 'João <b>Silva</b>',
          message: '<script>alert(1)</script> Olá, tudo bem? Um projeto.',
        },
        { ip: '203.0.113.1', locale: visitor },
      );
      expect(result.ok).toBe(true);
      // Stored before anything is sent: the e-mail is deferred until the answer is out.
      expect(smtp.received).toHaveLength(0);
      expect((await readDocumentFile(inbox.file)).documents).toHaveLength(1);
      await Promise.all(tasks.map((task) => task()));

      expect(smtp.received).toHaveLength(1);
      const [mail] = smtp.received;
      expect(mail!.to).toEqual(['owner@example.com']);
      expect(mail!.from).toBe('site@example.com');
      const email = parse(mail!.raw);
      expect(email.contentType).toMatch(/^text\/plain/);
      expect(email.subject).toBe(fill(t.subject!, { name: 'João <b>Silva</b>', subject: 'Project number 7' }));
      expect(email.replyTo).toContain('visitor7@example.com');
      expect(email.text).toContain(fill(t.intro!, { name: 'João <b>Silva</b>' }));
      expect(email.text).toContain(row(t.language!, languageName(visitor)));
      expect(email.text).toContain(row(t.phone!, '+33 6 12 34 56 78'));
      expect(email.text).toContain('<script>alert(1)</script> Olá, tudo bem? Um projeto.');
      expect(email.text).toContain(inbox.file);
    } finally {
      await smtp.close();
    }
  });

  it.each([
    ['refuses the message', async () => startSmtp({ refuse: true })],
    ['is not listening', async () => ({ url: `smtp://127.0.0.1:${await freePort()}`, close: async () => {} })],
  ])('when the SMTP server %s, the message is stored all the same and the failure is logged', async (_name, start) => {
    const smtp = await start();
    try {
      const log = { info: vi.fn(), warn: vi.fn(), error: vi.fn() };
      const tasks: (() => Promise<void>)[] = [];
      const service = inboxService(inbox.file, {
        notifier: mailer(smtp.url, 'en'),
        defer: (task) => tasks.push(task),
        log,
      });
      const result = await service.submit(message(3), { ip: '203.0.113.1', locale: 'en' });
      expect(result).toMatchObject({ ok: true, created: true });
      await Promise.all(tasks.map((task) => task()));
      const [stored] = (await readDocumentFile(inbox.file)).documents as ContactMessageDocument[];
      expect(stored).toMatchObject({ _id: result.ok ? result.id : '', subject: 'Project number 3' });
      expect(log.error).toHaveBeenCalledTimes(1);
      expect(log.error.mock.calls[0]![0]).toMatch(/e-mail notification for inbox\.\S+ failed; the message is stored/);
    } finally {
      await smtp.close();
    }
  });
});
