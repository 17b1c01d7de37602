import { getPathMatch } from 'next/dist/shared/lib/router/utils/path-match';
import { matchHas } from 'next/dist/shared/lib/router/utils/prepare-destination';
import { describe, expect, it } from 'vitest';
import { hostHeaderRules, RESOURCE_POLICY, type HeaderRule } from './headers';

const DRAFT = '__prerender_bypass';
const rules = hostHeaderRules(
  {
    images: ['https://cdn.sanity.io'],
    preview: { connect: ['https://abc.api.sanity.io'], frameAncestors: ['https://studio.example'] },
  },
  DRAFT,
);

/** The headers Next sends for a request under these rules, matched as Next matches them (the later rule wins). */
function resolve(path: string, { headers = {}, cookie }: { headers?: Record<string, string>; cookie?: string } = {}) {
  const req = { headers: { ...headers, ...(cookie ? { cookie } : {}) } } as unknown as Parameters<typeof matchHas>[0];
  const out: Record<string, string> = {};
  for (const rule of rules as HeaderRule[]) {
    if (getPathMatch(rule.source)(path) === false) continue;
    if (!matchHas(req, {}, rule.has, rule.missing)) continue;
    for (const { key, value } of rule.headers) out[key.toLowerCase()] = value;
  }
  return out;
}

describe('hostHeaderRules: what every host sends', () => {
  it('a page: the headers the Observatory scores, a policy without a hash, no HSTS over plain HTTP', () => {
    const page = resolve('/en/about');
    expect(page).toMatchObject({
      'x-content-type-options': 'nosniff',
      'referrer-policy': 'strict-origin-when-cross-origin',
      'cross-origin-opener-policy': 'same-origin',
      'cross-origin-resource-policy': 'same-origin',
      'x-frame-options': 'SAMEORIGIN',
    });
    expect(page['content-security-policy']).toMatch(
      /^default-src 'self'; script-src 'self' 'unsafe-inline'; .*img-src 'self' data: blob: https:\/\/cdn\.sanity\.io; .*connect-src 'self';.*object-src 'none'; base-uri 'self'; form-action 'self'; frame-ancestors 'self'$/,
    );
    expect(page['strict-transport-security']).toBeUndefined();
    expect(resolve('/', { headers: { 'x-forwarded-proto': 'https' } })['strict-transport-security']).toBe(
      'max-age=63072000; includeSubDomains',
    );
  });

  it('draft mode: the Studio may frame the page and the preview reach its API', () => {
    const draft = resolve('/en', { cookie: `${DRAFT}=1` });
    expect(draft['x-frame-options']).toBeUndefined();
    expect(draft['cross-origin-opener-policy']).toBe('unsafe-none');
    expect(draft['content-security-policy']).toMatch(/connect-src 'self' https:\/\/abc\.api\.sanity\.io;/);
    expect(draft['content-security-policy']).toMatch(/frame-ancestors 'self' https:\/\/studio\.example$/);
  });

  it.each([
    ['/_next/static/chunks/a.js', 'same-origin'],
    ['/api/contact/token', 'same-origin'],
    ['/en/feed.xml', 'same-origin'],
    ['/sitemap.xml', 'same-origin'],
    ['/robots.txt', 'same-origin'],
    ['/dataset-images/a-1x1.svg', 'cross-origin'],
    ['/en/articles/calm/opengraph-image', 'cross-origin'],
  ])('%s is no page: nothing may run in it (even in draft mode); shown elsewhere: %s', (path, corp) => {
    for (const cookie of [undefined, `${DRAFT}=1`]) {
      const headers = resolve(path, { cookie });
      expect(headers['content-security-policy']).toBe(RESOURCE_POLICY);
      expect(headers['cross-origin-resource-policy']).toBe(corp);
    }
  });
});
