import { describe, expect, it } from 'vitest';
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { POST_ENDPOINTS } from '../src/config/routing';
import { checkRequest } from './guard';

describe('checkRequest: what never reaches Next', () => {
  it.each([
    ['GET', '/en', undefined],
    ['HEAD', '/en/articles/designing-for-calm', undefined],
    ['POST', '/en/contact', '2048'],
    ['POST', '/api/revalidate', '60000'],
    ['OPTIONS', '/en', undefined],
    ['GET', '/en/caf%C3%A9?q=%E0%A4%A', undefined],
    ['GET', '/_next/image?url=%2Fdataset-images%2Fa.png&w=64&q=75', undefined],
  ])('%s %s passes', (method, url, length) => {
    expect(checkRequest(method, url, length)).toBeNull();
  });

  it('takes a server action on a page, and nowhere else', () => {
    expect(checkRequest('POST', '/en/contact', '512', true)).toBeNull();
    for (const path of ['/api/revalidate', '/api/contact', '/_next/contact', '/dataset-images/a.png', '/api']) {
      expect(checkRequest('POST', path, '512', true)?.status, path).toBe(400);
    }
    expect(checkRequest('POST', '/api/revalidate', '512', false)).toBeNull();
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
    ['POST', '/_next/contact', '512', 405],
    ['POST', '/api/contact', '512', 405],
    ['POST', '/api/draft-mode/enable', '512', 405],
    ['POST', '/dataset-images/contact', '512', 405],
    ['GET', '/_next/image?url=/\\evil.example/x.png&w=64&q=75', undefined, 400],
    ['GET', '/_next/image?url=%2F%5Cevil.example%2Fx.png&w=64&q=75', undefined, 400],
    ['GET', '/_next/image?url=%2F%2Fevil.example%2Fx.png&w=64&q=75', undefined, 400],
    ['GET', '/_next/image?url=https%3A%2F%2Fevil.example%2Fx.png&w=64', undefined, 400],
  ])('%s %s (length %s) → %i', (method, url, length, status) => {
    expect(checkRequest(method, url, length)?.status).toBe(status);
  });

  it('names the allowed methods on a 405', () => {
    expect(checkRequest('DELETE', '/en')?.headers).toEqual({ Allow: 'GET, HEAD, POST, OPTIONS' });
  });
});

describe('POST_ENDPOINTS', () => {
  it('lists exactly the API routes whose route.ts exports POST', () => {
    const api = new URL('../src/app/api/', import.meta.url).pathname;
    const routes = readdirSync(api, { recursive: true, encoding: 'utf8' })
      .filter((file) => file.endsWith('route.ts'))
      .filter((file) => /export (async function|function|const) POST\b/.test(readFileSync(join(api, file), 'utf8')))
      .map((file) => `/api/${relative('.', file).replace(/\/?route\.ts$/, '')}`);
    expect(routes.sort()).toEqual([...POST_ENDPOINTS].sort());
  });
});
