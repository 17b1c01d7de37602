import localFont from 'next/font/local';

// The file is a Geist subset cut by `npm run fonts` (scripts/fonts.ts) to the characters in
// ./coverage.ts and weights 400–900; coverage.test.ts fails when the text needs more. Code is set in
// the system's monospace (globals.css, --font-mono): a web code face cost an article 9 KiB.

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
