import { describe, expect, it } from 'vitest';
import { messageKeys, missingKeys, unknownKeys, withFallback } from './messages';

const fallback = {
  Shell: { home: 'Home', nav: { works: 'Works', about: 'About' } },
  Seo: { feed: ['Articles by ', ['name']] },
};

describe('messages completed from the default language', () => {
  it('lists every message by its dotted key, a compiled message counting as one', () => {
    expect(messageKeys(fallback)).toEqual(['Shell.home', 'Shell.nav.works', 'Shell.nav.about', 'Seo.feed']);
  });

  it.each([
    [
      'nothing missing',
      { Shell: { home: 'Accueil', nav: { works: 'Travaux', about: 'À propos' } }, Seo: { feed: 'x' } },
      [],
    ],
    ['a message', { Shell: { home: 'Accueil', nav: { works: 'Travaux' } }, Seo: { feed: 'x' } }, ['Shell.nav.about']],
    ['a namespace', { Shell: { home: 'Accueil', nav: { works: 'T', about: 'A' } } }, ['Seo.feed']],
    ['everything', {}, ['Shell.home', 'Shell.nav.works', 'Shell.nav.about', 'Seo.feed']],
    [
      'a namespace written as a message',
      { Shell: 'oops', Seo: { feed: 'x' } },
      ['Shell.home', 'Shell.nav.works', 'Shell.nav.about'],
    ],
  ])('names what is missing: %s', (_name, messages, missing) => {
    expect(missingKeys(messages, fallback)).toEqual(missing);
    const completed = withFallback(messages, fallback);
    expect(missingKeys(completed, fallback)).toEqual([]);
  });

  it('keeps the language’s own strings and takes only the missing ones', () => {
    const completed = withFallback({ Shell: { nav: { works: 'Travaux' } } }, fallback) as typeof fallback;
    expect(completed.Shell.nav).toEqual({ works: 'Travaux', about: 'About' });
    expect(completed.Shell.home).toBe('Home');
    expect(completed.Seo.feed).toEqual(['Articles by ', ['name']]);
  });

  it('returns the same object when nothing is missing', () => {
    const full = { Shell: { home: 'H', nav: { works: 'W', about: 'A' } }, Seo: { feed: 'F' } };
    expect(withFallback(full, fallback)).toBe(full);
  });

  it('names keys the default language does not have', () => {
    expect(unknownKeys({ Shell: { hom: 'typo', home: 'H' } }, fallback)).toEqual(['Shell.hom']);
  });
});
