import { describe, expect, it } from 'vitest';
import { passesValidateRule, visiblePage, type ValidateRule } from './validate-rule';

describe('passesValidateRule', () => {
  it.each<[string, ValidateRule | null, string, string, boolean]>([
    ['no rule', null, 'en', '/en/studio', true],
    ['empty rule', {}, 'pt', '/pt/studio', true],
    ['empty locale list', { locales: [] }, 'pt', '/pt/studio', true],
    ['locale allowed', { locales: ['en', 'fr'] }, 'fr', '/fr/studio', true],
    ['locale refused', { locales: ['en', 'fr'] }, 'pt', '/pt/studio', false],
    ['path matches', { pathPattern: '^/(en|fr)/studio/process$' }, 'en', '/en/studio/process', true],
    ['path does not match', { pathPattern: '^/(en|fr)/studio/process$' }, 'pt', '/pt/studio/process', false],
    ['both must hold', { locales: ['en'], pathPattern: 'studio' }, 'en', '/en/other', false],
    ['malformed pattern fails closed', { pathPattern: '([' }, 'en', '/en/studio', false],
  ])('%s', (_name, rule, locale, path, expected) => {
    expect(passesValidateRule(rule, { locale, path })).toBe(expected);
  });
});

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
  ])('%s', (_name, page, locale, expected) => {
    expect(visiblePage(page, locale)?.slug ?? null).toBe(expected);
  });
});
