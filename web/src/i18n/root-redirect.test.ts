import { describe, expect, it } from 'vitest';
import { isForeignLocalePrefix, rootRedirect } from './root-redirect';

describe('rootRedirect', () => {
  const base = 'https://vitrine.example';

  it.each([
    ['/', { target: '/fr', status: 308 as const }, `${base}/fr`, 308],
    ['/', { target: 'https://elsewhere.example/hello', status: 302 as const }, 'https://elsewhere.example/hello', 302],
  ])('%s with %o goes to %s', (path, config, location, status) => {
    const result = rootRedirect(new URL(path, base), config);
    expect(result?.location.href).toBe(location);
    expect(result?.status).toBe(status);
  });

  it('leaves other paths and an unconfigured root alone', () => {
    expect(rootRedirect(new URL('/en', base), { target: '/fr', status: 308 })).toBeNull();
    expect(rootRedirect(new URL('/', base), undefined)).toBeNull();
  });
});

describe('isForeignLocalePrefix', () => {
  it.each([
    ['/de/about', true],
    ['/es', true],
    ['/pt-PT/x', true],
    ['/en/about', false],
    ['/fr', false],
    ['/pt', false],
    ['/about', false],
    ['/', false],
    ['/articles/x', false],
  ])('%s → %s', (path, expected) => expect(isForeignLocalePrefix(path)).toBe(expected));
});
