import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { ByteCache, compress, isCompressible, negotiateEncoding } from './compress';

describe('negotiateEncoding', () => {
  it.each([
    ['gzip, deflate, br, zstd', 'br'],
    ['gzip', 'gzip'],
    ['br;q=0, gzip', 'gzip'],
    ['*', 'br'],
    ['identity', null],
    ['', null],
    [undefined, null],
    ['gzip;q=0', null],
  ])('%j → %j', (header, expected) => expect(negotiateEncoding(header)).toBe(expected));
});

describe('compress', () => {
  const body = Buffer.from('<p>Vitrine</p>'.repeat(500));
  it.each(['br', 'gzip'] as const)('%s round-trips and is smaller', (encoding) => {
    const out = compress(body, encoding, 'fast');
    expect(out.length).toBeLessThan(body.length / 10);
    expect((encoding === 'br' ? brotliDecompressSync : gunzipSync)(out)).toEqual(body);
  });

  it('compresses text worth it only', () => {
    expect(isCompressible('text/html; charset=utf-8', 5000)).toBe(true);
    expect(isCompressible('application/json', 5000)).toBe(true);
    expect(isCompressible('image/png', 5000)).toBe(false);
    expect(isCompressible('text/html', 200)).toBe(false);
  });
});

describe('ByteCache', () => {
  it('keeps the most recently used within its byte budget', () => {
    const cache = new ByteCache(40);
    cache.set('a', Buffer.alloc(10));
    cache.set('b', Buffer.alloc(10));
    cache.get('a');
    cache.set('c', Buffer.alloc(10));
    cache.set('d', Buffer.alloc(10));
    cache.set('e', Buffer.alloc(10));
    expect(cache.get('b')).toBeUndefined();
    expect(cache.get('a')).toBeDefined();
    expect(cache.size).toBeLessThanOrEqual(40);
  });

  it('never keeps an entry larger than a quarter of its budget', () => {
    const cache = new ByteCache(40);
    cache.set('big', Buffer.alloc(11));
    expect(cache.get('big')).toBeUndefined();
  });
});
