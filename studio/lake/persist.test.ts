/**
 * The lake's store is the dataset folder: what the Studio saves lands in
 * `data.ndjson` and `images/` in the export format, only what changed
 * changes, what is not content stays out, and a writer killed mid-write
 * loses nothing it acknowledged.
 */
import { spawn } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import type { Action } from '@sanity/client';
import sharp from 'sharp';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { loadDataset } from '@vitrine/schemas/dataset';
import { createDatasetWriter, datasetText } from './persist';
import { startLake, type Lake } from './server';
import { editAction, OWNER_TOKEN, ownerClient, publishAction } from './testing';

const DEMO = fileURLToPath(new URL('../../schemas/dataset/', import.meta.url));
const STUDIO_DIR = fileURLToPath(new URL('..', import.meta.url));

let dir: string;
let original: string;
const lakes: Lake[] = [];
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'vitrine-lake-persist-'));
  cpSync(DEMO, dir, { recursive: true });
  original = readFileSync(join(dir, 'data.ndjson'), 'utf8');
});
afterEach(async () => {
  await Promise.all(lakes.splice(0).map((lake) => lake.close()));
  rmSync(dir, { recursive: true, force: true });
});

async function start(): Promise<Lake> {
  const lake = await startLake({ datasetDir: dir, persist: true, localUser: true, token: OWNER_TOKEN, log: () => {} });
  lakes.push(lake);
  return lake;
}

const text = () => readFileSync(join(dir, 'data.ndjson'), 'utf8');
const lines = (value: string) => value.trimEnd().split('\n');
const act = (lake: Lake, action: Action) => ownerClient(lake).action(action);
const edit = (lake: Lake, title: string) => act(lake, editAction('article-forms-en', { set: { title } }));

describe('the dataset file', () => {
  it('saves a draft as one more line, and a discarded draft leaves the file byte for byte as it was', async () => {
    const lake = await start();

    await edit(lake, 'Forms that forgive, edited');
    await lake.settled();
    const withDraft = lines(text());
    expect(withDraft).toHaveLength(lines(original).length + 1);
    expect(withDraft.filter((line) => !original.includes(line))).toEqual([
      expect.stringMatching(/^\{"_createdAt":.*"_id":"drafts\.article-forms-en".*"title":"Forms that forgive, edited"/),
    ]);

    await lake.mutate([{ delete: { id: 'drafts.article-forms-en' } }]);
    await lake.settled();
    expect(text()).toBe(original);
  });

  it('on publish, changes the published line and drops the draft: git diff shows only what changed', async () => {
    const lake = await start();
    await edit(lake, 'Forms that forgive, published');
    await act(lake, publishAction('article-forms-en'));
    await lake.settled();

    const before = lines(original);
    const after = lines(text());
    expect(after).toHaveLength(before.length);
    const changed = after.flatMap((line, index) => (line === before[index] ? [] : [index]));
    expect(changed).toHaveLength(1);
    expect(after[changed[0]!]).toMatch(/"_id":"article-forms-en".*"title":"Forms that forgive, published"/);
    // Images stay export references, never asset documents.
    expect(after[changed[0]!]).toContain('"_sanityAsset":"image@file://./images/');
    expect(text()).not.toContain('sanity.imageAsset');
  });

  it('keeps what is not content out: the Presentation tool’s secrets never reach the file', async () => {
    const lake = await start();
    await lake.mutate([
      {
        createOrReplace: {
          _id: 'drafts.presentation-secret',
          _type: 'sanity.previewUrlSecret',
          secret: 'abc',
          source: 'presentation',
        },
      },
      { patch: { id: 'siteSettings', set: { 'profile.name': 'Lívia Vilar, again' } } },
    ]);
    await lake.settled();

    expect(text()).toContain('Lívia Vilar, again');
    expect(text()).not.toContain('previewUrlSecret');
    expect(lake.getDocuments().map((doc) => doc._id)).toContain('drafts.presentation-secret');
  });

  it('puts an upload in images/ under Sanity’s name, and a reference to it is an export reference that loads again', async () => {
    const lake = await start();
    const client = ownerClient(lake);
    const png = await sharp({ create: { width: 40, height: 30, channels: 3, background: '#123456' } })
      .png()
      .toBuffer();
    const asset = await client.assets.upload('image', png, { filename: 'cover.png' });
    await lake.mutate([
      {
        patch: {
          id: 'article-forms-en',
          set: { cover: { _type: 'image', asset: { _type: 'reference', _ref: asset._id } } },
        },
      },
    ]);
    await lake.settled();

    const file = `${asset._id.replace(/^image-/, '').replace(/-(\d+x\d+)-png$/, '-$1')}.png`;
    expect(readdirSync(join(dir, 'images'))).toContain(file);
    expect(readFileSync(join(dir, 'images', file)).equals(png)).toBe(true);
    expect(text()).toContain(`"cover":{"_sanityAsset":"image@file://./images/${file}","_type":"image"}`);
    const cover = loadDataset(dir).find((doc) => doc._id === 'article-forms-en')?.cover as { asset: { _ref: string } };
    expect(cover.asset._ref).toBe(asset._id);
  });

  it('survives a writer killed mid-write: the file is whole and holds every acknowledged save', async () => {
    writeFileSync(join(dir, '.data.ndjson.1.abcdefabcdef.tmp'), 'a torn write from an earlier crash');
    const child = spawn(process.execPath, ['--import', 'tsx', 'lake/fixtures/writer.ts', dir, '100000'], {
      cwd: STUDIO_DIR,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stderr = '';
    child.stderr.on('data', (chunk) => (stderr += chunk));
    const exited = new Promise<NodeJS.Signals | number | null>((resolve) =>
      child.once('exit', (code, signal) => resolve(signal ?? code)),
    );
    let acknowledged = 0;
    for await (const line of createInterface({ input: child.stdout })) {
      acknowledged = Number(line);
      // Killed at once after an acknowledgement: the next save is then under way.
      if (acknowledged === 40) child.kill('SIGKILL');
    }
    expect(await exited, stderr).toBe('SIGKILL');
    expect(acknowledged).toBeGreaterThanOrEqual(40);

    const documents = loadDataset(dir);
    expect(documents).toHaveLength(loadDataset(DEMO).length);
    const saved = documents.find((doc) => doc._id === 'siteSettings') as unknown as { profile: { name: string } };
    expect(Number(saved.profile.name.replace('Lívia ', ''))).toBeGreaterThanOrEqual(acknowledged);
    // The stale temporary file was removed when the writer started; its own, torn, stays until the next start.
    expect(existsSync(join(dir, '.data.ndjson.1.abcdefabcdef.tmp'))).toBe(false);
    await start();
    expect(readdirSync(dir).filter((name) => name.endsWith('.tmp'))).toEqual([]);
  }, 60_000);

  it('makes a state into text only when it writes it: not in save(), and never for a state a newer one replaced', async () => {
    const demo = loadDataset(DEMO);
    const serialized: string[] = [];
    const writer = createDatasetWriter(dir, original, (documents) => {
      const value = datasetText(documents);
      serialized.push((documents.find((doc) => doc._id === 'siteSettings') as { title?: string }).title ?? '');
      return value;
    });
    const state = (title: string) => demo.map((doc) => (doc._id === 'siteSettings' ? { ...doc, title } : doc));
    const saves = ['first', 'second', 'third', 'fourth'].map((title) => writer.save(state(title)));
    // Save returned at once: nothing was made into text yet (the transaction that saved answers first).
    expect(serialized).toEqual([]);
    await Promise.all(saves);
    // The first state began writing on the next turn; by then the later ones had replaced each other.
    expect(serialized).toEqual(['fourth']);
    expect(text()).toContain('"title":"fourth"');
    expect(writer.text).toBe(text());
  });
});
