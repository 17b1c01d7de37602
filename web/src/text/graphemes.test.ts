import { describe, expect, it } from 'vitest';
import { clip, firstGrapheme, monogram } from './graphemes';

/** No lone surrogate: no character was cut in half. */
const wellFormed = (text: string) =>
  !/[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/.test(text);

describe('monogram', () => {
  it.each([
    ['Lívia Vilar', 'LV'],
    ['👩🏽‍💻 Lívia Vilar', '👩🏽‍💻L'],
    ['🇧🇷 Brasil', '🇧🇷B'],
    ['e\u0301mile zola', 'E\u0301Z'],
    ['Ana', 'A'],
    ['', ''],
    ['  leading  spaces ', 'LS'],
  ])('%s → %s', (name, expected) => {
    expect(monogram(name)).toBe(expected);
    // Never half a surrogate pair: every code unit of the result is paired.
    expect(wellFormed(monogram(name))).toBe(true);
  });
});

describe('firstGrapheme', () => {
  it('keeps a whole emoji sequence together', () => {
    expect(firstGrapheme('👨‍👩‍👧 family')).toBe('👨‍👩‍👧');
    expect(firstGrapheme('')).toBe('');
  });
});

describe('clip', () => {
  it.each([
    ['The quiet interface, and why it matters', 24, 'The quiet interface…'],
    ['Short', 24, 'Short'],
    ['🙂🙂🙂🙂🙂🙂', 4, '🙂🙂🙂…'],
    ['ab👩🏽‍💻cd', 4, 'ab👩🏽‍💻…'],
  ])('%s at %i → %s', (text, max, expected) => {
    expect(clip(text, max)).toBe(expected);
    expect(wellFormed(clip(text, max))).toBe(true);
  });
});
