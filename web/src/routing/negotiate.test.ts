import { describe, expect, it } from 'vitest';
import { acceptedLanguages, negotiateLocale } from './negotiate';

describe('negotiateLocale: cookie, then Accept-Language, then English', () => {
  it.each([
    [undefined, undefined, 'en'],
    ['fr', 'pt-BR', 'fr'],
    ['de', 'pt-BR,pt;q=0.9', 'pt'],
    [undefined, 'de-DE,fr;q=0.8,en;q=0.5', 'fr'],
    [undefined, 'en;q=0.1,fr;q=0.9', 'fr'],
    [undefined, 'fr;q=0,pt', 'pt'],
    [undefined, 'ja,zh', 'en'],
    [undefined, '*', 'en'],
    [undefined, 'garbage;;;,,q=x', 'en'],
  ])('cookie %j, Accept-Language %j → %s', (cookie, header, expected) => {
    expect(negotiateLocale(cookie, header)).toBe(expected);
  });
});

describe('acceptedLanguages', () => {
  it('orders by quality, then by position, and drops q=0 and junk', () => {
    expect(acceptedLanguages('fr-CA;q=0.8, pt , en;q=0.9, <x>, de;q=0')).toEqual(['pt', 'en', 'fr-ca']);
  });

  it('reads at most 1 KB of a huge header', () => {
    expect(acceptedLanguages(`${'x,'.repeat(100_000)}fr`)).not.toContain('fr');
  });
});
