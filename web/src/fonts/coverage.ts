/**
 * Which characters the self-hosted Geist subsets carry: one list, read by
 * `npm run fonts` (scripts/fonts.ts) to cut the files and by coverage.test.ts
 * to prove the site's text needs nothing more.
 */

/**
 * Whole Unicode blocks, inclusive: every letter English, French and Portuguese
 * write but three (below). Names in other Latin scripts (ł, ő, š…) are drawn
 * in the fallback face, metric-matched Arial, rather than every visitor
 * downloading Latin Extended-A for them.
 */
export const UNICODE_BLOCKS = [
  { name: 'Basic Latin', first: 0x0020, last: 0x007e },
  { name: 'Latin-1 Supplement', first: 0x00a0, last: 0x00ff },
] as const;

/** Punctuation and symbols outside those blocks that the text or the UI writes. */
export const EXTRA_CHARACTERS = [
  '\u0152', // Œ French (Latin Extended-A, like the next two)
  '\u0153', // œ French: cœur, œuvre
  '\u0178', // Ÿ French, capitalised ÿ
  '\u2013', // – en dash: year ranges, message text
  '\u2014', // — em dash
  '\u2018', // ‘
  '\u2019', // ’ the apostrophe of every language
  '\u201a', // ‚
  '\u201c', // “
  '\u201d', // ”
  '\u201e', // „
  '\u2022', // •
  '\u2026', // …
  '\u2039', // ‹ French nested quotes
  '\u203a', // ›
  '\u20ac', // €
  '\u2122', // ™
  '\u2190', // ← "back", "previous"
  '\u2192', // → "next", "see all"
  '\u2197', // ↗ links that leave the site
] as const;

/**
 * Characters the site may write that Geist has no glyph for, so no subset can
 * carry them, and why that is fine.
 */
export const ACCEPTED_GAPS: Readonly<Record<string, string>> = {
  '\u202f':
    'narrow no-break space, which French Intl formatting and fr.json write: HarfBuzz (Chromium, Firefox) draws a space the font lacks with the font’s own space glyph, narrowed, so it never reaches another font',
  '\u2009': 'thin space: drawn from the font’s own space glyph, as above',
  '\u00ad': 'soft hyphen: invisible, and where a line breaks at it the browser draws the font’s own hyphen',
  '\u2318': '⌘ of the copy-e-mail shortcut, shown only on Apple devices, whose system fonts draw it',
};

/**
 * Emoji drawn as emoji by default, and the joiners, selectors and tags that
 * build them, are the colour emoji font’s job, never the text face’s. Not
 * `Extended_Pictographic`: that also holds ©, ™ and ↗, which Geist must draw.
 */
export const EMOJI = /[\p{Emoji_Presentation}\u200d\u20e3\ufe0f\u{e0020}-\u{e007f}]/u;

/**
 * The social cards' faces also carry Latin Extended-A: Satori, which draws the
 * cards on the server, has no fallback face, and their size costs no visitor
 * a byte.
 */
export const CARD_BLOCKS = [{ name: 'Latin Extended-A', first: 0x0100, last: 0x017f }] as const;

/** Every code point the site's subsets are cut to (with `cards`, the social cards' too), ascending. */
export function subsetCodePoints({ cards = false } = {}): number[] {
  const points = new Set<number>();
  for (const { first, last } of [...UNICODE_BLOCKS, ...(cards ? CARD_BLOCKS : [])])
    for (let cp = first; cp <= last; cp++) points.add(cp);
  for (const char of EXTRA_CHARACTERS) points.add(char.codePointAt(0)!);
  return [...points].sort((a, b) => a - b);
}
