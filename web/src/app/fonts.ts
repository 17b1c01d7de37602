import localFont from 'next/font/local';

/** Geist Sans (SPEC §1): the text face, preloaded on every page. */
export { GeistSans } from 'geist/font/sans';

/**
 * Geist Mono for code only. Not preloaded: most pages have no code, and the
 * browser fetches the file the first time a code block needs it.
 */
export const GeistMono = localFont({
  src: '../../../node_modules/geist/dist/fonts/geist-mono/GeistMono-Variable.woff2',
  variable: '--font-geist-mono',
  weight: '100 900',
  preload: false,
  adjustFontFallback: false,
  fallback: ['ui-monospace', 'SFMono-Regular', 'Menlo', 'Consolas', 'monospace'],
});
