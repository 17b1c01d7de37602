/**
 * The contact form's fields, limits and error codes: plain data, no zod, so
 * the form can render and the page can translate without loading the schema.
 * The rules themselves are in contact-schema.ts.
 */
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

export type ContactErrors = Partial<Record<ContactField, ContactErrorCode>>;
