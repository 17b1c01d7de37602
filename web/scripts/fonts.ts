/**
 * `npm run fonts`: cuts the self-hosted Geist files in src/fonts/ from the
 * `geist` package, to the characters in src/fonts/coverage.ts.
 *
 *   npm run fonts              writes the files and prints their sizes
 *   npm run fonts -- --check   writes nothing; fails if a committed file differs from what it would write
 *
 * The text face keeps the weight axis, from 400 (the lightest weight the CSS
 * asks for) to 900 (what `<strong>`, `bolder`, makes of 550–700 text), so every
 * weight renders exactly as the full font would draw it. Cutting the axis at
 * 400 drops the deltas below it: half of the axis and a quarter of the bytes.
 * One variable file of the text face weighs less than two static weights, and
 * the CSS uses six (400, 500, 550, 600, 650, 700). Code is set in the system's
 * monospace, so there is no code face to cut.
 *
 * The Open Graph faces are static TTF instances wrapped in WOFF (v1), because
 * Satori, the renderer of next/og, reads neither WOFF2 nor variable fonts.
 */
import { createHash } from 'node:crypto';
import { readFile, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import subsetFont from 'subset-font';
import { subsetCodePoints } from '../src/fonts/coverage';

const { values: options } = parseArgs({ options: { check: { type: 'boolean', default: false } } });

const OUT = fileURLToPath(new URL('../src/fonts/', import.meta.url));
// The package exports only its next/font modules; the font files sit beside them in dist/.
const GEIST_DIST = dirname(createRequire(import.meta.url).resolve('geist/font/sans'));
const SANS = join(GEIST_DIST, 'fonts/geist-sans/Geist-Variable.ttf');
const LICENSE = join(GEIST_DIST, '../LICENSE.txt');

/**
 * The OpenType features a browser applies to Latin text on its own, plus `tnum`
 * for `font-variant-numeric: tabular-nums`. Geist's stylistic sets, `case`,
 * fractions and the like stay out: nothing in the CSS turns them on, and their
 * glyphs would ride along otherwise.
 */
const FEATURES = ['ccmp', 'locl', 'rlig', 'rvrn', 'calt', 'clig', 'liga', 'kern', 'mark', 'mkmk', 'tnum'];
/** The licence and its URL (name IDs 13 and 14), beside the copyright notice that is always kept. */
const NAME_IDS = [13, 14];

const text = String.fromCodePoint(...subsetCodePoints());
const cardText = String.fromCodePoint(...subsetCodePoints({ cards: true }));

const outputs: { file: string; source: string; text?: string; options: Parameters<typeof subsetFont>[2] }[] = [
  {
    file: 'geist-sans.woff2',
    source: SANS,
    options: { targetFormat: 'woff2', variationAxes: { wght: { min: 400, max: 900 } } },
  },
  {
    file: 'geist-sans-400.woff',
    source: SANS,
    text: cardText,
    options: { targetFormat: 'woff', variationAxes: { wght: 400 } },
  },
  {
    file: 'geist-sans-700.woff',
    source: SANS,
    text: cardText,
    options: { targetFormat: 'woff', variationAxes: { wght: 700 } },
  },
];

const sha = (data: Uint8Array) => createHash('sha256').update(data).digest('hex').slice(0, 12);
const stale: string[] = [];

async function emit(file: string, data: Uint8Array) {
  const path = join(OUT, file);
  if (!options.check) {
    await writeFile(path, data);
    console.log(`${file.padEnd(22)}${String(data.byteLength).padStart(8)} B  ${sha(data)}`);
    return;
  }
  const committed = await readFile(path).catch(() => undefined);
  if (!committed || !committed.equals(data)) stale.push(file);
}

for (const output of outputs) {
  const data = await subsetFont(await readFile(output.source), output.text ?? text, {
    ...output.options,
    keepFeatures: FEATURES,
    preserveNameIds: NAME_IDS,
  });
  await emit(output.file, data);
}
// Geist is under the SIL Open Font License 1.1: its text travels with every copy, subsets included.
await emit('OFL.txt', await readFile(LICENSE));

if (stale.length) {
  console.error(
    `Out of date with the geist package or coverage.ts: ${stale.join(', ')}. Run \`npm run fonts -w @vitrine/web\`.`,
  );
  process.exit(1);
}
if (options.check) console.log('The font files match what `npm run fonts` writes.');
