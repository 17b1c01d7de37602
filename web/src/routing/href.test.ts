import { describe, expect, it } from 'vitest';
import { isLocale, localeCodes, resolveHref } from '@vitrine/schemas';
import { displayHost, mailHref, telHref, webHref } from './href';

/** The list's first and last languages (one and the same on a one-language site), and a code it does not have. */
const FIRST = localeCodes[0]!;
const LAST = localeCodes.at(-1)!;
const UNLISTED = ['de', 'es', 'it', 'nl', 'ja'].find((code) => !isLocale(code))!;

describe('resolveHref', () => {
  it.each([
    [`/${FIRST}/contact`, { kind: 'internal', href: '/contact', locale: FIRST }],
    [`/${LAST}`, { kind: 'internal', href: '/', locale: LAST }],
    [`/${LAST}/`, { kind: 'internal', href: '/', locale: LAST }],
    [`/${LAST}?x=1`, { kind: 'internal', href: '/?x=1', locale: LAST }],
    [`/${FIRST}/articles/a/b#part`, { kind: 'internal', href: '/articles/a/b#part', locale: FIRST }],
    // A language the list does not have is an ordinary path.
    [`/${UNLISTED}`, { kind: 'internal', href: `/${UNLISTED}` }],
    ['/works', { kind: 'internal', href: '/works' }],
    ['/english/page', { kind: 'internal', href: '/english/page' }],
    ['#faq', { kind: 'anchor', href: '#faq' }],
    ['https://example.com/x', { kind: 'external', href: 'https://example.com/x', newTab: true }],
    ['mailto:hi@example.com', { kind: 'external', href: 'mailto:hi@example.com', newTab: false }],
    ['tel:+351912345678', { kind: 'external', href: 'tel:+351912345678', newTab: false }],
  ])('%s', (input, expected) => {
    expect(resolveHref(input)).toEqual(expected);
  });

  it.each([
    ['javascript:alert(1)'],
    ['//evil.example/path'],
    ['/\\evil.example'],
    ['data:text/html,hi'],
    ['contact'],
    [''],
    [null],
    [undefined],
  ])('drops %s', (input) => {
    expect(resolveHref(input)).toBeNull();
  });
});

describe('telHref', () => {
  it.each([
    ['+33 6 12 34 56 78', 'tel:+33612345678'],
    ['(555) 123-4567', 'tel:5551234567'],
    [' +55 (11) 91234-5678 ', 'tel:+5511912345678'],
  ])('%s → %s', (input, expected) => {
    expect(telHref(input)).toBe(expected);
  });
});

describe('displayHost', () => {
  it.each([
    ['https://www.studio.example/about', 'studio.example'],
    ['https://fonts.example', 'fonts.example'],
    ['not a url', 'not a url'],
  ])('%s → %s', (input, expected) => {
    expect(displayHost(input)).toBe(expected);
  });
});

describe('webHref: links to other sites from the CMS (socials, meeting link)', () => {
  it.each([
    ['https://cal.example.com/ana', 'https://cal.example.com/ana'],
    ['http://old.example', 'http://old.example'],
    ['javascript:alert(1)', null],
    ['data:text/html,hi', null],
    ['/en/contact', null],
    ['mailto:a@b.example', null],
    [' https://spaced.example', null],
    [null, null],
  ])('%j → %j', (value, expected) => expect(webHref(value)).toBe(expected));
});

describe('mailHref', () => {
  it.each([
    ['ana@example.com', 'mailto:ana@example.com'],
    ['ana@example.com?cc=evil@x.example', null],
    ['ana @example.com', null],
    ['javascript:alert(1)//@x.example', null],
    ['not-an-email', null],
    [null, null],
  ])('%j → %j', (value, expected) => expect(mailHref(value)).toBe(expected));
});
