/** Renders the image catalogue to files with sharp, keeping the file of every drawing the lock says is unchanged. */
import { existsSync } from 'node:fs';
import { join } from 'node:path';

import type { ImageSpec } from './images';
import { sha1 } from './keys';

/** For each image name, the drawing it was rendered from (a sha1) and the file it was rendered to. */
export type ImageLock = Record<string, { source: string; file: string }>;

export interface Rendering {
  /** The lock the output is written with; its files are the ones documents reference. */
  lock: ImageLock;
  /** Files rendered on this run, by file name. */
  files: ReadonlyMap<string, Buffer>;
  /** Names whose drawing changed but which were not rendered (`render: false`), sorted. */
  stale: string[];
}

/**
 * Renders what changed since `previous`. With `render: false` (the check) nothing is
 * rendered: a changed drawing is listed as stale and keeps its previous file name.
 */
export async function renderImages(
  catalogue: ReadonlyMap<string, ImageSpec>,
  previous: ImageLock,
  { imagesDir, render }: { imagesDir: string; render: boolean },
): Promise<Rendering> {
  const lock: ImageLock = {};
  const files = new Map<string, Buffer>();
  const stale: string[] = [];
  for (const [name, spec] of [...catalogue].sort(([a], [b]) => a.localeCompare(b))) {
    const source = sha1(`${spec.format}:${spec.width}x${spec.height}:${spec.svg}`);
    const before = previous[name];
    if (before && before.source === source && existsSync(join(imagesDir, before.file))) {
      lock[name] = before;
    } else if (!render) {
      stale.push(name);
      lock[name] = { source, file: before?.file ?? '(not rendered)' };
    } else {
      const bytes = await rasterise(spec);
      const file = `${sha1(bytes)}-${spec.width}x${spec.height}.${spec.format}`;
      files.set(file, bytes);
      lock[name] = { source, file };
    }
  }
  return { lock, files, stale };
}

async function rasterise(spec: ImageSpec): Promise<Buffer> {
  // Imported on demand: the check and unchanged drawings never need sharp's native binary.
  const { default: sharp } = await import('sharp');
  const image = sharp(Buffer.from(spec.svg), { density: 72 }).resize(spec.width, spec.height);
  return spec.format === 'jpg'
    ? image.jpeg({ quality: 76, mozjpeg: true }).toBuffer()
    : image.png({ palette: true, quality: 90, compressionLevel: 9, effort: 10 }).toBuffer();
}
