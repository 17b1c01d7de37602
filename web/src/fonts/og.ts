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

/**
 * The files by weight, relative to web/: `next build` and `next start` run
 * there, and Next documents `process.cwd()` as the way to reach files from an
 * image route. A standalone or serverless output must list them in
 * `outputFileTracingIncludes`, as next.config.ts does for the dataset.
 */
export const OG_FONT_FILES = {
  400: 'src/fonts/geist-sans-400.woff',
  700: 'src/fonts/geist-sans-700.woff',
} as const;

let loading: Promise<OgFont[]> | undefined;

/** Regular and bold, read once per process: Satori keeps what it parsed while it is handed the same array. */
export function ogFonts(): Promise<OgFont[]> {
  loading ??= Promise.all(
    Object.entries(OG_FONT_FILES).map(async ([weight, file]) => ({
      name: OG_FONT_FAMILY,
      // Not traced by the bundler (it would trace the whole project): next.config.ts ships the files.
      data: await readFile(join(/* turbopackIgnore: true */ process.cwd(), file)),
      weight: Number(weight) as keyof typeof OG_FONT_FILES,
      style: 'normal' as const,
    })),
  ).catch((error: unknown) => {
    loading = undefined;
    throw error;
  });
  return loading;
}
