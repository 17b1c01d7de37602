import { matchRedirect, redirectLocation, type RedirectRule } from '@vitrine/schemas';
import { describe, expect, it } from 'vitest';
import { rootRedirect } from './redirects';

const rules: RedirectRule[] = [
  { source: '/blog', destination: '/en/articles', permanent: true },
  { source: '/fr/ancien-article/', destination: '/fr/articles/concevoir-le-calme', permanent: false },
  { source: '/book', destination: 'https://cal.example.com/ana', permanent: false },
  { source: '/evil', destination: '//evil.example/x', permanent: false },
  { source: '/script', destination: 'javascript:alert(1)', permanent: false },
];

describe('matchRedirect', () => {
  it.each([
    ['/blog', '/en/articles', 308],
    ['/blog/', '/en/articles', 308],
    ['/fr/ancien-article', '/fr/articles/concevoir-le-calme', 307],
    ['/book', 'https://cal.example.com/ana', 307],
  ])('%s → %s (%i), relative when it stays on the site', (path, location, status) => {
    expect(matchRedirect(path, rules)).toEqual({ location, status });
  });

  it.each(['/blogs', '/en/blog', '/', '/evil', '/script'])('%s has no usable rule', (path) => {
    expect(matchRedirect(path, rules)).toBeNull();
  });

  it('ignores a rule that points at itself', () => {
    expect(matchRedirect('/a', [{ source: '/a', destination: '/a/', permanent: true }])).toBeNull();
  });
});

describe('rootRedirect', () => {
  it.each([
    ['/', { target: '/fr', status: 308 as const }, { location: '/fr', status: 308 }],
    [
      '/',
      { target: 'https://elsewhere.example/hi', status: 302 as const },
      {
        location: 'https://elsewhere.example/hi',
        status: 302,
      },
    ],
    ['/en', { target: '/fr', status: 308 as const }, null],
    ['/', undefined, null],
    ['/', { target: '//evil.example', status: 307 as const }, null],
  ])('%s with %o → %o', (path, config, expected) => {
    expect(rootRedirect(path, config)).toEqual(expected);
  });
});

describe('redirectLocation', () => {
  it.each([
    ['/en/about', '/en/about'],
    ['https://a.example/x', 'https://a.example/x'],
    ['mailto:a@b.example', null],
    ['//evil.example', null],
    ['/\\evil.example', null],
    [null, null],
  ])('%s → %s', (value, expected) => expect(redirectLocation(value)).toBe(expected));
});
