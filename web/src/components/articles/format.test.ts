import { describe, expect, it } from 'vitest';
import { formatDate, isValidSlug, matchesSearch } from './format';

describe('formatDate', () => {
  it.each([
    ['en', '2026-03-12T09:30:00Z', 'March 12, 2026'],
    ['fr', '2026-03-12T09:30:00Z', '12 mars 2026'],
    ['pt', '2026-03-12T09:30:00Z', '12 de março de 2026'],
    ['en', null, ''],
  ] as const)('%s %s → %s', (locale, iso, expected) => expect(formatDate(locale, iso)).toBe(expected));
});

describe('matchesSearch', () => {
  it.each([
    ['Designing for calm', 'calm', true],
    ['Designing for calm', 'CALM design', true],
    ['Concevoir le calme', 'évoir', true],
    ['Concevoir le calme', 'ecran', false],
    ['Anything', '', true],
    ['Anything', '   ', true],
  ])('%s ~ %s → %s', (text, search, expected) => expect(matchesSearch(text, search)).toBe(expected));
});

describe('isValidSlug', () => {
  it.each([
    ['designing-for-calm', true],
    ['notes/designing-for-calm', true],
    ['a1', true],
    ['Designing', false],
    ['double--dash', false],
    ['trailing-', false],
    ['with space', false],
    ['a//b', false],
    ['../etc', false],
    ['', false],
  ])('%s → %s', (slug, expected) => expect(isValidSlug(slug)).toBe(expected));
});
