import localFont from 'next/font/local';

// Both files are Geist subsets cut by `npm run fonts` (scripts/fonts.ts) to the characters in
// ./coverage.ts, the text face to weights 400–900, the code face to 400; coverage.test.ts fails
// when the text needs more.

/**
 * Geist Sans, the text face: preloaded on every page, because the first paint's
 * largest element is text set in it. Until it arrives, text shows at once in
 * Arial scaled to Geist's metrics (`adjustFontFallback`), so where Arial is
 * installed the swap hardly moves a line; `optional` would keep Geist from a
 * first visit on a slow connection altogether.
 */
export const GeistSans = localFont({
  src: './geist-sans.woff2',
  variable: '--font-geist-sans',
  weight: '400 900',
  display: 'swap',
  preload: true,
  adjustFontFallback: 'Arial',
});

/**
 * Geist Mono for code only. Not preloaded: most pages have no code, and the
 * browser fetches the file the first time a code block needs it.
 */
export const GeistMono = localFont({
  src: './geist-mono.woff2',
  variable: '--font-geist-mono',
  weight: '400',
  display: 'swap',
  preload: false,
  adjustFontFallback: false,
  fallback: ['ui-monospace', 'SFMono-Regular', 'Menlo', 'Consolas', 'monospace'],
});
