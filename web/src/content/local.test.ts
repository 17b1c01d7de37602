import { copyFileSync, mkdtempSync, readFileSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DatasetError, loadDataset } from '@vitrine/schemas/dataset';
import { createLocalSource } from './local';
import { ContentFetchError, type Perspective } from './source';

vi.mock('@vitrine/schemas/dataset', async (importOriginal) => {
  const original = await importOriginal<typeof import('@vitrine/schemas/dataset')>();
  return { ...original, loadDataset: vi.fn(original.loadDataset) };
});

const DEMO = fileURLToPath(new URL('../../../schemas/dataset/data.ndjson', import.meta.url));
const TITLE = '*[_id == "article-calm-en"][0]{ _id, _originalId, title }';

let dir: string;
let file: string;
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'vitrine-local-'));
  file = join(dir, 'data.ndjson');
  copyFileSync(DEMO, file);
  vi.mocked(loadDataset).mockClear();
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

/** Rewrites the file with `from` replaced by `to`, and moves its modification time on. */
function edit(from: string, to: string, secondsLater: number) {
  writeFileSync(file, readFileSync(file, 'utf8').replace(from, to));
  const later = new Date(Date.now() + secondsLater * 1000);
  utimesSync(file, later, later);
}

describe('createLocalSource', () => {
  const title = (source: ReturnType<typeof createLocalSource>, perspective: Perspective) =>
    source.fetch<{ _id: string; _originalId: string; title: string }>({ name: 'test', query: TITLE, perspective });

  it('overlays drafts as the Content Lake does: the published id, the draft named in _originalId', async () => {
    const source = createLocalSource(dir);
    expect(await title(source, 'drafts')).toEqual({
      _id: 'article-calm-en',
      _originalId: 'drafts.article-calm-en',
      title: 'Designing for calm, revisited',
    });
    expect(await title(source, 'published')).toEqual({
      _id: 'article-calm-en',
      _originalId: null,
      title: 'Designing for calm',
    });
  });

  it('in drafts, parses the file again only when it has changed, even to the same size', async () => {
    const source = createLocalSource(dir);
    for (let i = 0; i < 3; i++) expect((await title(source, 'drafts')).title).toBe('Designing for calm, revisited');
    expect(loadDataset).toHaveBeenCalledTimes(1);

    edit('"Designing for calm, revisited"', '"Designing for calm, REVISITED"', 5);
    expect((await title(source, 'drafts')).title).toBe('Designing for calm, REVISITED');
    expect((await title(source, 'drafts')).title).toBe('Designing for calm, REVISITED');
    expect(loadDataset).toHaveBeenCalledTimes(2);

    edit('"Designing for calm, REVISITED"', '"Designing for calm, edited just now"', 10);
    expect((await title(source, 'drafts')).title).toBe('Designing for calm, edited just now');
    expect(loadDataset).toHaveBeenCalledTimes(3);
  });

  it('parses published content once per process, whatever happens to the file', async () => {
    const source = createLocalSource(dir);
    expect((await title(source, 'published')).title).toBe('Designing for calm');
    edit('"Designing for calm"', '"Designing for storms"', 5);
    expect((await title(source, 'published')).title).toBe('Designing for calm');
    expect(loadDataset).toHaveBeenCalledTimes(1);
  });

  it('with watch (next dev), shows a published change on the next query, parsing only when the file changed', async () => {
    const source = createLocalSource(dir, { watch: true });
    expect((await title(source, 'published')).title).toBe('Designing for calm');
    expect((await title(source, 'published')).title).toBe('Designing for calm');
    expect(loadDataset).toHaveBeenCalledTimes(1);

    edit('"Designing for calm"', '"Designing for storms"', 5);

    expect((await title(source, 'published')).title).toBe('Designing for storms');
    expect(loadDataset).toHaveBeenCalledTimes(2);
  });

  it('with watch, parses each version of the file once for every source of the process (next dev’s proxy and pages) and both perspectives', async () => {
    const proxy = createLocalSource(dir, { watch: true });
    const pages = createLocalSource(dir, { watch: true });
    expect((await title(proxy, 'published')).title).toBe('Designing for calm');
    expect((await title(pages, 'published')).title).toBe('Designing for calm');
    expect((await title(pages, 'drafts')).title).toBe('Designing for calm, revisited');
    expect(loadDataset).toHaveBeenCalledTimes(1);

    edit('"Designing for calm"', '"Designing for storms"', 5);

    expect((await title(pages, 'published')).title).toBe('Designing for storms');
    expect((await title(proxy, 'published')).title).toBe('Designing for storms');
    expect((await title(proxy, 'drafts')).title).toBe('Designing for calm, revisited');
    expect(loadDataset).toHaveBeenCalledTimes(2);
  });

  it('reuses a result for the same query and parameters until the file changes', async () => {
    const source = createLocalSource(dir);
    const query = (locale: string) =>
      source.fetch({ name: 'test', query: '*[language == $locale]._id', params: { locale }, perspective: 'drafts' });
    const first = await query('en');
    expect(await query('en')).toBe(first);
    expect(await query('fr')).not.toEqual(first);
    edit('"Designing for calm, revisited"', '"Designing for calm, edited"', 5);
    const afterEdit = await query('en');
    expect(afterEdit).not.toBe(first);
    expect(afterEdit).toEqual(first);
  });

  it('with no result cache, computes every result again', async () => {
    const source = createLocalSource(dir, { resultCacheSize: 0 });
    const fetch = () => source.fetch({ name: 'test', query: '*[_type == "redirect"]', perspective: 'published' });
    const first = await fetch();
    expect(await fetch()).not.toBe(first);
    expect(await fetch()).toEqual(first);
  });

  it('parses a query once for its parameters, and later changes to the caller’s parameters do not reach it', async () => {
    const source = createLocalSource(dir, { resultCacheSize: 0 });
    const ids = (params: { ids: string[] }) =>
      source.fetch({ name: 'test', query: '*[_id in $ids]._id', params, perspective: 'published' });
    const asked = { ids: ['article-calm-en'] };
    expect(await ids(asked)).toEqual(['article-calm-en']);
    asked.ids[0] = 'nothing';
    expect(await ids(asked)).toEqual([]);
    expect(await ids({ ids: ['article-calm-en'] })).toEqual(['article-calm-en']);
  });

  it('does not reuse a result that depends on the clock', async () => {
    const source = createLocalSource(dir);
    const fetch = () => source.fetch({ name: 'test', query: '{ "at": now() }', perspective: 'published' });
    expect(await fetch()).not.toBe(await fetch());
  });

  it('names the query that does not parse', async () => {
    const source = createLocalSource(dir);
    const failure = source.fetch({ name: 'brokenQuery', query: '*[_type == ', perspective: 'published' });
    await expect(failure).rejects.toThrow(ContentFetchError);
    await expect(failure).rejects.toThrow(/Content query "brokenQuery" failed: the GROQ does not parse/);
  });

  it('says which file it cannot read, on every query', async () => {
    const source = createLocalSource(join(dir, 'nowhere'));
    for (const perspective of ['drafts', 'drafts', 'published'] as const) {
      await expect(title(source, perspective)).rejects.toThrow(DatasetError);
      await expect(title(source, perspective)).rejects.toThrow(/nowhere\/data\.ndjson/);
    }
  });
});
