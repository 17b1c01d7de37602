import { appendFile, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createLocalWriter, readDocumentFile } from './local-writer';

let dir: string;
let file: string;
beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'vitrine-writer-'));
  file = join(dir, 'nested', 'messages.ndjson');
});
afterEach(async () => {
  await rm(dir, { recursive: true, force: true });
});

const doc = (id: string, extra: Record<string, unknown> = {}) => ({ _id: id, _type: 'note', ...extra });
const lines = async () => (await readFile(file, 'utf8')).split('\n').filter(Boolean);

describe('createLocalWriter', () => {
  it('creates the folder and appends one JSON line per document', async () => {
    const writer = createLocalWriter(file);
    expect(writer).toMatchObject({ kind: 'local', target: file });
    await expect(writer.createIfNotExists(doc('a', { text: 'line\nbreak "quoted"' }))).resolves.toEqual({
      created: true,
    });
    await writer.createIfNotExists(doc('b'));
    expect((await lines()).map((line) => JSON.parse(line))).toEqual([
      doc('a', { text: 'line\nbreak "quoted"' }),
      doc('b'),
    ]);
  });

  it('refuses a duplicate id, also within one burst', async () => {
    const writer = createLocalWriter(file);
    const results = await Promise.all([doc('a'), doc('a'), doc('b'), doc('a')].map((d) => writer.createIfNotExists(d)));
    expect(results.map((result) => result.created)).toEqual([true, false, true, false]);
    await expect(writer.createIfNotExists(doc('b'))).resolves.toEqual({ created: false });
    expect(await lines()).toHaveLength(2);
  });

  it('never interleaves concurrent writes', async () => {
    const writer = createLocalWriter(file);
    const big = 'x'.repeat(20_000);
    await Promise.all(Array.from({ length: 100 }, (_, i) => writer.createIfNotExists(doc(`d${i}`, { big }))));
    const stored = (await lines()).map((line) => JSON.parse(line) as { _id: string; big: string });
    expect(stored).toHaveLength(100);
    expect(new Set(stored.map((d) => d._id)).size).toBe(100);
    expect(stored.every((d) => d.big === big)).toBe(true);
  });

  it('rebuilds its index from the file after a restart', async () => {
    const writer = createLocalWriter(file);
    await Promise.all(['a', 'b', 'c'].map((id) => writer.createIfNotExists(doc(id))));
    const restarted = createLocalWriter(file);
    await expect(restarted.createIfNotExists(doc('b'))).resolves.toEqual({ created: false });
    await expect(restarted.createIfNotExists(doc('d'))).resolves.toEqual({ created: true });
    expect(await lines()).toHaveLength(4);
  });

  it('survives a line torn by a crash: skips it, and starts the next write on a new line', async () => {
    await createLocalWriter(file).createIfNotExists(doc('a'));
    await appendFile(file, '{"_id":"torn","_ty');
    const writer = createLocalWriter(file);
    await writer.createIfNotExists(doc('b'));
    const read = await readDocumentFile(file);
    expect(read.documents.map((d) => d._id)).toEqual(['a', 'b']);
    expect(read.damaged).toBe(1);
  });

  it('rejects with a ContentWriteError naming the document when the file cannot be written', async () => {
    await writeFile(join(dir, 'blocker'), '');
    const writer = createLocalWriter(join(dir, 'blocker', 'messages.ndjson'));
    await expect(writer.createIfNotExists(doc('a'))).rejects.toMatchObject({
      name: 'ContentWriteError',
      documentId: 'a',
    });
  });
});

describe('readDocumentFile', () => {
  it('reads a missing file as empty', async () => {
    await expect(readDocumentFile(join(dir, 'none.ndjson'))).resolves.toEqual({
      documents: [],
      damaged: 0,
      endsWithNewline: true,
      exists: false,
    });
  });
});
