import { describe, expect, it } from 'vitest';
import type { RouteIndexQueryResult } from '../sanity.types';
import { fixedRoutes } from '../routes';
import { documentLink, internalLink, unrenderedLink, withLiveLinks } from './links';
import { buildSiteIndex } from './site-index';

const at = '2025-01-01T00:00:00Z';
/** The test's own list, whatever the site's: the links follow the index's. */
const LOCALES = ['en', 'fr', 'pt'];
const [first, second, third] = LOCALES as [string, string, string];
const page = (locale: string, slug: string) => ({
  _id: `${slug}-${locale}`,
  locale,
  slug,
  validate: null,
  _createdAt: at,
  _updatedAt: at,
});
/**
 * The site's own list: the first language has home, about, contact, a sub-page and an article; the
 * second its own home (so it is offered: the default language's pages stand in for its others); the
 * third has nothing published, so it is not offered and its paths answer nothing.
 */
const index = buildSiteIndex(
  {
    settings: true,
    pages: [page(first, 'home'), page(first, 'about'), page(first, 'contact'), page(first, 'studio/process')].concat(
      page(second, 'home'),
    ),
    articles: [{ _id: 'calm', locale: first, slug: 'designing-for-calm', _createdAt: at, _updatedAt: at }],
    works: [],
    groups: [],
    languages: [first, second],
  } satisfies RouteIndexQueryResult,
  { locales: LOCALES },
);
const redirects = [{ source: `/${first}/old-page`, destination: `/${first}/about`, permanent: true }];

describe('internalLink', () => {
  it.each([
    [`/${first}/contact`, first],
    ['/contact', first],
    [`/${first}`, second],
    [`/${first}/studio/process`, first],
    [`/${first}/contact?from=home#form`, first],
    [`/${first}/articles/designing-for-calm`, first],
    [`/${first}/articles`, first],
    // The default language's page stands in where an offered language has none.
    [`/${second}/contact`, second],
    ['/about', second],
    // A redirect document sends it on.
    [`/${first}/old-page`, first],
  ])('follows %s (in a page in %s) as written', (href, locale) => {
    expect(internalLink(href, locale, index, redirects)).toEqual({ kind: 'live' });
  });

  it.each([
    [`/${third}/contact`, first, `/${first}/contact`],
    [`/${third}/contact#form`, first, `/${first}/contact#form`],
    ['/about', third, `/${first}/about`],
    [`/${third}/articles/designing-for-calm`, first, `/${first}/articles/designing-for-calm`],
  ])('points %s (in a page in %s) to the default language’s page', (href, locale, fallback) => {
    expect(internalLink(href, locale, index, redirects)).toMatchObject({ kind: 'fallback', href: fallback });
  });

  it.each([
    [`/${first}/partners`, first, `/${first}/partners`],
    [`/${first}/gone`, first, `/${first}/gone`],
    ['/gone', second, `/${second}/gone`],
    [`/${third}/gone`, first, `/${third}/gone`],
    [`/${first}/articles/gone`, first, `/${first}/articles/gone`],
    [`/${first}/about/more`, first, `/${first}/about/more`],
  ])('names %s (in a page in %s) dead', (href, locale, path) => {
    expect(internalLink(href, locale, index, redirects)).toEqual({ kind: 'dead', path, locale: path.split('/')[1] });
  });

  it.each(['#top', 'https://example.com/contact', 'mailto:a@example.com', 'javascript:alert(1)', null])(
    'leaves %s alone: no site path',
    (href) => {
      expect(internalLink(href, first, index)).toBeNull();
    },
  );
});

describe('withLiveLinks', () => {
  const body = [
    {
      _key: 'hero',
      _type: 'heroSection',
      actions: [
        { _key: 'a', label: 'Contact', href: `/${first}/contact` },
        { _key: 'b', label: 'Partners', href: `/${first}/partners` },
      ],
    },
    {
      _key: 'text',
      _type: 'richTextSection',
      body: [
        {
          _type: 'block',
          markDefs: [
            { _key: 'm1', _type: 'link', href: `/${third}/about` },
            { _key: 'm2', _type: 'link', href: 'https://example.com' },
          ],
        },
      ],
    },
  ];

  it('keeps live links, points others to the default language, and drops dead ones', () => {
    const result = withLiveLinks({ page: { body } }, first, index);
    expect(result.page.body[0]!.actions!.map((action) => action.href)).toEqual([`/${first}/contact`, null]);
    expect(result.page.body[1]!.body![0]!.markDefs.map((mark) => mark.href)).toEqual([
      `/${first}/about`,
      'https://example.com',
    ]);
    // The input is left as it was, and what did not change is not copied.
    expect(body[0]!.actions![1]!.href).toBe(`/${first}/partners`);
    expect(result.page.body[0]!.actions![0]).toBe(body[0]!.actions![0]);
  });

  it('returns what has no link unchanged', () => {
    const value = { title: 'About', body: [{ _key: 'x', text: 'no link here' }] };
    expect(withLiveLinks(value, first, index)).toBe(value);
  });
});

describe('documentLink', () => {
  it('reads a link in a document without a language (the settings) in the default language', () => {
    expect(documentLink('/contact', null, index)).toEqual({ kind: 'live' });
    expect(documentLink('/gone', null, index)).toEqual({ kind: 'dead', path: `/${first}/gone`, locale: first });
  });

  it('reads a link in its document’s language', () => {
    expect(documentLink('/gone', second, index)).toEqual({ kind: 'dead', path: `/${second}/gone`, locale: second });
  });

  it('leaves alone a document in a language the list does not have (the site does not show it)', () => {
    expect(documentLink('/gone', 'zz', index)).toBeNull();
  });
});

describe('unrenderedLink', () => {
  const home = {
    _type: 'page',
    slug: { current: fixedRoutes.home.page },
    body: [
      { _key: 'hero', _type: 'heroSection' },
      { _key: 'cta', _type: 'callToActionSection' },
    ],
  };

  it('is true only for the home page’s hero', () => {
    expect(unrenderedLink(home, 'hero')).toBe(true);
    expect(unrenderedLink(home, 'cta')).toBe(false);
    expect(unrenderedLink(home, undefined)).toBe(false);
    expect(unrenderedLink({ ...home, slug: { current: 'about' } }, 'hero')).toBe(false);
    expect(unrenderedLink({ ...home, _type: 'article' }, 'hero')).toBe(false);
  });
});
