/**
 * The contact form's fields, limits and error codes: plain data, no zod, so
 * the form can render and the page can translate without loading the schema.
 * The rules themselves are in schema.ts.
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
  fullName: ['required', 'tooShort', 'tooLong', 'invalid'],
  email: ['required', 'invalid', 'tooLong'],
  phone: ['invalid'],
  subject: ['required', 'tooShort', 'tooLong', 'invalid'],
  message: ['required', 'tooShort', 'tooLong', 'invalid'],
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

/**
 * Control characters (C0, DEL, C1) have no place in a message a person
 * writes; they could rewrite a terminal that prints the inbox or hide text.
 * A message keeps its newlines and tabs; the one-line fields keep neither.
 * (Browsers send a textarea's line breaks as CRLF: the rules read CRLF as a newline.)
 */
export function hasControlCharacters(value: string, { multiline }: { multiline: boolean }): boolean {
  const text = multiline ? value.replace(/\r\n/g, '\n') : value;
  return (multiline ? /[\u0000-\u0008\u000b-\u001f\u007f-\u009f]/ : /[\u0000-\u001f\u007f-\u009f]/).test(text);
}
