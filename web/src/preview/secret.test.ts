import { describe, expect, it } from 'vitest';
import { issuePreviewToken, readPreviewToken, secretsMatch, verifyPreviewToken } from './secret';

describe('secretsMatch', () => {
  it.each([
    ['correct horse battery staple', 'correct horse battery staple', true],
    ['correct horse battery stapler', 'correct horse battery staple', false],
    ['correct horse', 'correct horse battery staple', false],
    ['', 'correct horse battery staple', false],
    [null, 'correct horse battery staple', false],
    [undefined, 'correct horse battery staple', false],
    ['anything', '', false],
    ['', '', false],
  ])('%j against %j is %s', (given, expected, result) => {
    expect(secretsMatch(given, expected)).toBe(result);
  });
});

describe('preview token', () => {
  const key = 'a-preview-key-of-some-length';
  const now = 1_750_000_000;
  const maxAge = 8 * 3600;
  const token = issuePreviewToken(key, now);

  it('has the shape v2.<issued-at>.<mode>.<signature>', () => {
    expect(token).toMatch(/^v2\.1750000000\.shared\.[A-Za-z0-9_-]{43}$/);
  });

  it('says how the preview was turned on, and the mode cannot be swapped', () => {
    const presentation = issuePreviewToken(key, now, 'presentation');
    expect(readPreviewToken(presentation, key, now, maxAge)).toBe('presentation');
    expect(readPreviewToken(token, key, now, maxAge)).toBe('shared');
    expect(readPreviewToken(token.replace('.shared.', '.presentation.'), key, now, maxAge)).toBeNull();
  });

  it.each([
    ['the same key, just issued', token, key, now, true],
    ['the same key, at the end of the session', token, key, now + maxAge, true],
    ['after the session', token, key, now + maxAge + 1, false],
    ['issued in the future', token, key, now - 60, false],
    ['another key (the secret was rotated)', token, 'another-key', now, false],
    ['a forged issue time', token.replace('1750000000', '1750000001'), key, now + 10, false],
    ['a truncated signature', token.slice(0, -1), key, now, false],
    ['no token', undefined, key, now, false],
    ['garbage', 'v1.x.y', key, now, false],
    ['a token of the old format', `v1.${now}.${'a'.repeat(43)}`, key, now, false],
    ['an empty key', token, '', now, false],
  ])('%s → %s', (_label, value, withKey, at, valid) => {
    expect(verifyPreviewToken(value, withKey, at, maxAge)).toBe(valid);
  });
});
