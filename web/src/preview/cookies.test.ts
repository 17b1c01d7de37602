import { describe, expect, it } from 'vitest';
import { hostnameOf, isLoopback, previewCookieOptions } from './cookies';

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

describe('hostnameOf', () => {
  it.each([
    ['127.0.0.1:3400', '127.0.0.1'],
    ['localhost', 'localhost'],
    ['[::1]:3000', '::1'],
    ['Vitrine.Example', 'vitrine.example'],
  ])('%s → %s', (host, expected) => {
    expect(hostnameOf(host)).toBe(expected);
  });
});

describe('previewCookieOptions', () => {
  it.each([
    // host, Sec-Fetch-Dest, Sec-Fetch-Site → secure, sameSite, partitioned
    ['127.0.0.1:3400', 'document', 'none', false, 'lax', false],
    ['localhost', 'document', 'same-origin', false, 'lax', false],
    ['localhost', 'iframe', 'same-site', false, 'lax', false],
    ['vitrine.example', 'document', 'none', true, 'lax', false],
    ['vitrine.example', 'document', 'cross-site', true, 'lax', false],
    ['vitrine.example', 'iframe', 'same-site', true, 'lax', false],
    ['vitrine.example', 'iframe', 'cross-site', true, 'none', true],
    ['vitrine.example', null, null, true, 'lax', false],
    ['localhost', 'iframe', 'cross-site', true, 'none', true],
  ] as const)(
    '%s, %s, %s → secure %s, SameSite %s, partitioned %s',
    (host, dest, site, secure, sameSite, partitioned) => {
      expect(previewCookieOptions({ host, forwardedProto: null, fetchDest: dest, fetchSite: site }, 60)).toEqual({
        httpOnly: true,
        path: '/',
        secure,
        sameSite,
        partitioned,
        maxAge: 60,
      });
    },
  );

  it.each([
    ['a proxy says the browser used https', 'localhost:3000', 'https', true],
    ['a proxy says http', 'localhost:3000', 'http', false],
    ['no Host header at all', null, null, true],
  ])('Secure when %s', (_label, host, forwardedProto, secure) => {
    expect(previewCookieOptions({ host, forwardedProto, fetchDest: null, fetchSite: null }).secure).toBe(secure);
  });

  it('leaves maxAge out when none is given (deleting a cookie sets its own expiry)', () => {
    expect(
      previewCookieOptions({ host: 'localhost', forwardedProto: null, fetchDest: null, fetchSite: null }),
    ).not.toHaveProperty('maxAge');
  });
});
