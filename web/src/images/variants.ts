/**
 * The local source's image variants, made at build time: which ones the
 * content needs, and each one cut from its original and encoded with sharp.
 */
import 'server-only';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { ImageIndexQueryResult } from '@vitrine/schemas';
import { parseImageFile } from '@vitrine/schemas/dataset';
import { IMAGE_SHAPES, LOCAL_VARIANTS, SHAPES_OF_FIELD, type ImageShapeName } from '@/config/images';
import { env } from '@/env';
import { imageVariants, LOCAL_IMAGES_PATH, parseLocalVariant } from './image-url';

export interface VariantParams {
  /** The original, `<sha1>-<w>x<h>.<ext>`. */
  file: string;
  /** The variant, `<left>-<top>-<width>-<height>_<w>x<h>.webp`. */
  variant: string;
}

/** The dataset's `images/` folder, or null on the Sanity source (which has the CDN). */
export function localImagesDir(): string | null {
  const content = env().content;
  // Chosen at run time (VITRINE_DATASET_DIR): file tracing leaves it alone, next.config.ts ships the default one.
  return content.source === 'local' ? join(/* turbopackIgnore: true */ content.datasetDir, 'images') : null;
}

/**
 * Every variant the images of these indexes need, each field in the shapes it
 * is shown in (config/images.ts), once: the same URLs the pages' `<img>`s carry.
 */
export function localVariantParams(indexes: readonly ImageIndexQueryResult[]): VariantParams[] {
  const params = new Map<string, VariantParams>();
  for (const index of indexes) {
    const fields = Object.entries(SHAPES_OF_FIELD) as [keyof ImageIndexQueryResult, readonly ImageShapeName[]][];
    for (const [field, shapes] of fields) {
      for (const image of index[field]) {
        if (!image) continue;
        for (const shape of shapes) {
          for (const { url } of imageVariants(image, IMAGE_SHAPES[shape])) {
            if (!url.startsWith(`${LOCAL_IMAGES_PATH}/`)) continue;
            const [file, variant] = url.slice(LOCAL_IMAGES_PATH.length + 1).split('/');
            if (file && variant) params.set(url, { file, variant });
          }
        }
      }
    }
  }
  return [...params.values()];
}

/**
 * One variant: the rectangle of the original, resized to the variant's size
 * (as the Sanity CDN does with `rect`, `w`, `h` and `fit=crop`) and encoded.
 * Null when either name is malformed, the rectangle is not inside the original, or the file is missing.
 */
export async function renderVariant(
  imagesDir: string,
  file: string,
  variant: string,
): Promise<Uint8Array<ArrayBuffer> | null> {
  const original = parseImageFile(file);
  const frame = parseLocalVariant(variant);
  if (!original || !frame) return null;
  const { rect, width, height } = frame;
  const inside =
    rect.width > 0 &&
    rect.height > 0 &&
    rect.left + rect.width <= original.width &&
    rect.top + rect.height <= original.height;
  if (!inside || width < 1 || height < 1) return null;
  // Loaded here, not at the top: only a build (or `next dev`) ever makes a variant.
  const { default: sharp } = await import('sharp');
  // A file gone from `images/` is a missing picture (the content check names it), never a failed build.
  const source = await readFile(join(imagesDir, file)).catch((error: NodeJS.ErrnoException) => {
    if (error.code === 'ENOENT') return null;
    throw error;
  });
  if (!source) return null;
  const body = await sharp(source)
    .extract(rect)
    .resize(width, height, { fit: 'cover' })
    .toFormat(LOCAL_VARIANTS.format, { quality: LOCAL_VARIANTS.quality, effort: LOCAL_VARIANTS.effort })
    .toBuffer();
  return new Uint8Array(body);
}
