import { describe, expect, it } from 'vitest';
import {
  forwardedClient,
  isLoopback,
  normalizeAddress,
  parseTrustProxy,
  resolveClient,
  TrustProxyError,
  type ForwardedRequest,
} from './trust-proxy';

const request = (overrides: Partial<ForwardedRequest>): ForwardedRequest => ({
  peer: '203.0.113.7',
  forwardedFor: undefined,
  forwardedProto: undefined,
  forwardedHost: undefined,
  host: 'vitrine.example',
  encrypted: false,
  ...overrides,
});

describe('parseTrustProxy', () => {
  it.each([
    [undefined, { kind: 'none' }],
    ['', { kind: 'none' }],
    ['none', { kind: 'none' }],
    ['2', { kind: 'hops', count: 2 }],
    ['loopback', { kind: 'addresses', ranges: ['127.0.0.0/8', '::1/128'] }],
    ['10.0.0.0/8, 192.168.1.5', { kind: 'addresses', ranges: ['10.0.0.0/8', '192.168.1.5/32'] }],
    ['fd00::/8', { kind: 'addresses', ranges: ['fd00::/8'] }],
  ])('%j → %j', (value, expected) => expect(parseTrustProxy(value)).toEqual(expected));

  it.each(['yes', '10.0.0.0/33', 'example.com', '1.2.3.4/8/9', '10'])('refuses %j with a message', (value) => {
    expect(() => parseTrustProxy(value)).toThrow(TrustProxyError);
  });
});

describe('resolveClient: nobody trusted (the default)', () => {
  const trust = parseTrustProxy(undefined);
  it('ignores a forged X-Forwarded-For, -Proto and -Host: the client is the TCP peer', () => {
    expect(
      resolveClient(
        request({ forwardedFor: '1.1.1.1', forwardedProto: 'https', forwardedHost: 'evil.example' }),
        trust,
      ),
    ).toEqual({ address: '203.0.113.7', https: false, host: 'vitrine.example' });
  });

  it('a TLS connection is HTTPS whatever the headers say', () => {
    expect(resolveClient(request({ encrypted: true, forwardedProto: 'http' }), trust).https).toBe(true);
  });
});

describe('resolveClient: behind nginx on the same host (loopback)', () => {
  const trust = parseTrustProxy('loopback');
  it('takes the address nginx appended, not what the client prepended', () => {
    const client = resolveClient(
      request({ peer: '::ffff:127.0.0.1', forwardedFor: '6.6.6.6, 198.51.100.4', forwardedProto: 'https' }),
      trust,
    );
    expect(client).toEqual({ address: '198.51.100.4', https: true, host: 'vitrine.example' });
  });

  it('a client reaching the server directly is not believed', () => {
    expect(resolveClient(request({ forwardedFor: '127.0.0.1', forwardedProto: 'https' }), trust)).toMatchObject({
      address: '203.0.113.7',
      https: false,
    });
  });

  it('walks past several trusted hops', () => {
    const client = resolveClient(request({ peer: '127.0.0.1', forwardedFor: '198.51.100.4, ::1' }), trust);
    expect(client.address).toBe('198.51.100.4');
  });

  it('falls back to the peer when the header is garbage', () => {
    expect(resolveClient(request({ peer: '127.0.0.1', forwardedFor: 'not-an-ip' }), trust).address).toBe('127.0.0.1');
  });
});

describe('resolveClient: a PaaS with one proxy hop', () => {
  it('trusts exactly one hop', () => {
    const client = resolveClient(
      request({ peer: '10.1.2.3', forwardedFor: '6.6.6.6, 198.51.100.4', forwardedHost: 'site.example' }),
      parseTrustProxy('1'),
    );
    expect(client).toEqual({ address: '198.51.100.4', https: false, host: 'site.example' });
  });
});

describe('normalizeAddress', () => {
  it.each([
    ['::ffff:10.0.0.1', '10.0.0.1'],
    ['[::1]', '::1'],
    ['fe80::1%eth0', 'fe80::1'],
  ])('%s → %s', (value, expected) => expect(normalizeAddress(value)).toBe(expected));
});

describe('isLoopback', () => {
  it.each([
    ['localhost', true],
    ['LOCALHOST', true],
    ['studio.localhost', true],
    ['127.0.0.1', true],
    ['127.1.2.3', true],
    ['[::1]', true],
    ['::1', true],
    ['example.com', false],
    ['localhost.example.com', false],
    ['127.0.0.1.nip.io', false],
    ['10.0.0.1', false],
  ])('%s → %s', (hostname, expected) => {
    expect(isLoopback(hostname)).toBe(expected);
  });
});

describe('forwardedClient: the connection out of sight (Next’s own server)', () => {
  it.each<[string | undefined, string | undefined, string | undefined]>([
    // Nobody trusted: whatever the header says is the client's claim.
    [undefined, '203.0.113.7', undefined],
    // The peer is the trusted proxy, which wrote the last entry; entries before it are the client's.
    ['1', '198.51.100.1, 203.0.113.7', '203.0.113.7'],
    ['2', '198.51.100.1, 203.0.113.7, 10.0.0.2', '203.0.113.7'],
    ['loopback', '198.51.100.1, 203.0.113.7, 127.0.0.1', '203.0.113.7'],
    ['loopback', '127.0.0.1', '127.0.0.1'],
    ['1', undefined, undefined],
    ['1', 'garbage', undefined],
  ])('TRUST_PROXY=%s, X-Forwarded-For %s → %s', (trust, forwardedFor, expected) => {
    expect(forwardedClient(forwardedFor, parseTrustProxy(trust))).toBe(expected);
  });
});
