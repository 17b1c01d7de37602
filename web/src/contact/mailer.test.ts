import { describe, expect, it } from 'vitest';
import { localeCodes } from '@vitrine/schemas';
import { composeNotification, loadEmailMessages } from './mailer';
import type { ContactMessageDocument } from './message';

const message: ContactMessageDocument = {
  _id: 'inbox.0123456789abcdef0123456789abcdef-0123456789ab',
  _type: 'contactMessage',
  name: 'Ana <b>Souza</b>',
  email: 'ana@example.com',
  subject: 'Un nouveau\nsite',
  message: '<script>alert(1)</script>\nBonjour !',
  language: 'fr',
  receivedAt: '2025-06-01T09:30:00.000Z',
};

describe('composeNotification', () => {
  // The demo's three languages, those of them the list has.
  it.each(
    (
      [
        [
          'en',
          'New message from Ana <b>Souza</b>: Un nouveau site',
          'Received: June 1, 2025 at 9:30 AM UTC',
          'Phone: not given',
        ],
        [
          'fr',
          'Nouveau message de Ana <b>Souza</b> : Un nouveau site',
          'Reçu le : 1 juin 2025 à 09:30 UTC',
          'Langue : Français',
        ],
        [
          'pt',
          'Nova mensagem de Ana <b>Souza</b>: Un nouveau site',
          'Recebida em: 1 de junho de 2025 às 09:30 UTC',
          'Telefone: não informado',
        ],
      ] as const
    ).filter(([locale]) => localeCodes.includes(locale)),
  )('writes in the owner’s language (%s)', async (locale, subject, ...lines) => {
    const email = composeNotification(message, { locale, messages: await loadEmailMessages(locale), inbox: 'Studio' });
    expect(email.subject).toBe(subject);
    for (const line of lines) expect(email.text.replace(/\u202f|\u00a0/g, ' ')).toContain(line);
    // What the visitor typed arrives as text, untouched.
    expect(email.text).toContain('<script>alert(1)</script>\nBonjour !');
  });

  it('has every string in every language', async () => {
    for (const locale of localeCodes) {
      const email = composeNotification(
        { ...message, phone: '+33 6 12 34 56 78' },
        { locale, messages: await loadEmailMessages(locale), inbox: '/srv/inbox.ndjson' },
      );
      expect(email.text).not.toMatch(/ContactEmail\./);
      expect(email.text).toContain('+33 6 12 34 56 78');
      expect(email.text).toContain('/srv/inbox.ndjson');
    }
  });
});
