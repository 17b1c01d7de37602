/**
 * Images: uploaded through `POST /assets/images/<dataset>` (the Studio's image
 * input), named as Sanity names them (`<sha1>-<w>x<h>.<ext>`, asset id
 * `image-<sha1>-<w>x<h>-<ext>`), kept in the dataset's `images/` folder (or
 * in memory for a dataset without a folder), and served at
 * `/images/<projectId>/<dataset>/<file>`, the path the Studio builds from the
 * API host. Image parameters (`w`, `h`, `fit`…) are ignored: the original is served.
 */
import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import sharp, { type Metadata } from 'sharp';
import {
  imageFileName,
  IMAGE_MIME_TYPES,
  parseImageFile,
  type ImageExtension,
  type SanityDocument,
} from '@vitrine/schemas/dataset';
import { lakeError } from './errors';
import { writeFileAtomic } from './persist';

/** sharp's format names → the extension Sanity gives the file. */
const EXTENSIONS: Record<string, ImageExtension> = { jpeg: 'jpg', png: 'png', webp: 'webp', gif: 'gif', svg: 'svg' };

export interface UploadedImage {
  file: string;
  bytes: Buffer;
  document: SanityDocument;
}

/** Reads an uploaded image: its format and size (sharp), and the asset document Sanity would make for it. */
export async function readUpload(
  bytes: Buffer,
  { filename, assetBaseUrl }: { filename: string | null; assetBaseUrl: string },
): Promise<UploadedImage> {
  if (bytes.length === 0)
    throw lakeError(400, 'invalidAssetError', 'The upload is empty: send the image as the request body');
  let metadata: Metadata;
  try {
    metadata = await sharp(bytes).metadata();
  } catch (cause) {
    throw lakeError(
      400,
      'invalidAssetError',
      `The upload is not an image the local Content Lake can read (${cause instanceof Error ? cause.message : String(cause)})`,
    );
  }
  const extension = metadata.format ? EXTENSIONS[metadata.format] : undefined;
  const { width, height } = metadata;
  if (!extension || !width || !height) {
    throw lakeError(
      400,
      'invalidAssetError',
      `Unsupported image format "${metadata.format ?? 'unknown'}": upload ${Object.keys(IMAGE_MIME_TYPES).join(', ')}`,
    );
  }
  const sha1 = createHash('sha1').update(bytes).digest('hex');
  const file = imageFileName({ sha1, width, height, extension, mimeType: IMAGE_MIME_TYPES[extension] });
  const document: SanityDocument = {
    _id: `image-${sha1}-${width}x${height}-${extension}`,
    _type: 'sanity.imageAsset',
    assetId: sha1,
    extension,
    mimeType: IMAGE_MIME_TYPES[extension],
    originalFilename: filename ?? file,
    path: `images/${file}`,
    sha1hash: sha1,
    size: bytes.length,
    uploadId: sha1.slice(0, 16),
    url: `${assetBaseUrl}/${file}`,
    metadata: {
      _type: 'sanity.imageMetadata',
      dimensions: { _type: 'sanity.imageDimensions', width, height, aspectRatio: width / height },
      hasAlpha: Boolean(metadata.hasAlpha),
      isOpaque: !metadata.hasAlpha,
    },
  };
  return { file, bytes, document };
}

/** Where a dataset's image files live: its `images/` folder, or memory. */
export class ImageFiles {
  private readonly memory = new Map<string, Buffer>();

  constructor(private readonly dir: string | null) {}

  async store(file: string, bytes: Buffer): Promise<void> {
    if (this.dir) await writeFileAtomic(join(this.dir, file), bytes);
    else this.memory.set(file, bytes);
  }

  /** The file's bytes and type, or null when there is no such image. */
  async read(file: string): Promise<{ bytes: Buffer; mimeType: string } | null> {
    const parsed = parseImageFile(file);
    if (!parsed) return null;
    const kept = this.memory.get(file);
    if (kept) return { bytes: kept, mimeType: parsed.mimeType };
    if (!this.dir) return null;
    try {
      return { bytes: await readFile(join(this.dir, file)), mimeType: parsed.mimeType };
    } catch {
      return null;
    }
  }
}
