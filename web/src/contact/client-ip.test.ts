import { describe, expect, it } from 'vitest';
import type { Host } from '@/security/host';
import { parseTrustProxy } from '@/security/trust-proxy';
import { clientIp } from './client-ip';

const forged = { 'x-forwarded-for': '203.0.113.7', 'x-real-ip': '198.51.100.9' };

describe('clientIp: the address the limit counts, on each host', () => {
  it.each<[Host, string | undefined, Record<string, string>, string]>([
    // The Vitrine server wrote the one address it trusts.
    ['vitrine', undefined, { 'x-forwarded-for': '203.0.113.7' }, '203.0.113.7'],
    ['vitrine', undefined, { 'x-forwarded-for': ' ::1 ' }, '::1'],
    ['vitrine', undefined, { 'x-real-ip': '198.51.100.9' }, 'unknown'],
    // A platform's own header, and nothing else.
    ['vercel', undefined, { ...forged, 'x-vercel-forwarded-for': '192.0.2.1' }, '192.0.2.1'],
    ['vercel', '1', forged, 'unknown'],
    ['netlify', undefined, { ...forged, 'x-nf-client-connection-ip': '192.0.2.2' }, '192.0.2.2'],
    ['netlify', undefined, { ...forged, 'x-vercel-forwarded-for': '192.0.2.1' }, 'unknown'],
    // Next's own server: the client's header, believed only from a trusted proxy.
    ['next', undefined, forged, 'unknown'],
    ['next', undefined, { 'x-forwarded-for': '127.0.0.1' }, 'unknown'],
    ['next', '1', { 'x-forwarded-for': '198.51.100.1, 203.0.113.7' }, '203.0.113.7'],
    ['next', 'loopback', { 'x-forwarded-for': '203.0.113.7, 127.0.0.1' }, '203.0.113.7'],
    ['next', 'loopback', { 'x-forwarded-for': 'not-an-address' }, 'unknown'],
    ['next', '2', { 'x-forwarded-for': '198.51.100.1, 203.0.113.7, 10.0.0.2' }, '203.0.113.7'],
  ])('%s, TRUST_PROXY=%s, %o → %s', (host, trust, headers, expected) => {
    expect(clientIp(new Headers(headers), host, parseTrustProxy(trust))).toBe(expected);
  });
});
