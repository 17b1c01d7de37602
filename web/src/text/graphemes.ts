/**
 * Cutting text where a reader sees a character end: a grapheme cluster
 * (`Intl.Segmenter`), so an emoji (👩🏽‍💻 is seven code units), a flag or a
 * letter with combining accents is never split into a `�`. Every monogram and
 * truncation of the site goes through here. Pure.
 */

const segmenter = new Intl.Segmenter(undefined, { granularity: 'grapheme' });

/** The text's grapheme clusters, in order. */
export function graphemes(text: string): string[] {
  return Array.from(segmenter.segment(text), (segment) => segment.segment);
}

/** The first grapheme cluster of the text ('' for an empty one). */
export function firstGrapheme(text: string): string {
  const first = segmenter.segment(text)[Symbol.iterator]().next();
  return first.done ? '' : first.value.segment;
}

/**
 * The first grapheme of each of the first `count` words, upper-cased
 * ("Lívia Vilar" → "LV", "👩🏽‍💻 Lívia" → "👩🏽‍💻L"). `words` splits the
 * text; by default on whitespace. `joiner` goes between them (the social
 * card puts a zero-width non-joiner there, so two Arabic letters stay two).
 */
export function monogram(text: string, count = 2, words: RegExp = /\s+/, joiner = ''): string {
  return text
    .split(words)
    .filter(Boolean)
    .slice(0, count)
    .map((word) => firstGrapheme(word).toLocaleUpperCase())
    .join(joiner);
}

/**
 * At most `max` grapheme clusters: longer text is cut at a word when one ends
 * past 60 % of the room, else at a cluster, and ends with an ellipsis.
 */
export function clip(text: string, max: number): string {
  const clusters = graphemes(text);
  if (clusters.length <= max) return text;
  const cut = clusters.slice(0, max - 1).join('');
  const space = cut.lastIndexOf(' ');
  return `${(space > cut.length * 0.6 ? cut.slice(0, space) : cut).replace(/[\s,.;:–—-]+$/, '')}…`;
}
