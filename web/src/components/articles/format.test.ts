import { describe, expect, it } from 'vitest';
import { matchesSearch } from './format';

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
