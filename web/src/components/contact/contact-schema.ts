/**
 * The contact form's rules, shared by the browser (instant feedback) and the
 * server action that will send the message. Pure: no 'use client', no server
 * imports. Built on `zod/mini` so the form ships a few kilobytes, not the
 * whole library. Errors are codes, not sentences: each side translates them.
 */
import * as z from 'zod/mini';

export const CONTACT_FIELDS = ['fullName', 'email', 'phone', 'subject', 'message'] as const;
export type ContactField = (typeof CONTACT_FIELDS)[number];

export const CONTACT_LIMITS = {
  fullName: { min: 2, max: 100 },
  email: { max: 254 },
  phone: { minDigits: 6, maxDigits: 15 },
  subject: { min: 3, max: 150 },
  message: { min: 10, max: 5000 },
} as const;

export const CONTACT_ERROR_CODES = ['required', 'tooShort', 'tooLong', 'invalid'] as const;
export type ContactErrorCode = (typeof CONTACT_ERROR_CODES)[number];

/** The codes each field can give, so translations can be checked against them. */
export const CONTACT_FIELD_ERRORS = {
  fullName: ['required', 'tooShort', 'tooLong'],
  email: ['required', 'invalid', 'tooLong'],
  phone: ['invalid'],
  subject: ['required', 'tooShort', 'tooLong'],
  message: ['required', 'tooShort', 'tooLong'],
} as const satisfies Record<ContactField, readonly ContactErrorCode[]>;

/**
 * A phone number as people write it anywhere in the world: an optional leading
 * `+`, digits, spaces, dots, dashes, slashes and brackets, with 6 to 15 digits
 * (E.164's maximum).
 */
export function isPhoneNumber(value: string): boolean {
  if (!/^\+?[\d\s().\-/]+$/.test(value)) return false;
  const digits = value.replace(/\D/g, '').length;
  return digits >= CONTACT_LIMITS.phone.minDigits && digits <= CONTACT_LIMITS.phone.maxDigits;
}

const text = (min: number, max: number) =>
  z
    .string('required')
    .check(z.trim(), z.minLength(1, 'required'), z.minLength(min, 'tooShort'), z.maxLength(max, 'tooLong'));

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
  message: text(CONTACT_LIMITS.message.min, CONTACT_LIMITS.message.max),
});

/** A message ready to send: trimmed, with no phone rather than an empty one. */
export interface ContactMessageInput {
  fullName: string;
  email: string;
  phone?: string;
  subject: string;
  message: string;
}

export type ContactErrors = Partial<Record<ContactField, ContactErrorCode>>;

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
