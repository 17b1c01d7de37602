import { describe, expect, it } from 'vitest';
import { absoluteUrl, originOf, siteOrigin, SiteUrlError } from './site-url';

describe('siteOrigin', () => {
  it('prefers SITE_URL, then the settings, each reduced to its origin', () => {
    expect(siteOrigin('https://a.example', 'https://b.example')).toBe('https://a.example');
    expect(siteOrigin(undefined, 'https://b.example/')).toBe('https://b.example');
    expect(siteOrigin(undefined, 'http://localhost:3000/x')).toBe('http://localhost:3000');
  });

  it.each([
    [undefined, null],
    [undefined, 'ftp://b.example'],
    ['not a url', 'mailto:a@b.example'],
  ])('stops with a message naming SITE_URL when neither is an http(s) URL (%s, %s)', (configured, settings) => {
    expect(() => siteOrigin(configured, settings)).toThrow(SiteUrlError);
    expect(() => siteOrigin(configured, settings)).toThrow(/SITE_URL/);
  });

  it('originOf refuses what is not an http(s) URL', () => {
    expect(originOf('javascript:alert(1)')).toBeNull();
    expect(originOf('/en')).toBeNull();
  });
});

describe('absoluteUrl', () => {
  it.each([
    ['/en', 'https://a.example/en'],
    ['/fr/articles/notes/type-scale', 'https://a.example/fr/articles/notes/type-scale'],
    ['https://cdn.example/x.png', 'https://cdn.example/x.png'],
  ])('%s → %s', (path, url) => expect(absoluteUrl('https://a.example', path)).toBe(url));
});
