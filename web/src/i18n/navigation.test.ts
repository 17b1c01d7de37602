import { describe, expect, it } from 'vitest';
import { localizedHref } from './navigation';

describe('localizedHref', () => {
  it.each([
    ['/', 'fr', '/fr'],
    ['/about', 'pt', '/pt/about'],
    ['articles/notes/type-scale', 'en', '/en/articles/notes/type-scale'],
    [{ pathname: '/articles', query: { tag: 'design & ux' } }, 'en', '/en/articles?tag=design+%26+ux'],
    [{ pathname: '/articles', query: { tag: undefined } }, 'fr', '/fr/articles'],
  ] as const)('%o in %s → %s', (href, locale, expected) => {
    expect(localizedHref(href, locale)).toBe(expected);
  });
});
