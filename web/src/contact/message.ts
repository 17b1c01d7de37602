import { createHash } from 'node:crypto';
import { contactMessageIdPrefix, type ContactMessage, type Locale } from '@vitrine/schemas';
import type { ContactMessageInput } from '@/contact/schema';

/** A contact message as the site writes it: the generated `ContactMessage` type, without the system fields. */
export type ContactMessageDocument = Omit<ContactMessage, '_createdAt' | '_updatedAt' | '_rev'>;

/**
 * The document id of a message: the render's idempotency key, then a digest
 * of what was sent. A double submit or a retry of the same text lands on the
 * same id (stored once); a different message sent from a stale page (the
 * back button restores an old render) lands on another id (never swallowed).
 * The `inbox.` prefix keeps it private in a public dataset.
 */
export function contactMessageId(key: string, message: ContactMessageInput): string {
  const digest = createHash('sha256')
    .update(JSON.stringify([message.fullName, message.email, message.phone ?? '', message.subject, message.message]))
    .digest('hex')
    .slice(0, 12);
  return `${contactMessageIdPrefix}${key}-${digest}`;
}

export function contactMessageDocument(
  id: string,
  message: ContactMessageInput,
  language: Locale,
  receivedAt: Date,
): ContactMessageDocument {
  return {
    _id: id,
    _type: 'contactMessage',
    name: message.fullName,
    email: message.email,
    ...(message.phone ? { phone: message.phone } : {}),
    subject: message.subject,
    message: message.message,
    language,
    receivedAt: receivedAt.toISOString(),
  };
}
