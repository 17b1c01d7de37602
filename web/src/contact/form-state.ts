/**
 * What the contact form's server action answers, and what the form shows:
 * shared by the action (server) and the form (client). Pure.
 */
import type { ContactErrors, ContactField } from './schema';

export type ContactFormValues = Record<ContactField, string>;

export const EMPTY_CONTACT_VALUES: ContactFormValues = { fullName: '', email: '', phone: '', subject: '', message: '' };

export interface ContactFormState {
  status: 'idle' | 'success' | 'error';
  /** The render token to send with the next submission. */
  token: string;
  /** What the fields show: empty after a success, what was typed after an error. */
  values: ContactFormValues;
  errors: ContactErrors;
  /** The outcome, translated ('' while idle). */
  message: string;
}

export const initialContactFormState = (token: string): ContactFormState => ({
  status: 'idle',
  token,
  values: EMPTY_CONTACT_VALUES,
  errors: {},
  message: '',
});
