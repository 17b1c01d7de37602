import { describe, expect, it } from 'vitest';
import { previewCookieOptions } from './cookies';

describe('previewCookieOptions', () => {
  it.each([
    // secure deployment, Sec-Fetch-Dest, Sec-Fetch-Site → secure, sameSite, partitioned
    [false, 'document', 'none', false, 'lax', false],
    [false, 'iframe', 'same-site', false, 'lax', false],
    [true, 'document', 'none', true, 'lax', false],
    [true, 'document', 'cross-site', true, 'lax', false],
    [true, 'iframe', 'same-site', true, 'lax', false],
    [true, 'iframe', 'cross-site', true, 'none', true],
    [true, null, null, true, 'lax', false],
    // SameSite=None needs Secure, even where the deployment is plain http (a local Studio on another port).
    [false, 'iframe', 'cross-site', true, 'none', true],
  ] as const)(
    'secure deployment %s, %s, %s → secure %s, SameSite %s, partitioned %s',
    (secureCookies, dest, site, secure, sameSite, partitioned) => {
      expect(previewCookieOptions({ secureCookies, fetchDest: dest, fetchSite: site }, 60)).toEqual({
        httpOnly: true,
        path: '/',
        secure,
        sameSite,
        partitioned,
        maxAge: 60,
      });
    },
  );

  it('leaves maxAge out when none is given (deleting a cookie sets its own expiry)', () => {
    expect(previewCookieOptions({ secureCookies: true, fetchDest: null, fetchSite: null })).not.toHaveProperty(
      'maxAge',
    );
  });
});
