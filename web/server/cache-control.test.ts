import { describe, expect, it } from 'vitest';
import { cacheControl } from './cache-control';

describe('cacheControl', () => {
  it.each([
    [200, 's-maxage=31536000', false, 'public, max-age=0, s-maxage=20, stale-while-revalidate=40'],
    [
      200,
      's-maxage=31536000, stale-while-revalidate',
      false,
      'public, max-age=0, s-maxage=20, stale-while-revalidate=40',
    ],
    [200, 'public, max-age=31536000, immutable', false, 'public, max-age=31536000, immutable'],
    [
      200,
      'private, no-cache, no-store, max-age=0, must-revalidate',
      false,
      'private, no-cache, no-store, max-age=0, must-revalidate',
    ],
    [200, 's-maxage=31536000', true, 'private, no-store'],
    [404, 's-maxage=31536000', false, 'no-store'],
    [500, undefined, false, 'no-store'],
    [200, undefined, false, undefined],
  ])('%i with %j (personalized %s) → %j', (status, nextCacheControl, personalized, expected) => {
    expect(cacheControl({ status, nextCacheControl, personalized })).toBe(expected);
  });
});
