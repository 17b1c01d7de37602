import { describe, expect, it } from 'vitest';
import { documentAlternates, hreflangs, isListed, routeAlternates } from './alternates';
import { INDEX, LOCALES, ORIGIN, REDIRECTS } from './testing';

describe('isListed', () => {
  it.each([
    ['calm-en', true],
    ['process-fr', true],
    ['old-en', false], // a redirect source
    ['about-pt', false], // its validate rule refuses it
    ['calm-pt', false], // a slug the routes would not accept
  ])('%s → %s', (id, listed) => {
    expect(isListed(INDEX.byId(id)!, INDEX, REDIRECTS)).toBe(listed);
  });
});

describe('documentAlternates', () => {
  it('lists exactly the versions that answer, each at its own translated path', () => {
    expect(documentAlternates(INDEX, REDIRECTS, 'calm-fr')).toEqual({
      en: '/en/articles/designing-for-calm',
      fr: '/fr/articles/concevoir-le-calme',
    });
    expect(documentAlternates(INDEX, REDIRECTS, 'process-fr')).toEqual({
      fr: '/fr/studio/processus',
      pt: '/pt/estudio/processo',
    });
    expect(documentAlternates(INDEX, REDIRECTS, 'about-en')).toEqual({ en: '/en/about' });
  });

  it('a list route is in every language given that a redirect does not take', () => {
    expect(
      routeAlternates('works', ['en', 'fr', 'pt'], [{ source: '/pt/works', destination: '/pt', permanent: false }]),
    ).toEqual({ en: '/en/works', fr: '/fr/works' });
  });

  it('never names a page where the default language stands in, nor a language not offered', () => {
    expect(INDEX.standIn('page', 'fr', 'about')).toBeDefined();
    expect(documentAlternates(INDEX, REDIRECTS, 'about-en')).not.toHaveProperty('fr');
    expect(INDEX.isOffered('de')).toBe(false);
    expect(Object.keys(documentAlternates(INDEX, REDIRECTS, 'calm-en'))).not.toContain('de');
  });
});

describe('hreflangs', () => {
  it('absolute URLs in the locale order, then x-default on the default language', () => {
    const links = hreflangs(ORIGIN, { pt: '/pt/a', en: '/en/a' }, LOCALES);
    expect(Object.entries(links)).toEqual([
      ['en', 'https://a.example/en/a'],
      ['pt', 'https://a.example/pt/a'],
      ['x-default', 'https://a.example/en/a'],
    ]);
  });

  it('x-default falls back to the first language that has the page', () => {
    expect(hreflangs(ORIGIN, { pt: '/pt/b', fr: '/fr/b' }, LOCALES)['x-default']).toBe('https://a.example/fr/b');
    expect(hreflangs(ORIGIN, {}, LOCALES)).toEqual({});
  });
});
