import { describe, expect, it } from 'vitest';
import { isChunkLoadError, selfStartedPageLoad, type NavigateEventLike } from './reloads';

const origin = 'https://vitrine.example';

/** Next's fallback to a full page load: `location.assign()` from script, to a page of the site. */
const nextFallback: NavigateEventLike = {
  navigationType: 'push',
  cancelable: true,
  userInitiated: false,
  formData: null,
  destination: { url: `${origin}/fr/about?tab=2#team`, sameDocument: false },
};

describe('selfStartedPageLoad: which navigations the reload guard watches', () => {
  it('Next’s full page load to a page of the site, push or replace → its path and query', () => {
    expect(selfStartedPageLoad(nextFallback, origin)).toBe('/fr/about?tab=2');
    expect(selfStartedPageLoad({ ...nextFallback, navigationType: 'replace' }, origin)).toBe('/fr/about?tab=2');
  });

  it.each<[string, Partial<NavigateEventLike>]>([
    ['a link or form the browser follows', { userInitiated: true }],
    ['a form post', { formData: {} }],
    ['a client-side navigation (pushState)', { destination: { url: `${origin}/fr/about`, sameDocument: true } }],
    ['back and forward', { navigationType: 'traverse' }],
    ['a reload (the chunk-error reload claims its own)', { navigationType: 'reload' }],
    ['one that cannot be cancelled', { cancelable: false }],
    ['another site', { destination: { url: 'https://elsewhere.example/fr/about', sameDocument: false } }],
  ])('leaves alone %s', (_, change) => {
    expect(selfStartedPageLoad({ ...nextFallback, ...change }, origin)).toBeNull();
  });
});

describe('isChunkLoadError', () => {
  const chunkError = Object.assign(new Error('Failed to load chunk /_next/static/chunks/a.js'), {
    name: 'ChunkLoadError',
  });
  it.each([
    [chunkError, true],
    [new Error('Failed to load chunk'), false],
    [new TypeError('x is undefined'), false],
    [{ name: 'ChunkLoadError' }, false],
    [undefined, false],
  ])('%o → %s', (error, expected) => {
    expect(isChunkLoadError(error)).toBe(expected);
  });
});
