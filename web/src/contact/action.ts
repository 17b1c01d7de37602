'use server';
import 'server-only';
import { cookies, headers } from 'next/headers';
import { getTranslations } from 'next-intl/server';
import { defaultLocale, isLocale } from '@vitrine/schemas';
import { CONTACT } from '@/config/contact';
import { SLOTS } from '@/config/slots';
import { env } from '@/env';
import { clientIp } from './client-ip';
import { EMPTY_CONTACT_VALUES, type ContactFormState, type ContactFormValues } from './form-state';
import { CONTACT_FIELDS } from './schema';
import { contactService } from './service-of-env';

const text = (value: FormDataEntryValue | null) => (typeof value === 'string' ? value : '');

/**
 * The contact form's server action. Without JavaScript the form posts here and
 * the page re-renders with the answer (errors beside the fields, what was typed
 * kept); with JavaScript the form calls it directly and shows the answer in a
 * toast. Either way the answer is translated here.
 *
 * Anyone can post to it, in any shape: a post that is not the form's (no
 * previous state, another encoding) is read as far as it goes and answered
 * like a form with missing fields, never with a crash.
 */
export async function sendContactMessage(previous: ContactFormState, form: FormData): Promise<ContactFormState> {
  const data =
    form instanceof FormData
      ? form
      : (previous as unknown) instanceof FormData
        ? (previous as unknown as FormData)
        : new FormData();
  const requested = data.get('locale');
  const locale = isLocale(requested) ? requested : defaultLocale;
  // A form sent without JavaScript from a host without the Vitrine server carries the placeholder: its
  // token came with the page, in a cookie (proxy.ts).
  const posted = data.get('token');
  const token =
    posted === SLOTS.formToken.placeholder ? ((await cookies()).get(CONTACT.tokenCookie)?.value ?? posted) : posted;
  const input: Record<string, unknown> = { token };
  for (const field of [...CONTACT_FIELDS, CONTACT.honeypotField]) input[field] = data.get(field);
  const { server } = env();
  const ip = clientIp(await headers(), server.host, server.trustProxy);
  const result = await contactService().submit(input, { ip, locale });
  const t = await getTranslations({ locale, namespace: 'ContactForm' });
  if (result.ok) {
    return {
      status: 'success',
      token: result.token,
      values: EMPTY_CONTACT_VALUES,
      errors: {},
      message: t('sent', { name: result.document.name }),
    };
  }
  const values = Object.fromEntries(CONTACT_FIELDS.map((field) => [field, text(data.get(field))])) as ContactFormValues;
  const seconds = result.retryAfterSeconds ?? 0;
  return {
    status: 'error',
    token: result.token,
    values,
    errors: result.errors ?? {},
    message: t(`rejected.${result.reason}`, { seconds, minutes: Math.max(1, Math.ceil(seconds / 60)) }),
  };
}
