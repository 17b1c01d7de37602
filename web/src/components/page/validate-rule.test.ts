import { describe, expect, it } from 'vitest';
import { visiblePage } from './validate-rule';

describe('visiblePage', () => {
  it.each([
    ['no page', null, 'en', null],
    ['no rule', { slug: 'about', validate: null }, 'en', 'about'],
    ['language refused', { slug: 'studio/process', validate: { locales: ['en'] } }, 'fr', null],
    [
      'path pattern on the canonical path',
      { slug: 'studio/process', validate: { pathPattern: '^/fr/studio/process$' } },
      'fr',
      'studio/process',
    ],
    ['home is the language root', { slug: 'home', validate: { pathPattern: '^/pt$' } }, 'pt', 'home'],
  ] as const)('%s', (_name, page, locale, expected) => {
    expect(visiblePage(page, locale)?.slug ?? null).toBe(expected);
  });
});
