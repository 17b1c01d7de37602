/**
 * Geist Sans for Open Graph images made with `next/og`. Its renderer, Satori,
 * reads neither WOFF2 nor variable fonts, so `npm run fonts` also writes static
 * instances as WOFF (v1), with the same characters as the site's files.
 *
 *   new ImageResponse(<Card />, { ...size, fonts: await ogFonts() })   // style={{ fontFamily: OG_FONT_FAMILY }}
 */
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { ImageResponse } from 'next/og';

type OgFont = NonNullable<NonNullable<ConstructorParameters<typeof ImageResponse>[1]>['fonts']>[number];

export const OG_FONT_FAMILY = 'Geist';

/** The weights `npm run fonts` writes, each as src/fonts/geist-sans-<weight>.woff. */
export const OG_FONT_WEIGHTS = [400, 700] as const;

export type OgFontWeight = (typeof OG_FONT_WEIGHTS)[number];

/**
 * A weight's file, read from web/: `next build` and `next start` run there,
 * and Next documents `process.cwd()` as the way to reach files from a route.
 * The path is spelled out here, not passed in, so that Next's file tracing
 * sees exactly which files a route reads and ships them with it (a standalone
 * output, a serverless function).
 */
export function readOgFont(weight: OgFontWeight): Promise<Buffer> {
  return readFile(join(process.cwd(), 'src/fonts', `geist-sans-${weight}.woff`));
}

let loading: Promise<OgFont[]> | undefined;

/** Regular and bold, read once per process: Satori keeps what it parsed while it is handed the same array. */
export function ogFonts(): Promise<OgFont[]> {
  loading ??= Promise.all(
    OG_FONT_WEIGHTS.map(async (weight) => ({
      name: OG_FONT_FAMILY,
      data: await readOgFont(weight),
      weight,
      style: 'normal' as const,
    })),
  ).catch((error: unknown) => {
    loading = undefined;
    throw error;
  });
  return loading;
}
