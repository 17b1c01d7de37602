import { describe, expect, it } from 'vitest';
import { printable } from './printable';

describe('printable', () => {
  it.each([
    ['Ana Souza', {}, 'Ana Souza'],
    ['Evil\u001b[2J', {}, 'Evil\\u001b[2J'],
    ['title\u001b]0;pwned\u0007', {}, 'title\\u001b]0;pwned\\u0007'],
    ['Hi\u202eevil', {}, 'Hi\\u202eevil'],
    ['C1\u009b31m', {}, 'C1\\u009b31m'],
    ['two\nlines', {}, 'two\\u000alines'],
    ['two\nlines\tand a tab', { multiline: true }, 'two\nlines\tand a tab'],
    ['bell\u0007 in a body', { multiline: true }, 'bell\\u0007 in a body'],
  ])('%j %o → %j', (text, options, expected) => {
    expect(printable(text, options)).toBe(expected);
  });
});
