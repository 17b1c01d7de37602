/**
 * The content contract: every query the site exports runs against the demo
 * dataset in every language of the list and returns the non-null shape its
 * page needs (a language the demo lacks reads the default language's, standing
 * in, as the site does); and the `sanity` source, pointed at the local Content
 * Lake, returns exactly what the `local` source returns, for every query and
 * language.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as schemas from '@vitrine/schemas';
import { defaultLocale, localeCodes, type Locale } from '@vitrine/schemas';
import { createLocalSource } from '@/content/local';
import { LOCAL_IMAGES_PATH } from '@/images/image-url';
import { createSanitySource } from '@/content/sanity';
import type { ContentSource } from '@/content/source';
import { startLake, type Lake } from '@vitrine/studio/lake';
import { DATASET_DIR, localized, publishedDocuments, translationGroups } from '../support/dataset.ts';

type Params = Record<string, unknown>;
interface Case {
  query: string;
  label: string;
  params: Params;
  check: (result: any) => void;
}

const queries = Object.fromEntries(
  Object.entries(schemas).filter(([name, value]) => name.endsWith('Query') && typeof value === 'string'),
) as Record<string, string>;

const local = createLocalSource(DATASET_DIR);
const run = (source: ContentSource, name: string, params: Params) =>
  source.fetch<any>({ name, query: queries[name]!, params, perspective: 'published' });

const nonEmptyString = (value: unknown) =>
  expect(typeof value === 'string' && value.trim().length > 0, String(value)).toBe(true);

/** One case per query and language (and per slug for the by-slug queries). */
async function cases(): Promise<Case[]> {
  const out: Case[] = [];
  const articlePaths = localized('article');
  const pagePaths = localized('page');
  const add = (query: string, label: string, params: Params, check: Case['check']) =>
    out.push({ query, label, params, check });

  const languages = [
    ...new Set(
      publishedDocuments()
        .map((d: any) => d.language)
        .filter(Boolean),
    ),
  ].sort();
  add('routeIndexQuery', 'all', {}, (r) => {
    // Every page and article of the dataset (read here from the NDJSON itself), with its language and slug,
    // whatever the language list: the site's index sets aside the languages the list lacks.
    const pairs = (list: { locale: string; slug: string }[]) => list.map((p) => `${p.locale}/${p.slug}`).sort();
    expect(pairs(r.articles)).toEqual(pairs(localized('article', { everyLanguage: true })));
    expect(pairs(r.pages)).toEqual(pairs(localized('page', { everyLanguage: true })));
    expect([...r.languages].sort()).toEqual(languages);
    expect(r.settings).toBe(true);
    for (const document of [...r.pages, ...r.articles]) {
      expect(document._createdAt).toMatch(/^\d{4}-\d{2}-\d{2}T/);
      expect(document._updatedAt).toMatch(/^\d{4}-\d{2}-\d{2}T/);
    }
    expect(r.pages.filter((p: any) => p.validate?.pathPattern).length).toBeGreaterThan(0);
    // Translation groups by id, as the dataset links them.
    const groups = (list: string[][]) => list.map((ids) => [...ids].sort().join(' ')).sort();
    expect(groups(r.groups.map((g: any) => g.ids))).toEqual(groups(translationGroups().map((g) => Object.values(g))));
  });
  add('publishedLanguagesQuery', 'all', {}, (r) => {
    // Each language anything is published in, once.
    expect([...r.languages].sort()).toEqual(languages);
  });
  add('redirectListQuery', 'all', {}, (r) => {
    expect(r.length).toBeGreaterThanOrEqual(2);
    for (const redirect of r) {
      nonEmptyString(redirect.source);
      nonEmptyString(redirect.destination);
    }
  });

  add('imageIndexQuery', 'all', {}, (r) => {
    // Every image each field holds, once per document: the works, covers and people in all three languages.
    const count = (type: string) => publishedDocuments().filter((d) => d._type === type).length;
    expect(r.profilePictures).toHaveLength(1);
    expect(r.workImages).toHaveLength(count('project'));
    expect(r.articleCovers).toHaveLength(count('article'));
    expect(r.partnerLogos).toHaveLength(count('partner'));
    expect(r.guardianAvatars).toHaveLength(count('guardian'));
    expect(r.articleFigures.length).toBeGreaterThan(0);
    expect(r.wideSectionImages.length).toBeGreaterThan(0);
    const all = Object.values(r).flat() as any[];
    for (const image of all) {
      expect(image.url).toMatch(/^\/dataset-images\/[0-9a-f]{40}-\d+x\d+\.\w+$/);
      expect(image.width).toBeGreaterThan(0);
    }
    // The demo shows framing: some images are cropped, some have a hotspot off centre.
    expect(all.some((image) => image.crop && (image.crop.left > 0 || image.crop.top > 0))).toBe(true);
    expect(all.some((image) => image.hotspot && image.hotspot.y !== 0.5)).toBe(true);
  });

  add('webManifestQuery', 'all', { defaultLocale }, (r) => {
    // Names, the default language's description, the palette, and every icon with its size and type.
    nonEmptyString(r.name);
    nonEmptyString(r.shortName);
    nonEmptyString(r.description);
    nonEmptyString(r.primary);
    nonEmptyString(r.neutral);
    expect(r.icons.length).toBeGreaterThan(0);
    for (const icon of r.icons) {
      expect(icon.url).toMatch(/^\/dataset-images\//);
      expect(icon.width).toBeGreaterThan(0);
      expect(icon.height).toBeGreaterThan(0);
      expect(icon.mimeType).toMatch(/^image\//);
    }
  });

  add('previewFingerprintQuery', 'all', {}, (r) => {
    // Every published document the site can show (no image assets, no inbox), once, in id order.
    const ids = r.map((d: any) => d._id);
    expect(ids.length).toBeGreaterThan(100);
    expect(ids).toEqual([...new Set(ids)].sort());
    expect(ids.filter((id: string) => /^(drafts|inbox)\.|^image-/.test(id))).toEqual([]);
  });

  /** The language a route's page is read in: the locale's own, else the default language's standing in. */
  const pageLanguage = (locale: Locale, slug: string) =>
    pagePaths.some((p) => p.locale === locale && p.slug === slug) ? locale : defaultLocale;
  /** What every list shows in a language: its own items, and the default language's not translated into it. */
  const shownIn = (locale: Locale, items: { locale: string }[]) =>
    expect(items.every((item) => item.locale === locale || item.locale === defaultLocale)).toBe(true);
  add('contentCheckQuery', 'all', {}, (r) => {
    // Every published document as stored (image assets included), for the content check; never the inbox.
    const ids = r.map((d: any) => d._id).sort();
    const expected = publishedDocuments()
      .filter((d) => d._type !== 'contactMessage')
      .map((d) => d._id)
      .sort();
    expect(ids).toEqual(expected);
    const title = r.find((d: any) => d._id === 'siteSettings').seo.title;
    expect(title.find((value: any) => value.language === defaultLocale)?.value).toBeTruthy();
  });
  add('contentCheckDraftsQuery', 'all', {}, (r) => {
    // Read in the published perspective (as every case here), no document is a draft.
    expect(r).toEqual([]);
  });

  for (const locale of localeCodes as Locale[]) {
    add('siteSettingsQuery', locale, { locale, defaultLocale }, (r) => {
      nonEmptyString(r.profile.name);
      nonEmptyString(r.profile.job);
      expect([locale, defaultLocale]).toContain(r.profile.jobLanguage);
      nonEmptyString(r.profile.email);
      nonEmptyString(r.profile.picture?.url);
      nonEmptyString(r.profile.picture?.alt);
      nonEmptyString(r.seo.title);
      nonEmptyString(r.seo.description);
      expect(typeof r.available).toBe('boolean');
      for (const social of r.socials) nonEmptyString(social.url);
    });
    const home = pageLanguage(locale, 'home');
    add('homePageQuery', locale, { locale, language: home, defaultLocale }, (r) => {
      nonEmptyString(r.page?.title);
      expect(r.page.locale).toBe(home);
      expect(r.featuredWorks.length).toBeGreaterThan(0);
      expect(r.latestArticles.length).toBeGreaterThan(0);
      shownIn(locale, [...r.featuredWorks, ...r.latestArticles]);
      expect(r.page.body.some((s: any) => s._type === 'faqSection')).toBe(true);
    });
    add('articleListQuery', locale, { locale, defaultLocale }, (r) => {
      expect(r.length).toBeGreaterThanOrEqual(6);
      const dates = r.map((a: any) => a.publishedAt);
      expect(dates).toEqual([...dates].sort().reverse());
      for (const article of r) {
        nonEmptyString(article.title);
        expect(article.readingTime).toBeGreaterThanOrEqual(1);
      }
      shownIn(locale, r);
      // The default language's articles never translated into this one stand in for them, and only those.
      const own = new Set(articlePaths.filter((a) => a.locale === locale).map((a) => a.id));
      const translated = new Set(
        translationGroups()
          .filter((group) => own.has(group[locale]!))
          .map((group) => group[defaultLocale]),
      );
      const standing = articlePaths.filter((a) => a.locale === defaultLocale && !translated.has(a.id));
      expect(
        r
          .filter((a: any) => a.locale !== locale)
          .map((a: any) => a._id)
          .sort(),
      ).toEqual(locale === defaultLocale ? [] : standing.map((a) => a.id).sort());
    });
    add('workListQuery', locale, { locale, defaultLocale }, (r) => {
      expect(r.length).toBeGreaterThanOrEqual(6);
      const featured = r.map((w: any) => w.featured);
      expect(featured).toEqual([...featured].sort((a, b) => Number(b) - Number(a)));
      shownIn(locale, r);
    });
    for (const [query, slug] of [
      ['partnersPageQuery', 'partners'],
      ['guardiansPageQuery', 'guardians'],
      ['creditsPageQuery', 'credits'],
      ['siteMapQuery', 'map'],
    ] as const) {
      const language = pageLanguage(locale, slug);
      add(query, locale, { locale, language, defaultLocale }, (r) => {
        expect(r).not.toBeNull();
        nonEmptyString(r.page?.title);
        expect(r.page.locale).toBe(language);
      });
    }
    for (const { slug } of articlePaths.filter((p) => p.locale === locale)) {
      add('articleBySlugQuery', `${locale} ${slug}`, { locale, language: locale, defaultLocale, slug }, (r) => {
        nonEmptyString(r?.title);
        expect(r.body.length).toBeGreaterThan(0);
        if (r.previous) expect([locale, defaultLocale]).toContain(r.previous.locale);
      });
    }
    for (const { slug } of pagePaths.filter((p) => p.locale === locale)) {
      add('pageBySlugQuery', `${locale} ${slug}`, { locale, slug }, (r) => nonEmptyString(r?.title));
    }
  }
  return out;
}

let all: Case[] = [];
let lake: Lake;
let sanity: ContentSource;

beforeAll(async () => {
  all = await cases();
  lake = await startLake({ datasetDir: DATASET_DIR, loadOptions: { assetBaseUrl: LOCAL_IMAGES_PATH } });
  sanity = createSanitySource({
    projectId: 'test',
    dataset: 'production',
    apiVersion: '2025-02-19',
    apiHost: lake.url,
  });
}, 60_000);
afterAll(async () => {
  await lake?.close();
});

describe('query contract', () => {
  it('covers every exported query', () => {
    expect(Object.keys(queries).length).toBeGreaterThan(0);
    expect([...new Set(all.map((c) => c.query))].sort()).toEqual(Object.keys(queries).sort());
  });

  // Each of these runs every query in every language (~100 cases): generous timeouts, not timing assertions.
  it(
    'every query returns the shape its page needs, in every language (local source)',
    { timeout: 120_000 },
    async () => {
      for (const c of all) {
        const result = await run(local, c.query, c.params);
        try {
          expect(result, `${c.query} (${c.label}) returned null`).not.toBeNull();
          c.check(result);
        } catch (error) {
          throw new Error(`${c.query} (${c.label}): ${(error as Error).message}`);
        }
      }
    },
  );

  it(
    'the sanity source through the local Content Lake returns exactly what the local source returns',
    { timeout: 120_000 },
    async () => {
      for (const c of all) {
        const [fromLocal, fromSanity] = await Promise.all([
          run(local, c.query, c.params),
          run(sanity, c.query, c.params),
        ]);
        expect(fromSanity, `${c.query} (${c.label})`).toEqual(fromLocal);
      }
      expect(lake.requests.length).toBe(all.length);
      expect(lake.requests.every((r) => r.status === 200)).toBe(true);
    },
  );
});
