import localFont from 'next/font/local';

// The file is a Geist subset cut by `npm run fonts` (scripts/fonts.ts) to the characters in
// ./coverage.ts and weights 400–900; coverage.test.ts fails when the text needs more. Code is set in
// the system's monospace (globals.css, --font-mono): a web code face cost an article 9 KiB.

/**
 * Geist Sans, the text face: preloaded on every page, because the first paint's
 * largest element is text set in it. `optional`: a face that is not there for
 * the first paint is not swapped in later, so it never moves the page. Swapped
 * in late, it did: the fallback (Arial scaled to Geist's metrics,
 * `adjustFontFallback`, or the next face where Arial is missing, as on Android)
 * breaks lines elsewhere, and Lighthouse saw contact move by 0.14 when the face
 * came after the paint (docs/performance.md). The price: a first
 * visit on a slow connection reads that page in the fallback; the face, cached
 * by then, is there for the next page load.
 */
export const GeistSans = localFont({
  src: './geist-sans.woff2',
  variable: '--font-geist-sans',
  weight: '400 900',
  display: 'optional',
  preload: true,
  adjustFontFallback: 'Arial',
});
