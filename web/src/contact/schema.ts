/**
 * The contact form's rules, shared by the browser (instant feedback) and the
 * server action that will send the message. Pure: no 'use client', no server
 * imports. Built on `zod/mini` so the form ships a few kilobytes, not the
 * whole library. Errors are codes, not sentences: each side translates them.
 */
import * as z from 'zod/mini';
import {
  CONTACT_ERROR_CODES,
  CONTACT_FIELDS,
  CONTACT_LIMITS,
  hasControlCharacters,
  isPhoneNumber,
  type ContactErrorCode,
  type ContactErrors,
  type ContactField,
} from './fields';

export * from './fields';

const text = (min: number, max: number, multiline = false) =>
  z.string('required').check(
    z.overwrite((value) => (multiline ? value.replace(/\r\n/g, '\n') : value)),
    z.trim(),
    z.refine((value) => !hasControlCharacters(value, { multiline }), { message: 'invalid', abort: true }),
    z.minLength(1, 'required'),
    z.minLength(min, 'tooShort'),
    z.maxLength(max, 'tooLong'),
  );

export const contactSchema = z.object({
  fullName: text(CONTACT_LIMITS.fullName.min, CONTACT_LIMITS.fullName.max),
  email: z
    .string('required')
    .check(
      z.trim(),
      z.minLength(1, 'required'),
      z.maxLength(CONTACT_LIMITS.email.max, 'tooLong'),
      z.regex(z.regexes.email, 'invalid'),
    ),
  phone: z.optional(
    z.string('invalid').check(
      z.trim(),
      z.refine((value) => value === '' || isPhoneNumber(value), 'invalid'),
    ),
  ),
  subject: text(CONTACT_LIMITS.subject.min, CONTACT_LIMITS.subject.max),
  message: text(CONTACT_LIMITS.message.min, CONTACT_LIMITS.message.max, true),
});

/** A message ready to send: trimmed, with no phone rather than an empty one. */
export interface ContactMessageInput {
  fullName: string;
  email: string;
  phone?: string;
  subject: string;
  message: string;
}

export type ContactValidation =
  { success: true; data: ContactMessageInput } | { success: false; errors: ContactErrors };

const isCode = (value: unknown): value is ContactErrorCode =>
  typeof value === 'string' && (CONTACT_ERROR_CODES as readonly string[]).includes(value);

/** The form's values, checked: the clean message, or the first problem of each field. */
export function validateContact(input: unknown): ContactValidation {
  const result = z.safeParse(contactSchema, input);
  if (result.success) {
    const { phone, ...rest } = result.data;
    return { success: true, data: phone ? { ...rest, phone } : rest };
  }
  const errors: ContactErrors = {};
  for (const issue of result.error.issues) {
    const field = issue.path[0];
    if (typeof field !== 'string' || !(CONTACT_FIELDS as readonly string[]).includes(field)) continue;
    errors[field as ContactField] ??= isCode(issue.message) ? issue.message : 'invalid';
  }
  return { success: false, errors };
}

/** One field's first problem, or null: for feedback while the visitor types. */
export function validateContactField(field: ContactField, value: unknown): ContactErrorCode | null {
  const result = z.safeParse(contactSchema.shape[field], value);
  if (result.success) return null;
  const message = result.error.issues[0]?.message;
  return isCode(message) ? message : 'invalid';
}
