/**
 * What the social cards draw text with (social/text.ts), all from this
 * repository or its npm packages, never the network:
 *
 * - Geist, the site's face, in the Latin subset `npm run fonts` cuts (fonts/og.ts);
 * - Noto Sans Arabic (`@fontsource/noto-sans-arabic`, SIL Open Font License 1.1) for Arabic;
 * - Twemoji's pictures (`@twemoji/svg`: the graphics are © Twitter, Inc. and
 *   other contributors, CC BY 4.0) for emoji.
 *
 * A script none of them covers (Cyrillic, Greek, Hebrew, CJK…) is not drawn:
 * the text that has it is left out of the card whole (social/card.tsx).
 * Read once per process. Every path is spelled out where it is read, so
 * that Next's file tracing ships exactly these files with the card route.
 */
import 'server-only';
import { existsSync, readFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import * as fontkit from 'fontkit';
import { OG_FONT_WEIGHTS, readOgFont, type OgFontWeight } from '@/fonts/og';
import type { Face, Faces } from './text';

/** Arabic's letters reach higher and lower than Latin's: lines of it need this much height, in ems. */
const ARABIC_MIN_LINE_HEIGHT = 1.55;

export type Weight = OgFontWeight;

/**
 * A package missing where npm workspaces install the site's packages, and so
 * where its files are read: the repository's node_modules, beside web/ (where
 * `next build` and `next start` run).
 */
function notInstalled(name: string, cause?: unknown): Error {
  return new Error(`The package ${name} is not installed in ${join(process.cwd(), '../node_modules')}: run npm ci.`, {
    cause,
  });
}

/** The Arabic face at a weight: the package's `arabic` subset (Arabic letters, digits, marks, punctuation). */
function readArabicFont(weight: Weight): Promise<Buffer> {
  return readFile(
    join(
      process.cwd(),
      '../node_modules/@fontsource/noto-sans-arabic/files',
      `noto-sans-arabic-arabic-${weight}-normal.woff`,
    ),
  ).catch((error: NodeJS.ErrnoException) => {
    throw error.code === 'ENOENT' ? notInstalled('@fontsource/noto-sans-arabic', error) : error;
  });
}

/** Twemoji's picture of that name (a cluster's code points, emojiFileNames). */
function emojiFile(name: string): string {
  return join(process.cwd(), '../node_modules/@twemoji/svg', `${name}.svg`);
}

/**
 * Twemoji's file names for a cluster: its code points in hex, joined by `-`,
 * without U+FE0F unless it is a joined (ZWJ) sequence, as Twemoji names them;
 * the other spelling second.
 */
export function emojiFileNames(cluster: string): string[] {
  const points = [...cluster].map((char) => char.codePointAt(0)!.toString(16));
  const full = points.join('-');
  const bare = points.filter((point) => point !== 'fe0f').join('-');
  const names = cluster.includes('\u200d') ? [full, bare] : [bare, full];
  return [...new Set(names)];
}

/** An emoji's picture from Twemoji's set, or null when it has none. */
export function emojiPictures(): (cluster: string) => string | null {
  if (!existsSync(join(process.cwd(), '../node_modules/@twemoji/svg/package.json'))) throw notInstalled('@twemoji/svg');
  const found = new Map<string, string | null>();
  return (cluster) => {
    let svg = found.get(cluster);
    if (svg !== undefined) return svg;
    svg = null;
    for (const name of emojiFileNames(cluster)) {
      const file = emojiFile(name);
      if (existsSync(file)) {
        svg = readFileSync(file, 'utf8');
        break;
      }
    }
    if (found.size >= 1000) found.delete(found.keys().next().value!);
    found.set(cluster, svg);
    return svg;
  };
}

async function openFont(name: string, data: Promise<Buffer>): Promise<fontkit.Font> {
  const font = fontkit.create(await data);
  if (!('layout' in font)) throw new Error(`${name} is a font collection, not a font.`);
  return font;
}

let loading: Promise<Record<Weight, Faces>> | undefined;

/** The card's faces at each weight, read once per process. */
export function cardFaces(): Promise<Record<Weight, Faces>> {
  loading ??= (async () => {
    const emoji = emojiPictures();
    const entries = await Promise.all(
      OG_FONT_WEIGHTS.map(async (weight): Promise<[Weight, Faces]> => {
        const [latin, arabic] = await Promise.all([
          openFont(`Geist ${weight}`, readOgFont(weight)),
          openFont(`Noto Sans Arabic ${weight}`, readArabicFont(weight)),
        ]);
        const text: Face[] = [
          { id: `g${weight}-`, font: latin, cursive: false, minLineHeight: 0 },
          { id: `a${weight}-`, font: arabic, cursive: true, minLineHeight: ARABIC_MIN_LINE_HEIGHT },
        ];
        return [weight, { text, emoji }];
      }),
    );
    return Object.fromEntries(entries) as Record<Weight, Faces>;
  })().catch((error: unknown) => {
    loading = undefined;
    throw error;
  });
  return loading;
}
