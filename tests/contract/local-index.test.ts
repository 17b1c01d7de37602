/**
 * The local source's indexes change how long a query takes, never what it
 * returns. Every query the site exports, in en, fr and pt, with slugs that
 * exist and slugs that do not, in both perspectives, gives exactly what plain
 * groq-js gives over the same documents (`evaluate`, no index: what the local
 * source did before), value and key order alike: on the demo dataset, and on
 * generated ones of 10,000 documents (and of 1,000 for the queries that find
 * stand-ins, which plain groq-js works out in a time that grows with the square).
 *
 * And the comparison can fail: an index built before a document changed is caught.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { isDeepStrictEqual } from 'node:util';
import { evaluate, parse } from 'groq-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as schemas from '@vitrine/schemas';
import { defaultLocale, localeCodes } from '@vitrine/schemas';
import { demoLocales } from '@vitrine/schemas/dataset/generator/content/types.ts';
import {
  applyPerspective,
  createQueryEngine,
  loadDataset,
  type Perspective,
  type SanityDocument,
} from '@vitrine/schemas/dataset';
import { createLocalSource } from '@/content/local';
import { LOCAL_IMAGES_PATH } from '@/images/image-url';
import { DATASET_DIR } from '../support/dataset.ts';
import { TEN_THOUSAND_DOCUMENTS, writeScaledDataset } from '../support/scaled-dataset.ts';

type Doc = SanityDocument & Record<string, any>;
type Params = Record<string, unknown>;
interface Case {
  name: string;
  label: string;
  params: Params;
}
type Run = (c: Case) => Promise<unknown>;

const queries = Object.fromEntries(
  Object.entries(schemas).filter(([name, value]) => name.endsWith('Query') && typeof value === 'string'),
) as Record<string, string>;
const PERSPECTIVES: Perspective[] = ['published', 'drafts'];
const LOCALIZED_TYPES = ['article', 'page'] as const;

const documentsOf = (dir: string, perspective: Perspective) =>
  applyPerspective(loadDataset(dir, { assetBaseUrl: LOCAL_IMAGES_PATH }), perspective) as Doc[];

/** Up to `count` of `items`, spread evenly, first and last included; all of them when `count` is undefined. */
function spread<T>(items: T[], count?: number): T[] {
  if (count === undefined || items.length <= count) return items;
  return Array.from({ length: count }, (_, i) => items[Math.round((i * (items.length - 1)) / (count - 1))]!);
}

/**
 * The cases for one dataset: every query and locale; for the by-slug queries,
 * slugs of that type and locale (`perType` of them, oldest to newest, or all),
 * one that spans segments, one of another locale, and one that does not exist.
 */
function cases(docs: Doc[], { perType }: { perType?: number } = {}): Case[] {
  const out: Case[] = [];
  const add = (name: string, params: Params, label = JSON.stringify(params)) => out.push({ name, label, params });
  for (const name of [
    'routeIndexQuery',
    'publishedLanguagesQuery',
    'redirectListQuery',
    'previewFingerprintQuery',
    'imageIndexQuery',
    'webManifestQuery',
    'contentCheckQuery',
    'contentCheckDraftsQuery',
  ])
    add(name, {});
  add('siteSettingsQuery', { locale: 'xx', defaultLocale });
  add('webManifestQuery', { defaultLocale }, 'in the default language');
  // The languages the content is in and those of the list: the engines agree whatever the language asked.
  for (const locale of new Set([...demoLocales, ...localeCodes])) {
    for (const name of [
      'siteSettingsQuery',
      'homePageQuery',
      'articleListQuery',
      'workListQuery',
      'partnersPageQuery',
      'guardiansPageQuery',
      'creditsPageQuery',
      'siteMapQuery',
    ])
      add(name, { locale, language: locale, defaultLocale });
    // The default language's page standing in for this one's.
    add('homePageQuery', { locale, language: defaultLocale, defaultLocale }, `${locale}, standing in`);
    for (const type of LOCALIZED_TYPES) {
      const ofType = docs
        .filter((doc) => doc._type === type && doc.slug?.current)
        .sort((a, b) => String(a.publishedAt ?? '').localeCompare(String(b.publishedAt ?? '')));
      const here = ofType.filter((doc) => doc.language === locale).map((doc) => doc.slug.current as string);
      const elsewhere = ofType.find((doc) => doc.language !== locale)!.slug.current as string;
      const slugs = new Set([
        ...spread(here, perType),
        ...here.filter((slug) => slug.includes('/')).slice(0, 1),
        elsewhere,
        `no-such-${type}`,
      ]);
      for (const slug of slugs)
        add(
          type === 'article' ? 'articleBySlugQuery' : 'pageBySlugQuery',
          type === 'article' ? { locale, language: locale, defaultLocale, slug } : { locale, slug },
        );
    }
  }
  return out;
}

const same = (a: unknown, b: unknown) => isDeepStrictEqual(a, b) && JSON.stringify(a) === JSON.stringify(b);

/** The labels of the cases where `actual` does not return what `expected` does. */
async function mismatches(all: Case[], actual: Run, expected: Run): Promise<string[]> {
  const out: string[] = [];
  for (const c of all) if (!same(await actual(c), await expected(c))) out.push(`${c.name} ${c.label}`);
  return out;
}

/** Plain groq-js over the documents: no index, no cache (each case is worked out once, though). */
function plain(docs: Doc[]): Run {
  const results = new Map<string, Promise<unknown>>();
  return ({ name, label, params }) => {
    const key = `${name} ${label}`;
    if (!results.has(key)) {
      const evaluated = async () =>
        (await evaluate(parse(queries[name]!, { params }), { dataset: docs, params })).get();
      results.set(key, evaluated());
    }
    return results.get(key)!;
  };
}

const through =
  (source: ReturnType<typeof createLocalSource>, perspective: Perspective): Run =>
  ({ name, params }) =>
    source.fetch({ name, query: queries[name]!, params, perspective });

/** Asserts no mismatch, showing the first one's difference. */
async function expectSame(all: Case[], actual: Run, expected: Run) {
  const found = await mismatches(all, actual, expected);
  const first = all.find((c) => `${c.name} ${c.label}` === found[0]);
  if (first) expect(await actual(first), found[0]).toEqual(await expected(first));
  expect(found).toEqual([]);
}

describe('the demo dataset', () => {
  const all = cases(documentsOf(DATASET_DIR, 'published'));

  it('has a case for every exported query', () => {
    expect(new Set(all.map((c) => c.name))).toEqual(new Set(Object.keys(queries)));
  });

  describe.each(PERSPECTIVES)('%s', (perspective) => {
    const reference = plain(documentsOf(DATASET_DIR, perspective));

    it('every query gives what plain groq-js gives', { timeout: 120_000 }, async () => {
      await expectSame(all, through(createLocalSource(DATASET_DIR, { resultCacheSize: 0 }), perspective), reference);
    });

    it('and so does every result reused from the cache', { timeout: 120_000 }, async () => {
      const source = createLocalSource(DATASET_DIR);
      await expectSame([...all, ...all], through(source, perspective), reference);
    });
  });

  it('the comparison catches an index built before a document changed', { timeout: 120_000 }, async () => {
    const docs = structuredClone(documentsOf(DATASET_DIR, 'published'));
    const engine = createQueryEngine(docs);
    const indexed: Run = async ({ name, params }) => engine.run(parse(queries[name]!, { params }), params);
    // Every query once: the indexes are built, and agree. (`fr`: a language of the demo content, whatever the list.)
    expect(await mismatches(all, indexed, plain(docs))).toEqual([]);

    const moved = docs.find((doc) => doc._id === 'article-forms-en')!;
    moved.language = 'fr';
    moved.slug = { ...moved.slug, current: 'moved-here' };
    const probe = {
      name: 'articleBySlugQuery',
      label: 'the moved article',
      params: { locale: 'fr', language: 'fr', defaultLocale, slug: 'moved-here' },
    };
    const found = await mismatches([...all, probe], indexed, plain(docs));
    expect(found).toEqual(
      // The route index and the article by its new slug: indexes built before the move answer wrong.
      expect.arrayContaining(['routeIndexQuery {}', 'articleBySlugQuery the moved article']),
    );
  });
});

/**
 * The queries that work out which documents stand in for a missing translation
 * (`"covered"`: a dereference per translation group) cost plain groq-js, which
 * has no index, a scan of the dataset per group: minutes at 10,000 documents.
 * They are compared at 1,000; the others at 10,000.
 */
const COVERS = (c: Case) => queries[c.name]!.includes('"covered"');

describe.each([
  {
    label: '10,000 documents',
    options: TEN_THOUSAND_DOCUMENTS,
    least: 10_000,
    only: (c: Case) => !COVERS(c),
    perType: 4,
  },
  { label: '1,000 documents', options: { articles: 100, documents: 1_000 }, least: 1_000, only: COVERS, perType: 2 },
])('a generated dataset of $label', ({ options, least, only, perType }) => {
  let dir: string;
  beforeAll(() => {
    dir = mkdtempSync(join(tmpdir(), 'vitrine-scaled-'));
    writeScaledDataset(dir, options);
  }, 60_000);
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  describe.each(PERSPECTIVES)('%s', (perspective) => {
    it('every query gives what plain groq-js gives', { timeout: 600_000 }, async () => {
      const docs = documentsOf(dir, perspective);
      expect(docs.length).toBeGreaterThanOrEqual(least);
      const all = cases(docs, { perType }).filter(only);
      expect(all.length).toBeGreaterThan(10);
      await expectSame(all, through(createLocalSource(dir, { resultCacheSize: 0 }), perspective), plain(docs));
    });
  });
});
