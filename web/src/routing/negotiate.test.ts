import { describe, expect, it } from 'vitest';
import { acceptedLanguages, negotiateLocale } from './negotiate';

/** A language list of the test's own: the function takes what the site offers, whatever the project's list. */
const OFFERED = ['en', 'fr', 'pt'];

describe('negotiateLocale: cookie, then Accept-Language, then the default, among the offered languages', () => {
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
    expect(negotiateLocale(cookie, header, OFFERED)).toBe(expected);
  });

  it('never picks a language the site does not offer, even from the cookie', () => {
    expect(negotiateLocale('fr', 'fr-FR,pt;q=0.5', ['en', 'pt'])).toBe('pt');
    expect(negotiateLocale('fr', 'fr', ['en'])).toBe('en');
  });

  it('falls back to the first offered language, the default', () => {
    expect(negotiateLocale(undefined, 'ja', ['de', 'ar'])).toBe('de');
  });

  it.each([
    ['pt-BR', ['en', 'pt-br', 'pt-pt'], 'pt-br'],
    ['pt-PT,pt;q=0.5', ['en', 'pt-br', 'pt-pt'], 'pt-pt'],
    ['pt', ['en', 'pt-br'], 'pt-br'],
    ['ar-EG', ['en', 'ar'], 'ar'],
  ])('Accept-Language %j among %j → %s (codes with a region)', (header, offered, expected) => {
    expect(negotiateLocale(undefined, header, offered)).toBe(expected);
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
