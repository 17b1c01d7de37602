import { describe, expect, it } from 'vitest';

import { isExternalUrl, isSafeHref, isSitePath, slugify, slugPattern } from './rules';

describe('isExternalUrl', () => {
  it.each([
    ['https://www.example.com', true],
    ['http://example.com/path?q=1', true],
    ['mailto:ola@example.org', true],
    ['tel:+351910000000', true],
    ['javascript:alert(1)', false],
    ['data:text/html,hi', false],
    ['ftp://example.com', false],
    ['/en/contact', false],
    ['https://', false],
    ['mailto:', false],
    [' https://example.com', false],
    ['', false],
    [undefined, false],
  ])('%s → %s', (value, expected) => {
    expect(isExternalUrl(value)).toBe(expected);
  });
});

describe('isSitePath', () => {
  it.each([
    ['/', true],
    ['/en/contact', true],
    ['/en/articles/notes/type-scale#heading', true],
    ['/cv?from=card', true],
    ['//evil.example.com', false],
    ['/\\evil.example.com', false],
    ['/with space', false],
    ['en/contact', false],
    ['https://example.com/en', false],
  ])('%s → %s', (value, expected) => {
    expect(isSitePath(value)).toBe(expected);
  });
});

describe('isSafeHref', () => {
  it.each([
    ['/fr/contact', true],
    ['#faq', true],
    ['https://cal.example.com/livia/20min', true],
    ['tel:+351910000000', true],
    ['javascript:void(0)', false],
    ['#', false],
    [null, false],
  ])('%s → %s', (value, expected) => {
    expect(isSafeHref(value)).toBe(expected);
  });
});

describe('slugs', () => {
  it.each([
    ['Designing for calm', 'designing-for-calm'],
    ['Concevoir le calme !', 'concevoir-le-calme'],
    ['Publicar em três idiomas', 'publicar-em-tres-idiomas'],
    ['À quoi sert une revue de design', 'a-quoi-sert-une-revue-de-design'],
    ['Studio / Process', 'studio/process'],
    ['notes//type  scale/', 'notes/type-scale'],
  ])('slugify(%s) = %s', (input, expected) => {
    expect(slugify(input)).toBe(expected);
    expect(slugPattern.test(expected)).toBe(true);
  });

  it.each(['Upper', 'trailing-', '-leading', 'double--hyphen', 'a//b', '/rooted', 'espaço'])('rejects %s', (slug) => {
    expect(slugPattern.test(slug)).toBe(false);
  });
});
