import { describe, expect, it } from 'vitest';
import { stripControlCharacters, withoutControlCharacters } from './control-characters';

describe('stripControlCharacters', () => {
  it.each([
    ['NUL, BEL and ESC', 'a\u0000b\u0007c\u001b[31md', 'abc[31md'],
    ['DEL and C1 controls', 'x\u007fy\u0085z\u009f', 'xyz'],
    ['carriage returns, keeping the newline', 'one\r\ntwo', 'one\ntwo'],
    ['nothing from tab and newline', 'a\tb\nc', 'a\tb\nc'],
    ['nothing from emoji, accents and zero-width joiners', 'Lívia 👩🏽‍💻 e\u0301', 'Lívia 👩🏽‍💻 e\u0301'],
  ])('removes %s', (_, text, expected) => {
    expect(stripControlCharacters(text)).toBe(expected);
  });
});

describe('withoutControlCharacters', () => {
  it('cleans every string of a query result, at any depth', () => {
    const result = {
      title: 'Bell\u0007',
      tags: ['ok', 'esc\u001b'],
      body: [{ _type: 'block', children: [{ text: 'nul\u0000' }] }],
      count: 3,
      none: null,
    };
    expect(withoutControlCharacters(result)).toEqual({
      title: 'Bell',
      tags: ['ok', 'esc'],
      body: [{ _type: 'block', children: [{ text: 'nul' }] }],
      count: 3,
      none: null,
    });
    // The result itself is left as it was: the local source shares it between callers.
    expect(result.title).toBe('Bell\u0007');
  });

  it('hands back the very same objects when there is nothing to remove', () => {
    const clean = { a: ['x', { b: 'y' }], c: 1 };
    expect(withoutControlCharacters(clean)).toBe(clean);
    const partly = { same: { b: 'y' }, changed: 'z\u0000' };
    expect(withoutControlCharacters(partly).same).toBe(partly.same);
  });
});
