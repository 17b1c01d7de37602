/**
 * The demo dataset, read the way the Content Lake would serve it.
 *
 * `schemas/dataset/` holds what `sanity dataset export` writes, unpacked:
 * `data.ndjson` plus `images/<sha1>-<w>x<h>.<ext>`. In an export, a document's
 * image does not reference an asset document; it carries
 * `_sanityAsset: "image@file://./images/<file>"`, and `sanity dataset import`
 * uploads the file and rewrites it into `asset: { _ref }`. This module does
 * the same rewrite in memory, so the same GROQ (`image.asset->url`,
 * `asset->metadata.dimensions`) runs against the local copy and against Sanity.
 *
 * Node-only (reads files); never imported by client code.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

export interface SanityDocument {
  _id: string;
  _type: string;
  [field: string]: unknown;
}

/** The perspectives both sources implement (published for visitors, drafts in preview). */
export type Perspective = 'published' | 'drafts';

export class DatasetError extends Error {
  override name = 'DatasetError';
}

export interface LoadOptions {
  /** Public URL prefix under which the site serves `images/`. */
  assetBaseUrl?: string;
  /**
   * The files `images/` holds. A document that names another file keeps its
   * reference, but no asset document is made for it: the reference dangles,
   * as it would in the Content Lake after the asset was deleted, so the site
   * shows the document without the picture. Unset: every named file is taken
   * to exist.
   */
  files?: ReadonlySet<string>;
}

const DRAFTS_PREFIX = 'drafts.';

/** The image files an export may hold, by extension, with the MIME type each is served as. */
export const IMAGE_MIME_TYPES = {
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
  gif: 'image/gif',
  svg: 'image/svg+xml',
} as const;

export type ImageExtension = keyof typeof IMAGE_MIME_TYPES;

/** A file under `images/`, named as Sanity names an asset: its sha1, its size and its extension. */
export interface ImageFile {
  sha1: string;
  width: number;
  height: number;
  extension: ImageExtension;
  mimeType: (typeof IMAGE_MIME_TYPES)[ImageExtension];
}

const IMAGE_FILE = new RegExp(`^([0-9a-f]{40})-(\\d+)x(\\d+)\\.(${Object.keys(IMAGE_MIME_TYPES).join('|')})$`);
const ASSET_PREFIX = 'image@file://./images/';

/** `<sha1>-<w>x<h>.<ext>` read into its parts; null for any other name. */
export function parseImageFile(name: string): ImageFile | null {
  const match = IMAGE_FILE.exec(name);
  if (!match) return null;
  const [, sha1, width, height, extension] = match as unknown as [string, string, string, string, ImageExtension];
  return { sha1, width: Number(width), height: Number(height), extension, mimeType: IMAGE_MIME_TYPES[extension] };
}

/** The file an export's `_sanityAsset: "image@file://./images/<file>"` names; null for anything else. */
function exportedImageFile(fileRef: string): ImageFile | null {
  return fileRef.startsWith(ASSET_PREFIX) ? parseImageFile(fileRef.slice(ASSET_PREFIX.length)) : null;
}

/** Parses NDJSON; a broken line is an error naming the file and line, never skipped. */
export function parseNdjson(text: string, source = 'data.ndjson'): SanityDocument[] {
  const documents: SanityDocument[] = [];
  const lines = text.split('\n');
  lines.forEach((line, index) => {
    if (line.trim() === '') return;
    let value: unknown;
    try {
      value = JSON.parse(line);
    } catch (cause) {
      throw new DatasetError(`${source}:${index + 1} is not valid JSON`, { cause });
    }
    if (
      typeof value !== 'object' ||
      value === null ||
      typeof (value as SanityDocument)._id !== 'string' ||
      typeof (value as SanityDocument)._type !== 'string'
    ) {
      throw new DatasetError(`${source}:${index + 1} is not a document (needs string _id and _type)`);
    }
    documents.push(value as SanityDocument);
  });
  return documents;
}

/** The asset document id Sanity gives an uploaded image: `image-<sha1>-<w>x<h>-<ext>`. */
export function imageAssetId(fileRef: string): string | null {
  const file = exportedImageFile(fileRef);
  return file && assetIdOf(file);
}

const assetIdOf = ({ sha1, width, height, extension }: ImageFile) => `image-${sha1}-${width}x${height}-${extension}`;

/**
 * Rewrites every `_sanityAsset` reference into `asset: { _ref }` and adds one
 * `sanity.imageAsset` document per file, as `sanity dataset import` would.
 */
export function resolveExportAssets(documents: SanityDocument[], options: LoadOptions = {}): SanityDocument[] {
  const base = (options.assetBaseUrl ?? '/dataset-images').replace(/\/$/, '');
  const assets = new Map<string, SanityDocument>();

  const rewrite = (value: unknown, where: string): unknown => {
    if (Array.isArray(value)) return value.map((item, i) => rewrite(item, `${where}[${i}]`));
    if (typeof value !== 'object' || value === null) return value;
    const record = value as Record<string, unknown>;
    const out: Record<string, unknown> = {};
    for (const [key, field] of Object.entries(record)) {
      if (key === '_sanityAsset') continue;
      out[key] = rewrite(field, `${where}.${key}`);
    }
    const fileRef = record._sanityAsset;
    if (typeof fileRef === 'string') {
      const file = exportedImageFile(fileRef);
      if (!file) throw new DatasetError(`${where}: unsupported _sanityAsset "${fileRef}"`);
      const { sha1, width, height, extension } = file;
      const id = assetIdOf(file);
      const fileName = `${sha1}-${width}x${height}.${extension}`;
      if (!assets.has(id) && (!options.files || options.files.has(fileName))) {
        assets.set(id, {
          _id: id,
          _type: 'sanity.imageAsset',
          assetId: sha1,
          extension,
          mimeType: file.mimeType,
          originalFilename: fileName,
          path: `images/${fileName}`,
          url: `${base}/${fileName}`,
          metadata: {
            _type: 'sanity.imageMetadata',
            dimensions: { _type: 'sanity.imageDimensions', width, height, aspectRatio: width / height },
          },
        });
      }
      out.asset = { _type: 'reference', _ref: id };
    }
    return out;
  };

  const rewritten = documents.map((doc) => rewrite(doc, doc._id) as SanityDocument);
  return [...rewritten, ...assets.values()];
}

const ASSET_ID = new RegExp(`^image-([0-9a-f]{40})-(\\d+)x(\\d+)-(${Object.keys(IMAGE_MIME_TYPES).join('|')})$`);

/** The file an image asset id (`image-<sha1>-<w>x<h>-<ext>`) names; null for any other id. */
export function imageFileOfAssetId(id: string): ImageFile | null {
  const match = ASSET_ID.exec(id);
  if (!match) return null;
  const [, sha1, width, height, extension] = match as unknown as [string, string, string, string, ImageExtension];
  return parseImageFile(`${sha1}-${width}x${height}.${extension}`);
}

/** `<sha1>-<w>x<h>.<ext>`: the name of an image's file under `images/`. */
export const imageFileName = ({ sha1, width, height, extension }: ImageFile) =>
  `${sha1}-${width}x${height}.${extension}`;

/** Types derived from `images/` on load, never written to `data.ndjson`. */
const ASSET_TYPES = new Set(['sanity.imageAsset', 'sanity.fileAsset']);

/**
 * The inverse of `resolveExportAssets`: each `asset: { _ref: "image-…" }` of
 * an image in `images/` back into `_sanityAsset: "image@file://./images/…"`,
 * and no asset documents. What `sanity dataset export` would write.
 */
export function toExportDocuments(documents: readonly SanityDocument[]): SanityDocument[] {
  const unresolve = (value: unknown): unknown => {
    if (Array.isArray(value)) return value.map(unresolve);
    if (typeof value !== 'object' || value === null) return value;
    const record = value as Record<string, unknown>;
    const asset = record.asset as { _type?: unknown; _ref?: unknown } | undefined;
    const file =
      typeof asset === 'object' &&
      asset !== null &&
      asset._type === 'reference' &&
      typeof asset._ref === 'string' &&
      Object.keys(asset).length === 2
        ? imageFileOfAssetId(asset._ref)
        : null;
    const out: Record<string, unknown> = {};
    for (const [key, field] of Object.entries(record)) {
      if (file && key === 'asset') out._sanityAsset = `${ASSET_PREFIX}${imageFileName(file)}`;
      else out[key] = unresolve(field);
    }
    return out;
  };
  return documents.filter((doc) => !ASSET_TYPES.has(doc._type)).map((doc) => unresolve(doc) as SanityDocument);
}

/** A value with every object's keys in code-unit order, as the export writes it. */
function sortKeys(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(sortKeys);
  if (value === null || typeof value !== 'object') return value;
  const record = value as Record<string, unknown>;
  return Object.fromEntries(
    Object.keys(record)
      .sort()
      .map((key) => [key, sortKeys(record[key])]),
  );
}

/**
 * `data.ndjson`'s text: one document a line, by `_id`, keys sorted. The order
 * depends only on the documents, so a file written again without a change is
 * byte-identical, and `git diff` shows only the documents that changed.
 */
export function exportNdjson(documents: readonly SanityDocument[]): string {
  const lines = [...documents]
    .sort((a, b) => a._id.localeCompare(b._id, 'en'))
    .map((doc) => JSON.stringify(sortKeys(doc)));
  return lines.length === 0 ? '' : `${lines.join('\n')}\n`;
}

/** The image files in `<dir>/images/` (none when the folder is missing). */
export function imageFilesIn(dir: string): Set<string> {
  try {
    // A folder known only at run time: the site's file tracing leaves it alone (web/next.config.ts ships the demo's).
    return new Set(
      readdirSync(join(/* turbopackIgnore: true */ dir, 'images')).filter((name) => parseImageFile(name) !== null),
    );
  } catch {
    return new Set();
  }
}

/**
 * Reads `<dir>/data.ndjson` and resolves its image files; an image whose file
 * is not in `images/` is left without an asset (`LoadOptions.files`). Throws a
 * DatasetError naming the path.
 */
export function loadDataset(dir: string, options: LoadOptions = {}): SanityDocument[] {
  const file = join(dir, 'data.ndjson');
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch (cause) {
    throw new DatasetError(`Cannot read the demo dataset at ${file}`, { cause });
  }
  return resolveExportAssets(parseNdjson(text, file), { files: imageFilesIn(dir), ...options });
}

export function isDraftId(id: string): boolean {
  return id.startsWith(DRAFTS_PREFIX);
}

export function publishedId(id: string): string {
  return isDraftId(id) ? id.slice(DRAFTS_PREFIX.length) : id;
}

/**
 * What the Content Lake returns for a perspective:
 * - `published`: drafts are invisible.
 * - `drafts`: `drafts.<id>` stands in for `<id>` (keeping the published `_id`,
 *   with `_originalId` naming the draft); documents without a draft are as published.
 */
export function applyPerspective(documents: SanityDocument[], perspective: Perspective): SanityDocument[] {
  if (perspective === 'published') return documents.filter((doc) => !isDraftId(doc._id));
  const drafts = new Map<string, SanityDocument>();
  for (const doc of documents) if (isDraftId(doc._id)) drafts.set(publishedId(doc._id), doc);
  const out: SanityDocument[] = [];
  const seen = new Set<string>();
  for (const doc of documents) {
    const id = publishedId(doc._id);
    if (seen.has(id)) continue;
    seen.add(id);
    const draft = drafts.get(id);
    out.push(draft ? { ...draft, _id: id, _originalId: draft._id } : { ...doc, _originalId: doc._id });
  }
  return out;
}

// The query engine both local servers of the dataset answer through: the site's local source and the local
// Content Lake. groq-js's results, through indexes (query.ts says how).
export { createQueryEngine, type QueryContext, type QueryEngine } from './query';
export { deterministic } from './plan';
export { lakeSecret, LAKE_SECRET_FILE, ownerConfigDir, OwnerSecretError, readLakeSecret } from './owner-secret';
