import { describe, expect, it } from 'vitest';
import { pngHash } from '../src/social/card-file';
import { CARD_CACHE, cardAnswer, isCardPath } from './cards';

const png = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 1, 2, 3]);
const hash = pngHash(png);

describe('cardAnswer', () => {
  it('gives the card its content hash as a strong ETag', () => {
    expect(cardAnswer(png, '', undefined).etag).toBe(`"${hash}"`);
    expect(hash).toMatch(/^[\w-]{16}$/);
    expect(cardAnswer(new Uint8Array([1]), '', undefined).etag).not.toBe(`"${hash}"`);
  });

  it.each([
    [`v=${hash}`, CARD_CACHE.hashed],
    [`x=1&v=${hash}`, CARD_CACHE.hashed],
    ['', CARD_CACHE.unhashed],
    ['v=an-older-hash00', CARD_CACHE.unhashed],
    [`v=${hash}x`, CARD_CACHE.unhashed],
  ])('keeps it for ever only when asked for by its own hash (?%s)', (query, cacheControl) => {
    expect(cardAnswer(png, query, undefined)).toEqual({ status: 200, etag: `"${hash}"`, cacheControl });
  });

  it.each([
    [`"${hash}"`, 304],
    [`W/"${hash}"`, 304],
    [`"other", "${hash}"`, 304],
    ['*', 304],
    ['"other"', 200],
    [hash, 200],
  ] as const)('answers If-None-Match: %s with %i', (ifNoneMatch, status) => {
    expect(cardAnswer(png, '', ifNoneMatch).status).toBe(status);
  });
});

describe('isCardPath', () => {
  it.each([
    ['/en/opengraph-image', true],
    ['/en/articles/designing-for-calm/opengraph-image', true],
    ['/en/opengraph-image.png', false],
    ['/en/about', false],
  ])('%s: %s', (path, expected) => expect(isCardPath(path)).toBe(expected));
});
