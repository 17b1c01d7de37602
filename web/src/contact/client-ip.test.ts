import { describe, expect, it } from 'vitest';
import { clientIp } from './client-ip';

describe('clientIp', () => {
  it.each<[Record<string, string>, string]>([
    [{ 'x-forwarded-for': '203.0.113.7' }, '203.0.113.7'],
    // Only the last entry was written by a proxy we run; the others are the client's claims.
    [{ 'x-forwarded-for': '10.0.0.1, 198.51.100.2,  203.0.113.7 ' }, '203.0.113.7'],
    [{ 'x-forwarded-for': '::1' }, '::1'],
    [{ 'x-real-ip': '198.51.100.9' }, '198.51.100.9'],
    [{ 'x-forwarded-for': '', 'x-real-ip': '198.51.100.9' }, '198.51.100.9'],
    [{}, 'unknown'],
  ])('%o → %s', (headers, expected) => {
    expect(clientIp(new Headers(headers))).toBe(expected);
  });
});
