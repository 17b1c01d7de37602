/**
 * How long each content getter takes on the local source, on a generated
 * dataset of 10,000 documents: median and p95, in both perspectives, for
 *
 * - plain: groq-js over all the documents, as the local source ran before the
 *   indexes (and in drafts, the file read and parsed again for every query);
 * - indexed: the local source with its result cache off (every call evaluated);
 * - cached: the local source as the site runs it (a result is reused for the
 *   same query and parameters until the file changes).
 *
 *   cd tests && npx tsx bench/local-source.ts [--articles 1000] [--documents 10000]
 *
 * or `npm run bench -- --only local-source` (without the plain column). Not a
 * test: it prints numbers.
 */
import { mkdtempSync, rmSync, utimesSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { evaluate, parse } from 'groq-js';
import * as schemas from '@vitrine/schemas';
import { localeCodes } from '@vitrine/schemas';
import { applyPerspective, loadDataset, type Perspective, type SanityDocument } from '@vitrine/schemas/dataset';
import { createLocalSource } from '@/content/local';
import { LOCAL_IMAGES_PATH } from '@/images/image-url';
import type { ContentSource, QueryRequest } from '@/content/source';
import { TEN_THOUSAND_DOCUMENTS, writeScaledDataset } from '../support/scaled-dataset.ts';

/** The target: each getter's median, indexed or cached. */
export const TARGET_MS = 5;
/** Plain groq-js gets this long per getter (at least 3 calls), the indexed source more calls. */
const PLAIN_BUDGET_MS = 4_000;
const INDEXED_CALLS = 36;
const CACHED_CALLS = 120;

type Params = Record<string, unknown>;
interface Getter {
  name: string;
  query: string;
  /** Parameter sets the getter is called with, in turn. */
  params: Params[];
}

/** The plain groq-js source as it was: published parsed once, drafts read and parsed again on every query. */
function plainSource(dir: string): ContentSource {
  const load = () => loadDataset(dir, { assetBaseUrl: LOCAL_IMAGES_PATH });
  let published: SanityDocument[] | undefined;
  return {
    kind: 'local',
    async fetch<Result>({ query, params = {}, perspective }: QueryRequest) {
      const dataset =
        perspective === 'drafts'
          ? applyPerspective(load(), 'drafts')
          : (published ??= applyPerspective(load(), 'published'));
      return (await (await evaluate(parse(query, { params }), { dataset, params })).get()) as Result;
    },
  };
}

/** The getters of web/src/content/index.ts, each with realistic parameters: 4 slugs per locale, oldest to newest. */
function getters(docs: (SanityDocument & Record<string, any>)[]): Getter[] {
  const slugs = (type: string) =>
    localeCodes.flatMap((locale) => {
      const here = docs
        .filter((doc) => doc._type === type && doc.language === locale && doc.slug?.current)
        .sort((a, b) => String(a.publishedAt ?? a._id).localeCompare(String(b.publishedAt ?? b._id)));
      return [0, 1, 2, 3].map((i) => ({ locale, slug: here[Math.round((i * (here.length - 1)) / 3)]!.slug.current }));
    });
  const locales = localeCodes.map((locale) => ({ locale }));
  const getter = (name: string, query: string, params: Params[]): Getter => ({
    name,
    query: (schemas as Record<string, unknown>)[query] as string,
    params,
  });
  return [
    getter('getSiteSettings', 'siteSettingsQuery', locales),
    getter('getHomePage', 'homePageQuery', locales),
    getter('getPage', 'pageBySlugQuery', slugs('page')),
    getter('getRouteIndex', 'routeIndexQuery', [{}]),
    getter('listArticles', 'articleListQuery', locales),
    getter('getArticle', 'articleBySlugQuery', slugs('article')),
    getter('listWorks', 'workListQuery', locales),
    getter('getPartnersPage', 'partnersPageQuery', locales),
    getter('getGuardiansPage', 'guardiansPageQuery', locales),
    getter('getCreditsPage', 'creditsPageQuery', locales),
    getter('getSiteMap', 'siteMapQuery', locales),
    getter('listRedirects', 'redirectListQuery', [{}]),
    getter('getPreviewFingerprint', 'previewFingerprintQuery', [{}]),
    getter('getWebManifest', 'webManifestQuery', [{}]),
    getter('getImageIndex', 'imageIndexQuery', [{}]),
  ];
}

interface Timing {
  median: number;
  p95: number;
  calls: number;
}

/** Calls the getter `calls` times (or until `budgetMs` is spent, at least 3), after one warm-up call per parameter set. */
async function time(
  source: ContentSource,
  getter: Getter,
  perspective: Perspective,
  { calls, budgetMs = Infinity }: { calls: number; budgetMs?: number },
): Promise<Timing> {
  const call = (i: number) =>
    source.fetch({
      name: getter.name,
      query: getter.query,
      params: getter.params[i % getter.params.length],
      perspective,
    });
  const started = performance.now();
  for (let i = 0; i < getter.params.length && performance.now() - started < budgetMs; i++) await call(i);
  const times: number[] = [];
  for (let i = 0; i < calls && (i < 3 || performance.now() - started < budgetMs); i++) {
    const t = performance.now();
    await call(i);
    times.push(performance.now() - t);
  }
  times.sort((a, b) => a - b);
  const at = (q: number) => times[Math.min(times.length - 1, Math.ceil(q * times.length) - 1)]!;
  return { median: at(0.5), p95: at(0.95), calls: times.length };
}

const ms = (value: number) => (value < 10 ? value.toFixed(2) : value.toFixed(0)).padStart(9);
const cell = (t: Timing | null) => (t ? `${ms(t.median)}${ms(t.p95)}` : `${'-'.padStart(9)}${'-'.padStart(9)}`);

export interface LocalSourceFigures {
  documents: number;
  /** The slowest getter's median, in either perspective, evaluated every call (indexed) or as the site runs (cached). */
  slowest: Record<'indexed' | 'cached', { ms: number; what: string }>;
}

/**
 * Prints the table; returns the slowest getter. `plain: false` leaves out the
 * plain groq-js column (the comparison with the source before its indexes),
 * which takes minutes at 10,000 documents.
 */
export async function localSource(
  scale = TEN_THOUSAND_DOCUMENTS,
  { plain: withPlain = true } = {},
): Promise<LocalSourceFigures> {
  const dir = mkdtempSync(join(tmpdir(), 'vitrine-bench-'));
  try {
    const written = writeScaledDataset(dir, scale);
    const slowest: LocalSourceFigures['slowest'] = { indexed: { ms: 0, what: '' }, cached: { ms: 0, what: '' } };
    const docs = applyPerspective(loadDataset(dir), 'published') as (SanityDocument & Record<string, any>)[];
    console.log(`dataset: ${written.documents} documents (${written.articles} articles), ${dir}`);
    console.log(`times in ms; median and p95 per getter; target: median at most ${TARGET_MS} ms`);
    const over: string[] = [];

    for (const perspective of ['published', 'drafts'] as const) {
      console.log(`\n${perspective}`);
      console.log(
        `${'getter'.padEnd(24)}${'plain'.padStart(18)}${'indexed'.padStart(18)}${'cached'.padStart(18)}   calls plain/indexed/cached`,
      );
      const plain = plainSource(dir);
      const indexed = createLocalSource(dir, { resultCacheSize: 0 });
      const cached = createLocalSource(dir);
      for (const getter of getters(docs)) {
        const before = withPlain
          ? await time(plain, getter, perspective, { calls: 20, budgetMs: PLAIN_BUDGET_MS })
          : null;
        const after = await time(indexed, getter, perspective, { calls: INDEXED_CALLS });
        const reused = await time(cached, getter, perspective, { calls: CACHED_CALLS });
        for (const [label, t] of [
          ['indexed', after],
          ['cached', reused],
        ] as const) {
          const what = `${getter.name} (${perspective}, ${label}) ${t.median.toFixed(1)} ms`;
          if (t.median > TARGET_MS) over.push(what);
          if (t.median > slowest[label].ms) slowest[label] = { ms: t.median, what };
        }
        console.log(
          `${getter.name.padEnd(24)}${cell(before)}${cell(after)}${cell(reused)}   ${before?.calls ?? '-'}/${after.calls}/${reused.calls}`,
        );
      }
    }

    // Draft mode right after an edit: the file is parsed and indexed again before the query runs.
    const source = createLocalSource(dir);
    const article = getters(docs).find((g) => g.name === 'getArticle')!;
    const times: number[] = [];
    for (let i = 0; i < 5; i++) {
      const later = new Date(Date.now() + (i + 1) * 1000);
      utimesSync(join(dir, 'data.ndjson'), later, later);
      const t = performance.now();
      await source.fetch({
        name: article.name,
        query: article.query,
        params: article.params[0],
        perspective: 'drafts',
      });
      times.push(performance.now() - t);
    }
    times.sort((a, b) => a - b);
    console.log(
      `\ndrafts, first getArticle after the file changed (parse and index): median ${ms(times[2]!).trim()} ms`,
    );
    console.log(over.length ? `\nover ${TARGET_MS} ms: ${over.join('; ')}` : `\nevery getter within ${TARGET_MS} ms`);
    return { documents: written.documents, slowest };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const { values } = parseArgs({
    options: {
      articles: { type: 'string', default: String(TEN_THOUSAND_DOCUMENTS.articles) },
      documents: { type: 'string', default: String(TEN_THOUSAND_DOCUMENTS.documents) },
    },
  });
  await localSource({ articles: Number(values.articles), documents: Number(values.documents) });
}
