import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import {
  applyPerspective,
  DatasetError,
  exportNdjson,
  imageAssetId,
  imageFileOfAssetId,
  loadDataset,
  parseImageFile,
  parseNdjson,
  resolveExportAssets,
  toExportDocuments,
} from './index';

const SHA = 'a'.repeat(40);

describe('parseNdjson', () => {
  it('reads one document per line and skips blank lines', () => {
    const docs = parseNdjson('{"_id":"a","_type":"t"}\n\n{"_id":"b","_type":"t"}\n');
    expect(docs.map((d) => d._id)).toEqual(['a', 'b']);
  });

  it.each([
    ['{"_id":"a","_type":"t"}\n{not json', /x\.ndjson:2 is not valid JSON/],
    ['{"_id":"a"}', /x\.ndjson:1 is not a document/],
    ['[1,2]', /x\.ndjson:1 is not a document/],
  ])('names the file and line of a broken document: %s', (text, message) => {
    expect(() => parseNdjson(text, 'x.ndjson')).toThrow(DatasetError);
    expect(() => parseNdjson(text, 'x.ndjson')).toThrow(message);
  });
});

describe('export assets', () => {
  it('derives the asset id Sanity gives an uploaded image', () => {
    expect(imageAssetId(`image@file://./images/${SHA}-1600x900.jpg`)).toBe(`image-${SHA}-1600x900-jpg`);
    expect(imageAssetId('image@https://example.com/x.jpg')).toBeNull();
  });

  it.each([
    [`${SHA}-1600x900.jpg`, { width: 1600, height: 900, extension: 'jpg', mimeType: 'image/jpeg' }],
    [`${SHA}-400x400.png`, { width: 400, height: 400, extension: 'png', mimeType: 'image/png' }],
    [`${SHA}-16x16.svg`, { width: 16, height: 16, extension: 'svg', mimeType: 'image/svg+xml' }],
  ])('reads an image file name into its size and MIME type: %s', (name, expected) => {
    expect(parseImageFile(name)).toEqual({ sha1: SHA, ...expected });
  });

  it.each([`${SHA}-1600x900.exe`, `${SHA}-1600x900.jpg/x`, `../${SHA}-1x1.png`, `${SHA.slice(1)}-1x1.png`, 'x.png'])(
    'refuses a name that is not an image file: %s',
    (name) => expect(parseImageFile(name)).toBeNull(),
  );

  it('rewrites _sanityAsset into a reference and adds one asset document per file', () => {
    const file = `image@file://./images/${SHA}-800x400.webp`;
    const docs = resolveExportAssets(
      [
        { _id: 'a', _type: 'project', image: { _type: 'image', _sanityAsset: file, alt: 'A' } },
        { _id: 'b', _type: 'project', gallery: [{ _type: 'image', _sanityAsset: file }] },
      ],
      { assetBaseUrl: '/img/' },
    );
    expect(docs[0]).toEqual({
      _id: 'a',
      _type: 'project',
      image: { _type: 'image', alt: 'A', asset: { _type: 'reference', _ref: `image-${SHA}-800x400-webp` } },
    });
    const assets = docs.filter((d) => d._type === 'sanity.imageAsset');
    expect(assets).toHaveLength(1);
    expect(assets[0]).toMatchObject({
      url: `/img/${SHA}-800x400.webp`,
      mimeType: 'image/webp',
      metadata: { dimensions: { width: 800, height: 400, aspectRatio: 2 } },
    });
  });

  it('refuses an asset it cannot resolve, naming the document', () => {
    expect(() =>
      resolveExportAssets([{ _id: 'x', _type: 't', image: { _sanityAsset: 'file@file://./files/a.pdf' } }]),
    ).toThrow(/x\.image: unsupported _sanityAsset/);
  });
});

describe('applyPerspective', () => {
  const docs = [
    { _id: 'a', _type: 't', title: 'published A' },
    { _id: 'drafts.a', _type: 't', title: 'draft A' },
    { _id: 'drafts.b', _type: 't', title: 'new draft B' },
    { _id: 'c', _type: 't', title: 'published C' },
  ];

  it('published hides every draft', () => {
    expect(applyPerspective(docs, 'published').map((d) => d.title)).toEqual(['published A', 'published C']);
  });

  it('drafts overlays drafts.<id> over <id> and keeps the published id', () => {
    const result = applyPerspective(docs, 'drafts');
    expect(result.map((d) => [d._id, d.title, d._originalId])).toEqual([
      ['a', 'draft A', 'drafts.a'],
      ['b', 'new draft B', 'drafts.b'],
      ['c', 'published C', 'c'],
    ]);
  });
});

describe('loadDataset', () => {
  it('names the missing file', () => {
    expect(() => loadDataset('/nonexistent/dataset')).toThrow(
      /Cannot read the demo dataset at \/nonexistent\/dataset\/data\.ndjson/,
    );
  });

  it('reads data.ndjson from a folder', () => {
    const dir = mkdtempSync(join(tmpdir(), 'vitrine-dataset-'));
    writeFileSync(join(dir, 'data.ndjson'), '{"_id":"x","_type":"t"}\n');
    expect(loadDataset(dir)).toEqual([{ _id: 'x', _type: 't' }]);
  });
});

describe('the export format, written back', () => {
  const demo = fileURLToPath(new URL('../../dataset/', import.meta.url));

  it('gives the demo dataset back byte for byte: loaded, then exported again', () => {
    const text = readFileSync(join(demo, 'data.ndjson'), 'utf8');
    expect(exportNdjson(toExportDocuments(loadDataset(demo)))).toBe(text);
  });

  it('writes one line a document, by id, keys sorted, whatever order they came in', () => {
    const text = exportNdjson([
      { _type: 't', _id: 'b', z: 1, a: { y: 2, x: [{ d: 1, c: 2 }] } },
      { _id: 'a', _type: 't' },
    ]);
    expect(text).toBe('{"_id":"a","_type":"t"}\n{"_id":"b","_type":"t","a":{"x":[{"c":2,"d":1}],"y":2},"z":1}\n');
  });

  it('turns a reference to an image of images/ back into _sanityAsset, and drops asset documents', () => {
    const resolved = resolveExportAssets([
      { _id: 'p', _type: 'page', hero: { _type: 'image', _sanityAsset: `image@file://./images/${SHA}-10x20.png` } },
    ]);
    expect(resolved.map((doc) => doc._type)).toEqual(['page', 'sanity.imageAsset']);
    expect(toExportDocuments(resolved)).toEqual([
      { _id: 'p', _type: 'page', hero: { _type: 'image', _sanityAsset: `image@file://./images/${SHA}-10x20.png` } },
    ]);
  });

  it('leaves a reference to any other asset as it is', () => {
    const doc = { _id: 'p', _type: 'page', hero: { asset: { _type: 'reference', _ref: 'image-remote-1x1-png' } } };
    expect(toExportDocuments([doc])).toEqual([doc]);
  });

  it.each([
    [`image-${SHA}-10x20-png`, { sha1: SHA, width: 10, height: 20, extension: 'png' }],
    [`image-${SHA}-10x20-tiff`, null],
    ['image-abc-10x20-png', null],
  ])('reads the file of asset id %s', (id, file) => {
    const parsed = imageFileOfAssetId(id);
    expect(
      parsed && { sha1: parsed.sha1, width: parsed.width, height: parsed.height, extension: parsed.extension },
    ).toEqual(file);
  });
});
