/** The dataset on disk: the export's NDJSON and lock file as text, and writing or checking them with `images/`. */
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { exportNdjson } from '../../src/dataset';

import type { Doc } from './document';
import { resolveImages } from './images';
import { sha1, sortKeys } from './keys';
import type { ImageLock } from './render';

export interface DatasetPaths {
  dataFile: string;
  imagesDir: string;
  lockFile: string;
}

/** What the generator would write. */
export interface Output {
  ndjson: string;
  lockJson: string;
  /** The files under `images/` that the lock names. */
  images: ReadonlySet<string>;
}

/** The lock of the last run, or none before the first. */
export function readLock(lockFile: string): ImageLock {
  return existsSync(lockFile) ? JSON.parse(readFileSync(lockFile, 'utf8')) : {};
}

/** Documents as `sanity dataset export` writes them: one a line, by id, keys sorted, `_rev` from the content. */
export function serialise(documents: Doc[], lock: ImageLock): Output {
  const exported = documents
    .map((doc) => resolveImages(doc, (name) => lock[name]?.file) as Doc)
    .map((doc) => ({ ...doc, _rev: sha1(JSON.stringify(sortKeys(doc))).slice(0, 22) }));
  return {
    ndjson: exportNdjson(exported),
    lockJson: `${JSON.stringify(sortKeys(lock), null, 2)}\n`,
    images: new Set(Object.values(lock).map((entry) => entry.file)),
  };
}

/** How the files on disk differ from `output`, one line a problem; none when they are up to date. */
export function outdated(paths: DatasetPaths, output: Output, stale: string[]): string[] {
  const differs = (file: string, text: string) => !existsSync(file) || readFileSync(file, 'utf8') !== text;
  const present = existsSync(paths.imagesDir) ? readdirSync(paths.imagesDir) : [];
  return [
    ...(differs(paths.dataFile, output.ndjson) ? ['data.ndjson is out of date'] : []),
    ...(differs(paths.lockFile, output.lockJson) ? ['images.lock.json is out of date'] : []),
    ...stale.map((name) => `image "${name}" must be re-rendered`),
    ...present.filter((file) => !output.images.has(file)).map((file) => `images/${file} is not used`),
    ...[...output.images].filter((file) => !present.includes(file)).map((file) => `images/${file} is missing`),
  ];
}

/** Writes `output` and the newly rendered files, and deletes the images nothing uses any more. */
export function write(paths: DatasetPaths, output: Output, rendered: ReadonlyMap<string, Buffer>): void {
  mkdirSync(paths.imagesDir, { recursive: true });
  for (const [file, bytes] of rendered) writeFileSync(join(paths.imagesDir, file), bytes);
  for (const file of readdirSync(paths.imagesDir)) {
    if (!output.images.has(file)) rmSync(join(paths.imagesDir, file));
  }
  writeFileSync(paths.dataFile, output.ndjson);
  writeFileSync(paths.lockFile, output.lockJson);
}
