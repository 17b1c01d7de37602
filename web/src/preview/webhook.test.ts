import { describe, expect, it } from 'vitest';
import { createHmac } from 'node:crypto';
import { checkSignature, pagesToWarm, signWebhook, webhookDocument } from './webhook';

describe('webhookDocument', () => {
  it('keeps the projection the owner guide’s webhook table asks for', () => {
    expect(
      webhookDocument({ _id: 'article-calm-en', _type: 'article', slug: 'designing-for-calm', language: 'en' }),
    ).toEqual({ _id: 'article-calm-en', _type: 'article', slug: 'designing-for-calm', language: 'en' });
  });

  it('accepts a document without slug or language (site settings, redirects)', () => {
    expect(webhookDocument({ _id: 'siteSettings', _type: 'siteSettings' })).toEqual({
      _id: 'siteSettings',
      _type: 'siteSettings',
      slug: null,
      language: null,
    });
  });

  it.each([
    [null],
    ['article'],
    [[{ _id: 'a', _type: 'article' }]],
    [{}],
    [{ _id: 'a' }],
    [{ _type: 'article' }],
    [{ _id: 42, _type: 'article' }],
    [{ _id: 'a', _type: '' }],
    [{ _id: 'a b', _type: 'article' }],
    [{ _id: 'a', _type: 'article,page' }],
    [{ _id: 'x'.repeat(200), _type: 'article' }],
  ])('refuses %j', (body) => {
    expect(webhookDocument(body)).toBeNull();
  });
});

describe('checkSignature', () => {
  const secret = 'webhook-secret-0123456789';
  const now = Date.UTC(2025, 5, 1, 12);
  const body = '{"_id":"article-calm-en","_type":"article"}';
  const sign = (text: string, at: number, key = secret) =>
    `t=${at},v1=${createHmac('sha256', key).update(`${at}.${text}`).digest('base64url')}`;

  it('accepts a fresh signature of these exact bytes', () => {
    expect(checkSignature(body, sign(body, now - 1000), secret, now)).toEqual({ ok: true });
  });

  it.each([
    ['no header', null, /missing or malformed/],
    ['garbage', 'sha256=abc', /missing or malformed/],
    ['another secret', sign(body, now, 'another-secret-012345'), /wrong/],
    ['another body (one byte changed)', sign(body.replace('calm', 'cALM'), now), /wrong/],
    ['a signature made six minutes ago (a replay)', sign(body, now - 6 * 60_000), /replay/],
    ['a signature from six minutes in the future', sign(body, now + 6 * 60_000), /replay/],
  ])('refuses %s', (_label, header, reason) => {
    const result = checkSignature(body, header, secret, now);
    expect(result.ok).toBe(false);
    expect(!result.ok && result.reason).toMatch(reason);
  });

  it('signs as Sanity does (the route’s own second call), so its signature passes and is the same bytes', () => {
    expect(signWebhook(body, secret, now)).toBe(sign(body, now));
    expect(checkSignature(body, signWebhook(body, secret, now), secret, now + 1000)).toEqual({ ok: true });
    expect(checkSignature(body, signWebhook(body, 'another-secret-012345', now), secret, now).ok).toBe(false);
  });
});

describe('pagesToWarm', () => {
  /** The test's own language list, the default first. */
  const LOCALES = ['en', 'fr', 'pt'];

  it.each([
    [
      // The default language's article stands in wherever a language lacks it: every language's lists show it.
      { _id: 'a', _type: 'article', slug: 'designing-for-calm', language: 'en' },
      [
        '/en/articles/designing-for-calm',
        '/en/articles',
        '/en',
        '/en/map',
        '/en/search.json',
        '/en/feed.xml',
        '/fr/articles',
        '/fr',
        '/fr/map',
        '/fr/search.json',
        '/pt/articles',
        '/pt',
        '/pt/map',
        '/pt/search.json',
        '/sitemap.xml',
      ],
    ],
    [
      { _id: 'a', _type: 'article', slug: 'concevoir-le-calme', language: 'fr' },
      [
        '/fr/articles/concevoir-le-calme',
        '/fr/articles',
        '/fr',
        '/fr/map',
        '/fr/search.json',
        '/fr/feed.xml',
        '/sitemap.xml',
      ],
    ],
    [
      { _id: 'p', _type: 'page', slug: 'studio/process', language: 'fr' },
      ['/fr/studio/process', '/fr/map', '/sitemap.xml'],
    ],
    [{ _id: 'p', _type: 'page', slug: 'home', language: 'pt' }, ['/pt', '/pt/map', '/sitemap.xml']],
    [
      { _id: 'siteSettings', _type: 'siteSettings' },
      ['/en', '/en/feed.xml', '/fr', '/fr/feed.xml', '/pt', '/pt/feed.xml', '/sitemap.xml', '/robots.txt'],
    ],
    [
      { _id: 'x', _type: 'article', slug: '../../etc', language: 'fr' },
      ['/fr/articles', '/fr', '/fr/map', '/fr/search.json', '/fr/feed.xml', '/sitemap.xml'],
    ],
    [{ _id: 'r', _type: 'redirect' }, ['/en', '/fr', '/pt', '/sitemap.xml']],
    [{ _id: 'g', _type: 'guardian', language: 'pt' }, ['/pt/guardians', '/sitemap.xml']],
    // A language the list does not have: the site ignores the document.
    [{ _id: 'o', _type: 'article', slug: 'alt', language: 'it' }, []],
  ])('%o → %o', (document, paths) => {
    expect(pagesToWarm(document, LOCALES)).toEqual(paths);
  });
});
