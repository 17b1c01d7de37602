import { evaluate, parse } from 'groq-js';
import type { Path, SanityClient, ValidationContext } from 'sanity';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';

import { studioApiVersion } from '../constants';
import { languageName, localeCodes } from '../locales';
import { fixedRoutes } from '../routes';
import { linkMessage } from '../site/link-messages';
import { deadLinkValidator, forgetPublishedSite, PUBLISHED_READ_TTL_MS, publishedSite } from './dead-links';

/** The site's list: the default language and, where the list has one, a second. */
const [first, second] = localeCodes as [string, string | undefined];

const page = (id: string, language: string, slug: string) => ({
  _id: id,
  _type: 'page',
  language,
  slug: { _type: 'slug', current: slug },
  _createdAt: '2025-01-01T00:00:00Z',
  _updatedAt: '2025-01-01T00:00:00Z',
});
/**
 * The default language has home and about; contact exists only as a draft, so nothing answers at its
 * path yet. A redirect sends `/{first}/old` on. The second language has nothing published, so it is not
 * offered: the site sends its paths to the default language's pages.
 */
const documents = [
  { _id: 'siteSettings', _type: 'siteSettings' },
  page('home', first, 'home'),
  page('about', first, 'about'),
  page('drafts.contact', first, 'contact'),
  { _id: 'redirect-old', _type: 'redirect', source: `/${first}/old`, destination: `/${first}/about`, permanent: true },
];

interface Read {
  query: string;
  perspective: unknown;
  apiVersion: string;
}

/** A client answering GROQ over `documents`, published only when asked so, as the lake does; it counts its reads. */
function fakeClient(reads: Read[], options: { fail?: boolean; dataset?: string } = {}) {
  const client = (apiVersion: string) =>
    ({
      config: () => ({ projectId: 'test', dataset: options.dataset ?? 'production', apiVersion }),
      fetch: async (query: string, params: Record<string, unknown>, fetchOptions: { perspective?: string } = {}) => {
        reads.push({ query, perspective: fetchOptions.perspective, apiVersion });
        if (options.fail) throw new Error('the lake does not answer');
        const dataset =
          fetchOptions.perspective === 'published'
            ? documents.filter((doc) => !doc._id.startsWith('drafts.'))
            : documents;
        return (await evaluate(parse(query), { dataset, params })).get();
      },
    }) as unknown as SanityClient;
  return ({ apiVersion }: { apiVersion: string }) => client(apiVersion);
}

const context = (
  getClient: ReturnType<typeof fakeClient>,
  document: Record<string, unknown> = { _id: 'drafts.about', _type: 'page', language: first },
  path: Path = ['body', { _key: 'cta' }, 'primary', 'href'],
) => ({ getClient, document, path }) as unknown as ValidationContext;

let reads: Read[];
beforeEach(() => {
  reads = [];
  forgetPublishedSite();
});
afterEach(() => forgetPublishedSite());

const validate = (value: string | undefined, ctx: ValidationContext = context(fakeClient(reads))) =>
  deadLinkValidator(value, ctx);

describe('the Studio’s warning on a link to a page that serves nothing', () => {
  it.each([`/${first}/about`, `/${first}`, `/${first}/about#team`, '/about', `/${first}/old`, `/${first}/works`])(
    'lets %s be: it answers',
    async (href) => {
      expect(await validate(href)).toBe(true);
    },
  );

  it('warns on a link to a page only in draft, naming the path, its language and what to do', async () => {
    const warning = await validate(`/${first}/contact`);
    expect(warning).toEqual({
      'en-US': expect.stringContaining(`/${first}/contact in ${languageName(first)}`) as string,
      'fr-FR': expect.stringContaining(`/${first}/contact en ${languageName(first)}`) as string,
      'pt-BR': expect.stringContaining(`/${first}/contact em ${languageName(first)}`) as string,
    });
    expect((warning as Record<string, string>)['en-US']).toContain(linkMessage('deadFix'));
  });

  it('warns on a link to a path nothing answers at, from a document without a language (the settings)', async () => {
    const warning = await validate(`/${first}/gone`, context(fakeClient(reads), { _id: 'siteSettings' }, ['links']));
    expect((warning as Record<string, string>)['en-US']).toContain(`/${first}/gone`);
  });

  it('says where the site sends a link the default language answers instead (with a second language)', async () => {
    // A one-language list has no second language to send from: its about page answers, and nothing is said.
    const warning = await validate(`/${second ?? first}/about`);
    if (second === undefined) return expect(warning).toBe(true);
    const text = (warning as Record<string, string>)['en-US'];
    expect(text).toContain(`/${second}/about in ${languageName(second)}`);
    expect(text).toContain(linkMessage('fallbackFix', { href: `/${first}/about` }));
  });

  it.each(['https://example.com/contact', 'mailto:a@example.com', '#top', undefined])(
    'leaves %s alone without reading the lake',
    async (href) => {
      expect(await validate(href)).toBe(true);
      expect(reads).toEqual([]);
    },
  );

  it('leaves alone a link in the home page’s hero, which the site never renders', async () => {
    const home = {
      _id: 'drafts.home',
      _type: 'page',
      language: first,
      slug: { current: fixedRoutes.home.page },
      body: [{ _key: 'hero', _type: 'heroSection' }],
    };
    const inHero = context(fakeClient(reads), home, ['body', { _key: 'hero' }, 'actions', { _key: 'a' }, 'href']);
    expect(await validate(`/${first}/contact`, inHero)).toBe(true);
    const elsewhere = context(fakeClient(reads), home, ['body', { _key: 'text' }, 'link', 'href']);
    expect(await validate(`/${first}/contact`, elsewhere)).not.toBe(true);
  });

  it('leaves alone a document in a language the list does not have, which the site does not show', async () => {
    const document = { _id: 'drafts.old', _type: 'page', language: 'zz' };
    expect(await validate('/gone', context(fakeClient(reads), document))).toBe(true);
  });
});

describe('reading what is published', () => {
  it('reads once, published only, with the Studio’s API version, for all the links of a run', async () => {
    const getClient = fakeClient(reads);
    const results = await Promise.all(
      [`/${first}/contact`, `/${first}/about`, `/${first}/gone`, '/about'].map((href) =>
        validate(href, context(getClient)),
      ),
    );
    expect(results.map((result) => result === true)).toEqual([false, true, false, true]);
    expect(reads).toHaveLength(1);
    expect(reads[0]).toMatchObject({ perspective: 'published', apiVersion: studioApiVersion });
    expect(reads[0]!.query).toContain('"routes"');
  });

  it('reads again once the last read is older than the TTL, and per dataset', async () => {
    const client = fakeClient(reads)({ apiVersion: studioApiVersion });
    await publishedSite(client, 0);
    await publishedSite(client, PUBLISHED_READ_TTL_MS - 1);
    expect(reads).toHaveLength(1);
    await publishedSite(client, PUBLISHED_READ_TTL_MS);
    expect(reads).toHaveLength(2);
    await publishedSite(fakeClient(reads, { dataset: 'staging' })({ apiVersion: studioApiVersion }), 1);
    expect(reads).toHaveLength(3);
  });

  it('gives no warning when the lake cannot be read, and does not keep the failure', async () => {
    const failing = context(fakeClient(reads, { fail: true }));
    expect(await validate(`/${first}/contact`, failing)).toBe(true);
    expect(await validate(`/${first}/contact`)).not.toBe(true);
    expect(reads).toHaveLength(2);
  });
});
