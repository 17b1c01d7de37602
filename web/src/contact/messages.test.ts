import { describe, expect, it } from 'vitest';
import { localeCodes } from '@vitrine/schemas';
import { REJECT_STATUS } from '@/contact/submit';
import { CONTACT_FIELD_ERRORS, CONTACT_FIELDS } from './schema';

const load = async (locale: string) =>
  (await import(`../../messages/${locale}.json`)).default as {
    ContactForm: {
      fields: Record<string, unknown>;
      errors: Record<string, Record<string, string>>;
      rejected: Record<string, string>;
    } & Record<string, unknown>;
  };

describe('contact form messages', () => {
  it.each(localeCodes)('%s has a label and a message for every field and every error it can give', async (locale) => {
    const { ContactForm } = await load(locale);
    expect(Object.keys(ContactForm.fields).sort()).toEqual([...CONTACT_FIELDS].sort());
    for (const field of CONTACT_FIELDS) {
      expect(Object.keys(ContactForm.errors[field] ?? {}).sort(), field).toEqual(
        [...CONTACT_FIELD_ERRORS[field]].sort(),
      );
    }
  });

  it.each(localeCodes)('%s explains every way the server can refuse a message', async (locale) => {
    const { ContactForm } = await load(locale);
    expect(Object.keys(ContactForm.rejected).sort()).toEqual(Object.keys(REJECT_STATUS).sort());
    for (const key of ['sending', 'sent', 'failed', 'honeypot'])
      expect(ContactForm[key], key).toEqual(expect.any(String));
  });
});
