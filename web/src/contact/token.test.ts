import { describe, expect, it } from 'vitest';
import { issueFormToken, verifyFormToken } from './token';

const secret = 'a-test-secret-that-is-long-enough-0123456789';
const at = Date.UTC(2025, 0, 1, 12);
const check = { now: at + 5000, clockSkewMs: 60_000 };

describe('form render tokens', () => {
  it('carry a fresh key and the render time, signed', () => {
    const token = issueFormToken(secret, at);
    expect(token).toMatch(/^[0-9a-f]{32}\.[0-9a-z]+\.[\w-]{43}$/);
    expect(verifyFormToken(secret, token, check)).toEqual({ key: token.slice(0, 32), renderedAt: at });
    expect(issueFormToken(secret, at).slice(0, 32)).not.toBe(token.slice(0, 32));
  });

  const token = issueFormToken(secret, at);
  const [key, time, signature] = token.split('.') as [string, string, string];
  const flip = (value: string) => (value[0] === 'a' ? 'b' : 'a') + value.slice(1);

  it.each([
    ['another key', `${flip(key)}.${time}.${signature}`],
    ['an earlier render time', `${key}.${(at - 60_000).toString(36)}.${signature}`],
    ['another signature', `${key}.${time}.${flip(signature)}`],
    ['no signature', `${key}.${time}`],
    ['garbage', 'not-a-token'],
    ['an empty string', ''],
    ['a number', 42],
    ['nothing', undefined],
  ])('refuse %s', (_name, value) => {
    expect(verifyFormToken(secret, value, check)).toBeNull();
  });

  it('refuse a token signed with another secret', () => {
    expect(verifyFormToken('another-secret-another-secret-another', token, check)).toBeNull();
  });

  it('refuse a render time too far in the future, and allow some clock skew', () => {
    expect(verifyFormToken(secret, issueFormToken(secret, at + 61_000), { now: at, clockSkewMs: 60_000 })).toBeNull();
    expect(
      verifyFormToken(secret, issueFormToken(secret, at + 59_000), { now: at, clockSkewMs: 60_000 }),
    ).not.toBeNull();
  });
});

describe('form tokens expire', () => {
  const token = issueFormToken(secret, at);
  it.each([
    ['just before the end of its life', at + 7_200_000, true],
    ['after it', at + 7_200_001, false],
  ])('%s', (_label, now, valid) => {
    expect(verifyFormToken(secret, token, { now, clockSkewMs: 60_000, maxAgeMs: 7_200_000 }) !== null).toBe(valid);
  });
});
