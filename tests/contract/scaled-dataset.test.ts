/**
 * The generated large datasets (support/scaled-dataset.ts): the size asked
 * for, the same bytes every time, translation groups as in the demo, valid
 * slugs, every reference and image resolving, and copies that pass the
 * Studio's own validation rules.
 */
import { mkdtempSync, readdirSync, readFileSync, realpathSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { evaluate, parse } from 'groq-js';
import { validateDocument, type SanityDocument as StudioDocument } from 'sanity';
import { afterAll, describe, expect, it } from 'vitest';
import { slugPattern } from '@vitrine/schemas';
import { demoLocales } from '@vitrine/schemas/dataset/generator/content/types.ts';
import { applyPerspective, isDraftId, loadDataset, type SanityDocument } from '@vitrine/schemas/dataset';
import { createOfflineClient, createTestWorkspace } from '../../studio/src/testing/workspace.ts';
import { DATASET_DIR } from '../support/dataset.ts';
import { TEN_THOUSAND_DOCUMENTS, writeScaledDataset, type ScaleOptions } from '../support/scaled-dataset.ts';

type Doc = SanityDocument & Record<string, any>;

const root = mkdtempSync(join(tmpdir(), 'vitrine-scaled-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

let written = 0;
function write(options: ScaleOptions) {
  const result = writeScaledDataset(join(root, String(written++)), options);
  const resolved = loadDataset(result.dir) as Doc[];
  return { ...result, resolved, published: applyPerspective(resolved, 'published') as Doc[] };
}

const articlesIn = (docs: Doc[], locale: string) =>
  docs.filter((doc) => doc._type === 'article' && doc.language === locale).length;

describe('writeScaledDataset', () => {
  it('writes the same bytes every time, over a dataset it wrote before, and never over anything else', () => {
    const a = write({ articles: 20, documents: 600 });
    const b = write({ articles: 20, documents: 600 });
    expect(readFileSync(join(b.dir, 'data.ndjson'), 'utf8')).toBe(readFileSync(join(a.dir, 'data.ndjson'), 'utf8'));
    expect(readdirSync(join(b.dir, 'images'))).toEqual(readdirSync(join(a.dir, 'images')));
    expect(writeScaledDataset(b.dir, { articles: 2 }).articles).toBe(7);
    writeFileSync(join(b.dir, 'notes.txt'), 'keep me');
    expect(() => writeScaledDataset(b.dir, { articles: 2 })).toThrow(/notes\.txt/);
    expect(readFileSync(join(b.dir, 'notes.txt'), 'utf8')).toBe('keep me');
  });

  it.each([1, 6, 10, 100])('writes %i article groups in three languages, plus the untranslated demo article', (n) => {
    const { published, articles } = write({ articles: n });
    expect(articlesIn(published, 'fr')).toBe(n);
    expect(articlesIn(published, 'pt')).toBe(n);
    expect(articlesIn(published, 'en')).toBe(n + 1);
    expect(articles).toBe(3 * n + 1);
    const groups = published.filter((doc) => doc._type === 'translation.metadata' && doc.schemaTypes[0] === 'article');
    expect(groups).toHaveLength(n);
    for (const group of groups) expect(group.translations.map((t: any) => t.language)).toEqual([...demoLocales]);
  });

  it('keeps the demo groups first, with their drafts, and drops the ones past the count', () => {
    const ids = write({ articles: 1 }).resolved.map((doc) => doc._id);
    expect(ids).toEqual(expect.arrayContaining(['article-calm-en', 'drafts.article-calm-en', 'drafts.page-about-en']));
    expect(ids).not.toContain('article-forms-en');
    expect(ids).not.toContain('translations-article-forms');
  });

  // Writing 10,000 documents took 25 s on a loaded 2-core machine: the limit catches a hang, not a busy machine.
  it('reaches 10,000 documents with 1,000 article groups', { timeout: 120_000 }, () => {
    const { documents, articles, published } = write(TEN_THOUSAND_DOCUMENTS);
    expect(documents).toBeGreaterThanOrEqual(10_000);
    expect(documents).toBeLessThan(10_000 + 20);
    expect(published).toHaveLength(documents);
    expect(articles).toBe(3001);
    // Every other collection grew too (the demo has 2 to 30 of each), not only one.
    for (const type of ['project', 'partner', 'guardian', 'credit', 'redirect', 'contactMessage'])
      expect(published.filter((doc) => doc._type === type).length, type).toBeGreaterThanOrEqual(100);
  });

  it('keeps ids unique, slugs valid and unique, and every reference and image resolving', () => {
    const { dir, resolved, published } = write({ articles: 40, documents: 1_500 });
    const byId = new Map(resolved.map((doc) => [doc._id, doc]));
    expect(byId.size).toBe(resolved.length);
    const slugs = new Set<string>();
    for (const doc of published.filter((d) => d.slug)) {
      expect(doc.slug.current, doc._id).toMatch(slugPattern);
      const key = `${doc._type}/${doc.language}/${doc.slug.current}`;
      expect(slugs.has(key), key).toBe(false);
      slugs.add(key);
    }
    const redirects = published.filter((doc) => doc._type === 'redirect').map((doc) => doc.source);
    expect(new Set(redirects).size).toBe(redirects.length);
    const refs = [...JSON.stringify(resolved).matchAll(/"_ref":"([^"]+)"/g)].map((match) => match[1]!);
    for (const ref of refs) expect(byId.has(ref), ref).toBe(true);
    const images = resolved.filter((doc) => doc._type === 'sanity.imageAsset').map((doc) => doc.path.slice(7));
    expect(readdirSync(join(dir, 'images')).sort()).toEqual(images.sort());
    for (const file of images)
      expect(realpathSync(join(dir, 'images', file))).toBe(realpathSync(join(DATASET_DIR, 'images', file)));
  });

  it('writes copies that pass the Studio validation rules', async () => {
    const { resolved } = write({ articles: 8, documents: 400 });
    const byId = new Map(resolved.map((doc) => [doc._id, doc]));
    const client = createOfflineClient(async (query, params = {}) =>
      (await evaluate(parse(query, { params }), { dataset: resolved, params })).get(),
    );
    const workspace = await createTestWorkspace(client);
    // The copies (the demo documents have their own test): one of every template, copy number 2.
    const copies = resolved.filter(
      (doc) => !isDraftId(doc._id) && doc._type !== 'sanity.imageAsset' && /-2(-[a-z]{2})?$|^inbox\./.test(doc._id),
    );
    expect(new Set(copies.map((doc) => doc._type))).toEqual(
      new Set([
        'article',
        'translation.metadata',
        'project',
        'partner',
        'guardian',
        'credit',
        'redirect',
        'contactMessage',
      ]),
    );
    const problems: string[] = [];
    for (const document of copies) {
      const markers = await validateDocument({
        document: document as unknown as StudioDocument,
        workspace,
        getDocumentExists: async ({ id }) => byId.has(id),
        environment: 'cli',
      });
      problems.push(...markers.map((m) => `${document._id} ${JSON.stringify(m.path)} [${m.level}] ${m.message}`));
    }
    expect(problems).toEqual([]);
  }, 120_000);
});
