/**
 * Writes the demo dataset: `data.ndjson` and `images/`, in the format
 * `sanity dataset export` produces (images referenced as
 * `_sanityAsset: "image@file://./images/<sha1>-<w>x<h>.<ext>"`).
 *
 *   npx tsx schemas/dataset/generate.ts           # write data.ndjson, images/ and images.lock.json
 *   npx tsx schemas/dataset/generate.ts --check   # exit 1 if the committed files are not what it would write
 *
 * Deterministic: ids, keys and timestamps derive from the sources, never from
 * the clock or a random generator. Images are drawn as SVG and rendered with
 * sharp; `generator/images.lock.json` records the SVG each file was rendered
 * from, so an unchanged drawing keeps its file (and its sha1) on any machine.
 * The parts live in `generator/` (see schemas/README.md).
 */
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

import { buildDocuments } from './generator/documents';
import { imageCatalogue } from './generator/images';
import { outdated, readLock, serialise, write, type DatasetPaths } from './generator/output';
import { renderImages } from './generator/render';

const root = dirname(fileURLToPath(import.meta.url));
const paths: DatasetPaths = {
  dataFile: join(root, 'data.ndjson'),
  imagesDir: join(root, 'images'),
  lockFile: join(root, 'generator', 'images.lock.json'),
};
const check = process.argv.includes('--check');

const documents = buildDocuments();
const rendering = await renderImages(imageCatalogue(), readLock(paths.lockFile), {
  imagesDir: paths.imagesDir,
  render: !check,
});
const output = serialise(documents, rendering.lock);

if (check) {
  const problems = outdated(paths, output, rendering.stale);
  if (problems.length > 0) {
    console.error(
      `The demo dataset is out of date; run \`npx tsx schemas/dataset/generate.ts\`:\n- ${problems.join('\n- ')}`,
    );
    process.exit(1);
  }
  console.log(`The demo dataset is up to date (${documents.length} documents, ${output.images.size} images).`);
} else {
  write(paths, output, rendering.files);
  console.log(`Wrote ${documents.length} documents and ${output.images.size} images to ${root}.`);
}
