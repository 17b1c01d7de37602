import { describe, expect, it } from 'vitest';
import { isCopyShortcut } from './shortcut';

const key = (key: string, mods: Partial<Record<'ctrlKey' | 'metaKey' | 'altKey' | 'shiftKey', boolean>> = {}) => ({
  key,
  ctrlKey: false,
  metaKey: false,
  altKey: false,
  shiftKey: false,
  ...mods,
});

describe('isCopyShortcut', () => {
  it.each([
    ['Ctrl+O', key('o', { ctrlKey: true }), true],
    ['⌘O', key('o', { metaKey: true }), true],
    ['Ctrl+O with caps lock', key('O', { ctrlKey: true }), true],
    ['O alone', key('o'), false],
    ['Ctrl+Shift+O', key('O', { ctrlKey: true, shiftKey: true }), false],
    ['Ctrl+Alt+O', key('o', { ctrlKey: true, altKey: true }), false],
    ['Ctrl+P', key('p', { ctrlKey: true }), false],
  ])('%s → %s', (_name, event, expected) => {
    expect(isCopyShortcut(event)).toBe(expected);
  });
});
