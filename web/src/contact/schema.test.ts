import { describe, expect, it } from 'vitest';
import { CONTACT_FIELDS, isPhoneNumber, validateContact, validateContactField, type ContactErrors } from './schema';

const valid = {
  fullName: 'Ana Souza',
  email: 'ana@example.com',
  phone: '',
  subject: 'A new website',
  message: 'Hello! I would like to talk about a project.',
};

describe('validateContact', () => {
  it('accepts a complete message, trimmed, without an empty phone', () => {
    expect(validateContact({ ...valid, fullName: '  Ana Souza ', subject: ' A new website\n' })).toEqual({
      success: true,
      data: {
        fullName: 'Ana Souza',
        email: 'ana@example.com',
        subject: 'A new website',
        message: 'Hello! I would like to talk about a project.',
      },
    });
  });

  it('reads a CRLF line break (as browsers send a textarea) as a newline', () => {
    const result = validateContact({ ...valid, message: 'Hello,\r\nI would like a site.' });
    expect(result).toMatchObject({ success: true, data: { message: 'Hello,\nI would like a site.' } });
  });

  it('keeps a phone number when one is given', () => {
    const result = validateContact({ ...valid, phone: ' +55 11 91234-5678 ' });
    expect(result).toMatchObject({ success: true, data: { phone: '+55 11 91234-5678' } });
  });

  it('accepts a missing phone field', () => {
    const { phone: _phone, ...withoutPhone } = valid;
    expect(validateContact(withoutPhone).success).toBe(true);
  });

  it.each<[string, Partial<typeof valid>, ContactErrors]>([
    ['empty name', { fullName: '' }, { fullName: 'required' }],
    ['blank name', { fullName: '   ' }, { fullName: 'required' }],
    ['one-letter name', { fullName: 'A' }, { fullName: 'tooShort' }],
    ['two-letter name is enough', { fullName: 'Jo' }, {}],
    ['very long name', { fullName: 'x'.repeat(101) }, { fullName: 'tooLong' }],
    ['no email', { email: '' }, { email: 'required' }],
    ['email without domain', { email: 'ana@' }, { email: 'invalid' }],
    ['email without @', { email: 'ana.example.com' }, { email: 'invalid' }],
    ['email with spaces inside', { email: 'ana souza@example.com' }, { email: 'invalid' }],
    ['email with spaces around is fine', { email: ' ana@example.com ' }, {}],
    ['phone with letters', { phone: '+33 six' }, { phone: 'invalid' }],
    ['phone too short', { phone: '12345' }, { phone: 'invalid' }],
    ['phone too long', { phone: '+1234567890123456' }, { phone: 'invalid' }],
    ['French phone', { phone: '+33 6 12 34 56 78' }, {}],
    ['US phone with brackets', { phone: '(555) 123-4567' }, {}],
    ['Portuguese phone with dots', { phone: '912.345.678' }, {}],
    ['short subject', { subject: 'Hi' }, { subject: 'tooShort' }],
    ['no subject', { subject: '' }, { subject: 'required' }],
    ['short message', { message: 'Hello!' }, { message: 'tooShort' }],
    ['message of spaces', { message: '          ' }, { message: 'required' }],
    ['message of exactly 10 characters', { message: '0123456789' }, {}],
    ['message of 5000 characters', { message: 'x'.repeat(5000) }, {}],
    ['message over 5000 characters', { message: 'x'.repeat(5001) }, { message: 'tooLong' }],
    ['a null byte in the name', { fullName: 'Ana\u0000Souza' }, { fullName: 'invalid' }],
    ['a newline in the subject', { subject: 'A new\nwebsite' }, { subject: 'invalid' }],
    ['a terminal escape in the message', { message: 'Hello \u001b[2J there, friend' }, { message: 'invalid' }],
    ['a C1 control in the message', { message: 'Hello \u009b31m there, friend' }, { message: 'invalid' }],
    ['DEL in the subject', { subject: 'A new\u007fsite' }, { subject: 'invalid' }],
    ['newlines, CRLF and tabs in the message are fine', { message: 'Hello,\r\n\tI would like a site.\nThanks' }, {}],
    [
      'everything missing at once',
      { fullName: '', email: '', subject: '', message: '' },
      { fullName: 'required', email: 'required', subject: 'required', message: 'required' },
    ],
  ])('%s', (_name, change, errors) => {
    const result = validateContact({ ...valid, ...change });
    if (Object.keys(errors).length === 0) expect(result.success).toBe(true);
    else expect(result).toEqual({ success: false, errors });
  });

  it('reports a missing or non-string field as required, and ignores unknown fields', () => {
    expect(validateContact({ email: 'ana@example.com', other: 1 })).toEqual({
      success: false,
      errors: { fullName: 'required', subject: 'required', message: 'required' },
    });
    expect(validateContact(null).success).toBe(false);
  });
});

describe('validateContactField', () => {
  it.each([
    ['fullName', 'A', 'tooShort'],
    ['fullName', 'Ana', null],
    ['email', 'nope', 'invalid'],
    ['phone', '', null],
    ['phone', 'abc', 'invalid'],
    ['subject', '', 'required'],
    ['message', 'Long enough message', null],
  ] as const)('%s = %j → %s', (field, value, expected) => {
    expect(validateContactField(field, value)).toBe(expected);
  });

  it('knows every field', () => {
    for (const field of CONTACT_FIELDS) expect(() => validateContactField(field, 'x')).not.toThrow();
  });
});

describe('isPhoneNumber', () => {
  it.each([
    ['+351 912 345 678', true],
    ['+1 (555) 010-9999', true],
    ['06/12/34/56/78', true],
    ['123456', true],
    ['12345', false],
    ['++33 612345678', false],
    ['phone: 0612345678', false],
    ['', false],
  ])('%s → %s', (value, expected) => {
    expect(isPhoneNumber(value)).toBe(expected);
  });
});
