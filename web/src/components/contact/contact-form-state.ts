/**
 * What the contact form shows, as a reducer: the values typed, the errors,
 * the notice of a post made without JavaScript, and whether a send is under
 * way. Pure, so every transition is tested without a browser.
 */
import type { ContactErrorCode, ContactErrors, ContactField } from '@/contact/fields';
import { EMPTY_CONTACT_VALUES, type ContactFormState, type ContactFormValues } from '@/contact/form-state';

export interface FormView {
  values: ContactFormValues;
  errors: ContactErrors;
  /** The answer of a post made without JavaScript (the page came back with it), until the next send. */
  notice: ContactFormState | null;
  /** After a first send, fields check themselves as the visitor types. */
  submitted: boolean;
  pending: boolean;
  /** Announced to screen readers (e.g. "please fix the fields"). */
  status: string;
}

export type FormEvent =
  | { type: 'typed'; field: ContactField; value: string }
  | { type: 'checked'; field: ContactField; code: ContactErrorCode | null }
  | { type: 'invalid'; errors: ContactErrors; status: string }
  | { type: 'sending' }
  | { type: 'sent' }
  | { type: 'refused'; errors: ContactErrors; status: string }
  | { type: 'settled' };

export function initialView(answered: ContactFormState): FormView {
  return {
    values: answered.values,
    errors: answered.errors,
    notice: answered.status === 'idle' ? null : answered,
    submitted: answered.status === 'error',
    pending: false,
    status: '',
  };
}

export function formReducer(view: FormView, event: FormEvent): FormView {
  switch (event.type) {
    case 'typed':
      return { ...view, values: { ...view.values, [event.field]: event.value } };
    case 'checked': {
      if ((view.errors[event.field] ?? null) === event.code) return view;
      const errors = { ...view.errors };
      if (event.code) errors[event.field] = event.code;
      else delete errors[event.field];
      return { ...view, errors };
    }
    case 'invalid':
      return { ...view, submitted: true, notice: null, errors: event.errors, status: event.status };
    case 'sending':
      return { ...view, submitted: true, notice: null, errors: {}, status: '', pending: true };
    case 'sent':
      return { ...view, values: EMPTY_CONTACT_VALUES, errors: {}, submitted: false };
    case 'refused':
      return Object.keys(event.errors).length > 0 ? { ...view, errors: event.errors, status: event.status } : view;
    case 'settled':
      return { ...view, pending: false };
  }
}

/** Whether a field should check itself as the visitor types: once it shows an error, or after a first send. */
export const checksWhileTyping = (view: FormView, field: ContactField) => view.submitted || Boolean(view.errors[field]);
