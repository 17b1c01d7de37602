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
 * Read once per process; the files are listed in next.config.ts's
 * `outputFileTracingIncludes` so a standalone server has them.
 */
import 'server-only';
import { existsSync, readFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import * as fontkit from 'fontkit';
import { OG_FONT_FILES } from '@/fonts/og';
import type { Face, Faces } from './text';

/** The Arabic face's files in its package, by weight (the package's `arabic` subset: Arabic letters, digits, marks, punctuation). */
export const ARABIC_FONT = {
  package: '@fontsource/noto-sans-arabic',
  files: {
    400: 'files/noto-sans-arabic-arabic-400-normal.woff',
    700: 'files/noto-sans-arabic-arabic-700-normal.woff',
  },
} as const;

export const EMOJI_PACKAGE = '@twemoji/svg';

/** Arabic's letters reach higher and lower than Latin's: lines of it need this much height, in ems. */
const ARABIC_MIN_LINE_HEIGHT = 1.55;

export type Weight = keyof typeof OG_FONT_FILES;

/** A package's folder, found as Node finds it: `node_modules` in the working directory (web/) or above. */
export function packageDir(name: string, from: string = process.cwd()): string {
  for (let dir = from; ; dir = dirname(dir)) {
    const candidate = join(dir, 'node_modules', name);
    if (existsSync(join(candidate, 'package.json'))) return candidate;
    if (dirname(dir) === dir) throw new Error(`The package ${name} is not installed: run npm ci.`);
  }
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

/** An emoji's picture from the set in `dir`, or null when it has none. */
export function emojiPictures(dir: string): (cluster: string) => string | null {
  const found = new Map<string, string | null>();
  return (cluster) => {
    let svg = found.get(cluster);
    if (svg !== undefined) return svg;
    svg = null;
    for (const name of emojiFileNames(cluster)) {
      const file = join(dir, `${name}.svg`);
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

async function openFont(file: string): Promise<fontkit.Font> {
  const font = fontkit.create(await readFile(file));
  if (!('layout' in font)) throw new Error(`${file} is a font collection, not a font.`);
  return font;
}

let loading: Promise<Record<Weight, Faces>> | undefined;

/** The card's faces at each weight, read once per process. */
export function cardFaces(): Promise<Record<Weight, Faces>> {
  loading ??= (async () => {
    const arabicDir = packageDir(ARABIC_FONT.package);
    const emoji = emojiPictures(packageDir(EMOJI_PACKAGE));
    const weights = Object.keys(OG_FONT_FILES).map(Number) as Weight[];
    const entries = await Promise.all(
      weights.map(async (weight): Promise<[Weight, Faces]> => {
        const [latin, arabic] = await Promise.all([
          // Neither is traced by the bundler (it would trace the whole project): next.config.ts ships the files.
          openFont(join(/* turbopackIgnore: true */ process.cwd(), OG_FONT_FILES[weight])),
          openFont(join(/* turbopackIgnore: true */ arabicDir, ARABIC_FONT.files[weight])),
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
