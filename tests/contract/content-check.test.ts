/**
 * The content check on both sources: over each generated dataset it names
 * every problem planted in it; the `sanity` source, through the local
 * Content Lake (`@vitrine/studio/lake`), names the same problems as the `local` one (with a
 * viewer token, drafts included; without one, a reference to a draft reads as
 * one to a missing document, and says so). The Studio, validating each
 * document as the owner edits it, warns on the same dead links at the same
 * fields, with the same fix, reading what is published from the lake.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readSnapshot, type ContentProblem } from '@/content/check';
import { checkSnapshot } from '@/content/check/run';
import { createLocalSource } from '@/content/local';
import { createSanitySource } from '@/content/sanity';
import { LOCAL_IMAGES_PATH } from '@/images/image-url';
import { startLake, type Lake } from '@vitrine/studio/lake';
import {
  CONTENT_DATASETS,
  writeContentDataset,
  type ContentDataset,
  type PlantedProblem,
} from '../support/content-datasets.ts';
import { DATASET_DIR } from '../support/dataset.ts';
import { validateDocument, type SanityDocument as StudioDocument } from 'sanity';
import { isLocale } from '@vitrine/schemas';
import { forgetPublishedSite, publishedLinksQuery } from '@vitrine/schemas/studio';
import { clientFor } from '../../studio/lake/testing.ts';
import { createTestWorkspace } from '../../studio/src/testing/workspace.ts';
import { demoLocales } from '@vitrine/schemas/dataset/generator/content/types.ts';
import { contentCheckProcess } from '../support/server.ts';

const root = mkdtempSync(join(tmpdir(), 'vitrine-content-check-'));
const datasets = Object.fromEntries(
  CONTENT_DATASETS.map((name) => [name, writeContentDataset(join(root, name), name)]),
) as Record<(typeof CONTENT_DATASETS)[number], ContentDataset>;
afterAll(() => rmSync(root, { recursive: true, force: true }));

const isDemoLocale = (code: string) => (demoLocales as readonly string[]).includes(code);

async function localProblems(dataset: ContentDataset): Promise<ContentProblem[]> {
  const snapshot = await readSnapshot(createLocalSource(dataset.dir), { siteUrl: undefined, draftsVisible: true });
  return checkSnapshot(snapshot);
}

/** The planted problems the check did not name. */
function unnamed(planted: readonly PlantedProblem[], problems: readonly ContentProblem[]): PlantedProblem[] {
  return planted.filter(
    (plant) =>
      !problems.some(
        (problem) =>
          problem.code === plant.code &&
          problem.documentId === plant.documentId &&
          (plant.language === undefined || problem.language === plant.language),
      ),
  );
}

/** What both sources must agree on: each problem's code and place. */
const places = (problems: readonly ContentProblem[]) =>
  problems.map(({ code, severity, documentId, documentType, language, path }) =>
    [code, severity, documentId, documentType, language, path].join(' '),
  );

describe('the content check over the generated datasets (local source)', () => {
  it.each(CONTENT_DATASETS)('names every problem planted in %s', async (name) => {
    const problems = await localProblems(datasets[name]);
    // Nothing planted applies on some lists (English content, English alone): the dataset is then sound.
    if (datasets[name].planted.length === 0) expect(problems).toEqual([]);
    expect(unnamed(datasets[name].planted, problems)).toEqual([]);
    // Every problem says where it is and what to do, and only errors stop a build.
    for (const problem of problems) {
      expect(problem.code).toMatch(/^[a-z]+(-[a-z]+)*$/);
      expect(problem.message.length).toBeGreaterThan(20);
      expect(problem.fix.length).toBeGreaterThan(10);
      expect(problem.severity).toBe('warning');
    }
  });

  it('finds nothing wrong with the demo content, in the listed languages it is written in', async () => {
    // With another list, the check rightly names a language the list adds (no demo content) and the demo's
    // content in one it drops (docs/languages.md); with the demo's own list, nothing at all.
    const problems = await localProblems({ name: 'hostile', dir: DATASET_DIR, planted: [] });
    const demo = (language: string | null) => language === null || (isLocale(language) && isDemoLocale(language));
    expect(problems.filter((problem) => demo(problem.language))).toEqual([]);
  });

  it('can fail: a planted problem the check does not know is reported as unnamed', async () => {
    const problems = await localProblems(datasets.hostile);
    const madeUp: PlantedProblem = { code: 'no-such-problem', documentId: 'article-calm-en' };
    expect(unnamed([madeUp], problems)).toEqual([madeUp]);
  });
});

describe('the content check on the sanity source (the local Content Lake)', () => {
  let lake: Lake;
  beforeAll(async () => {
    lake = await startLake({
      datasetDir: datasets.hostile.dir,
      loadOptions: { assetBaseUrl: LOCAL_IMAGES_PATH },
      token: 'viewer-token',
    });
  });
  afterAll(() => lake?.close());

  const sanity = (readToken?: string) =>
    createSanitySource({
      projectId: 'test',
      dataset: 'production',
      apiVersion: '2025-02-19',
      apiHost: lake.url,
      readToken,
    });

  it('names the same problems at the same places as the local source, drafts included, with a viewer token', async () => {
    const snapshot = await readSnapshot(sanity('viewer-token'), { siteUrl: undefined, draftsVisible: true });
    const problems = checkSnapshot(snapshot);
    expect(places(problems)).toEqual(places(await localProblems(datasets.hostile)));
    expect(unnamed(datasets.hostile.planted, problems)).toEqual([]);
    // The asset is named as Sanity knows it, not as a file.
    expect(problems.find((p) => p.code === 'missing-asset')?.fix).toMatch(/Choose the image again/);
    // Content came over HTTP, both perspectives.
    const perspectives = lake.requests.filter((r) => r.endpoint === 'query').map((r) => r.perspective);
    expect(perspectives).toEqual(expect.arrayContaining(['published', 'drafts']));
  });

  it('without a viewer token, calls the reference to a draft a reference to what may not be published', async () => {
    const snapshot = await readSnapshot(sanity(), { siteUrl: undefined, draftsVisible: false });
    expect(snapshot.drafts).toBeNull();
    const problems = checkSnapshot(snapshot);
    expect(problems.some((p) => p.code === 'draft-only-reference')).toBe(false);
    const references = problems.filter((p) => p.code === 'dangling-reference');
    expect(references.map((p) => p.path)).toEqual([
      'body[_key=="c38baf8a96f3"].items[_key=="deleted0pick"]',
      'body[_key=="c38baf8a96f3"].items[_key=="draft00pick"]',
    ]);
    expect(references[1]?.message).toMatch(/or is not published/);
  });
});

describe('the Studio’s warnings on the same dataset (the local Content Lake)', () => {
  const dataset = datasets['one-language'];
  let lake: Lake;
  let documents: StudioDocument[];
  beforeAll(async () => {
    lake = await startLake({ datasetDir: dataset.dir, loadOptions: { assetBaseUrl: LOCAL_IMAGES_PATH } });
    documents = lake.getDocuments() as StudioDocument[];
  });
  afterAll(() => lake?.close());

  /** Each published document as the Studio validates it, with the warnings on its links: `id path message`. */
  async function studioWarnings(): Promise<string[]> {
    forgetPublishedSite();
    const client = clientFor(lake, { token: 'editor-token' });
    const workspace = await createTestWorkspace(client);
    const warnings: string[] = [];
    for (const document of lake.getDocuments() as StudioDocument[]) {
      if (document._id.startsWith('drafts.') || document._type.startsWith('sanity.')) continue;
      const markers = await validateDocument({
        document,
        workspace,
        getDocumentExists: async ({ id }) => documents.some((doc) => doc._id === id),
        environment: 'studio',
      });
      for (const marker of markers) {
        if (marker.level === 'warning' && marker.path.at(-1) === 'href') {
          warnings.push(`${document._id} ${pathString(marker.path)} ${marker.message}`);
        }
      }
    }
    return warnings.sort();
  }

  const pathString = (path: readonly unknown[]) =>
    path
      .map((segment, position) =>
        typeof segment === 'object' && segment !== null && '_key' in segment
          ? `[_key==${JSON.stringify(segment._key)}]`
          : typeof segment === 'number'
            ? `[${segment}]`
            : `${position === 0 ? '' : '.'}${String(segment)}`,
      )
      .join('');

  it('warns on each link the content check names, at its field, with its fix, reading the lake a few times at most', async () => {
    const deadLinks = (await localProblems(dataset)).filter((problem) => problem.code === 'dead-link');
    expect(deadLinks.length).toBeGreaterThan(0);
    const reads = () => lake.requests.filter((request) => request.query === publishedLinksQuery);
    const before = reads().length;

    const warnings = await studioWarnings();
    expect(warnings.map((warning) => warning.split(' ').slice(0, 2).join(' '))).toEqual(
      deadLinks.map((problem) => `${problem.documentId} ${problem.path}`).sort(),
    );
    for (const problem of deadLinks) {
      const warning = warnings.find((line) => line.startsWith(`${problem.documentId} ${problem.path} `))!;
      expect(warning).toMatch(/Nothing is published at \/en\/(about|contact) in English: /);
      expect(warning.endsWith(problem.fix)).toBe(true);
    }
    // Every planted dead link is among them: the pages removed while section buttons still link to them.
    const planted = dataset.planted.filter((plant) => plant.code === 'dead-link').map((plant) => plant.documentId);
    expect(new Set(warnings.map((warning) => warning.split(' ')[0]))).toEqual(new Set(planted));
    // One read of what is published serves many links (not one per link or per document), published only.
    expect(reads().length - before).toBeGreaterThan(0);
    expect(reads().length - before).toBeLessThan(Math.min(deadLinks.length, 5));
    expect(reads().every((request) => request.perspective === 'published')).toBe(true);
  }, 120_000);

  it('can fail: once the contact page is published again, only its links are no longer warned of', async () => {
    const before = await studioWarnings();
    expect(before.some((warning) => warning.includes('/en/contact'))).toBe(true);
    await lake.mutate([
      {
        createOrReplace: {
          _id: 'page-contact-en',
          _type: 'page',
          language: 'en',
          title: 'Contact',
          slug: { _type: 'slug', current: 'contact' },
        },
      },
    ]);
    expect(await studioWarnings()).toEqual(before.filter((warning) => !warning.includes('/en/contact ')));
  }, 120_000);
});

describe('npm run content:check', () => {
  const hostile = () => ({ CONTENT_SOURCE: 'local', VITRINE_DATASET_DIR: datasets.hostile.dir });

  it('prints each problem with where it is and what to do, and lets the build go on', async () => {
    const { code, stdout } = await contentCheckProcess({ ...hostile(), CONTENT_STRICT: '0' }, ['--build']);
    expect(code).toBe(0);
    expect(stdout).toMatch(/^Content check \(local dataset .*\): 0 errors, \d+ warnings\./);
    expect(stdout).toContain('warning dangling-reference  page page-home-en (en) body[_key=="c38baf8a96f3"]');
    expect(stdout).toContain('Fix: Publish partner-unpublished-en in the Studio, or remove the reference.');
    expect(stdout).toContain('CONTENT_STRICT=1 would stop the build here');
  }, 60_000);

  it('stops the build on warnings with CONTENT_STRICT=1, on a malformed variable, and on unreadable content', async () => {
    expect((await contentCheckProcess({ ...hostile(), CONTENT_STRICT: '1' }, ['--build'])).code).toBe(1);
    const malformed = await contentCheckProcess({ ...hostile(), CONTENT_STRICT: 'maybe' });
    expect(malformed.code).toBe(1);
    expect(malformed.output).toContain('CONTENT_STRICT: 1 (or true) to fail the build on content warnings');
    const unreadable = await contentCheckProcess({ CONTENT_SOURCE: 'local', VITRINE_DATASET_DIR: join(root, 'none') });
    expect(unreadable.code).toBe(2);
    expect(unreadable.output).toMatch(/could not be read[\s\S]*data\.ndjson/);
  }, 90_000);
});
