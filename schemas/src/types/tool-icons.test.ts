import { describe, expect, it } from 'vitest';
import { checkIconName, iconSuggestions, isIconName } from './tool-icons';

describe('tool icon names', () => {
  it.each(['figma', 'nextdotjs', 'typescript', 'sanity'])('knows %s', (name) => {
    expect(isIconName(name)).toBe(true);
    expect(checkIconName(name)).toBe(true);
  });

  it('accepts an empty field: the tool gets a letter tile', () => {
    expect(checkIconName(undefined)).toBe(true);
  });

  it.each([
    ['Next.js', 'nextdotjs'],
    ['simple-icons:figma', 'figma'],
    ['TypeScript', 'typescript'],
    ['nextjs', 'nextdotjs'],
  ])('suggests a known name for %s', (value, suggestion) => {
    expect(isIconName(value)).toBe(false);
    expect(iconSuggestions(value)[0]).toBe(suggestion);
    expect(checkIconName(value)).toContain(suggestion);
  });

  it('refuses a name the set does not know, with no suggestion when nothing is close', () => {
    expect(checkIconName('zzqqxx')).toBe(
      'Simple Icons has no icon named “zzqqxx”. Find names at simpleicons.org, or leave it empty for a letter tile.',
    );
  });
});
