import { describe, expect, it } from 'vitest';
import { checkRequest } from './guard';

describe('checkRequest: what never reaches Next', () => {
  it.each([
    ['GET', '/en', undefined],
    ['HEAD', '/en/articles/designing-for-calm', undefined],
    ['POST', '/en/contact', '2048'],
    ['POST', '/api/revalidate', '60000'],
    ['OPTIONS', '/en', undefined],
    ['GET', '/en/caf%C3%A9?q=%E0%A4%A', undefined],
  ])('%s %s passes', (method, url, length) => {
    expect(checkRequest(method, url, length)).toBeNull();
  });

  it.each([
    ['TRACE', '/en', undefined, 405],
    ['PROPFIND', '/en', undefined, 405],
    ['put', '/en', undefined, 405],
    ['GET', '*', undefined, 400],
    ['GET', 'http://evil.example/en', undefined, 400],
    ['GET', '//evil.example/en', undefined, 400],
    ['GET', '/%E0%A4%A', undefined, 400],
    ['GET', '/en/%C0%AF%', undefined, 400],
    ['GET', '/en/%00', undefined, 400],
    ['GET', '/en/%0d%0aSet-Cookie:x', undefined, 400],
    ['GET', `/${'a'.repeat(5000)}`, undefined, 400],
    ['GET', '/%2e%2e/api/switch-locale', undefined, 400],
    ['GET', '/en/../api/x', undefined, 400],
    ['GET', '/en/./about', undefined, 400],
    ['POST', '/en/contact', String(129 * 1024), 413],
    ['POST', '/api/revalidate', String(2 * 1024 * 1024), 413],
    ['POST', '/en/contact', '-1', 413],
  ])('%s %s (length %s) → %i', (method, url, length, status) => {
    expect(checkRequest(method, url, length)?.status).toBe(status);
  });

  it('names the allowed methods on a 405', () => {
    expect(checkRequest('DELETE', '/en')?.headers).toEqual({ Allow: 'GET, HEAD, POST, OPTIONS' });
  });
});
