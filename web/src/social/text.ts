/**
 * Text for the social cards, laid out and drawn here rather than by Satori
 * (next/og), which neither shapes joined scripts nor orders right-to-left
 * text: each piece of text becomes an SVG of glyph outlines that the card
 * places as a picture.
 *
 * The steps a browser takes, in small: the Unicode bidirectional algorithm
 * (bidi-js) gives each character its level; each run of one face and one
 * level is shaped by fontkit (OpenType: Arabic's joined forms, ligatures,
 * marks, kerning); words wrap greedily at spaces, a line's runs are put in
 * visual order (the algorithm's rule L2), and emoji are pictures from the
 * emoji set. Text with a character no face draws, and no picture stands for,
 * is not drawn at all (null): never with letters missing or in the wrong order.
 * Pure, given the faces (social/faces.ts loads them).
 */
import bidiFactory from 'bidi-js';
import type { Font, Glyph } from 'fontkit';

export type Direction = 'ltr' | 'rtl';

/** A font the cards draw with. */
export interface Face {
  /** A short name, unique among the faces: glyph ids in the drawing start with it. */
  id: string;
  font: Font;
  /** A joined script (Arabic): no letter spacing, which would break the joins. */
  cursive: boolean;
  /** The line height its script needs at least, in ems (Arabic's letters and marks reach higher and lower). */
  minLineHeight: number;
}

export interface Faces {
  /** Tried in order for each character; the first is the primary face, whose metrics place the lines. */
  text: readonly Face[];
  /** The picture (an SVG document) of an emoji, or null when the set has none. */
  emoji(cluster: string): string | null;
}

export interface TextStyle {
  /** Font size, px. */
  size: number;
  /** Line height, in ems (raised to a face's `minLineHeight` when the text uses it). */
  lineHeight: number;
  /** Added after each letter, in ems (not in joined scripts). */
  letterSpacing?: number;
  color: string;
  maxWidth: number;
  /** Lines beyond are cut, the last ending with an ellipsis. */
  maxLines: number;
  /** `fill`: the block is `maxWidth` wide, its lines aligned to their start; `fit`: as wide as its widest line. */
  width: 'fill' | 'fit';
}

export interface TextBlock {
  /** The layout box, px: what the text takes in the card. */
  width: number;
  height: number;
  lines: number;
  /** The text's own direction: its first strong letter's, else the card's. */
  direction: Direction;
  /** Room around the box in the drawing, px, for ink beyond it (accents, marks, descenders). */
  pad: { x: number; y: number };
  /** The drawing, `width + 2 pad.x` × `height + 2 pad.y`, the box at (pad.x, pad.y). */
  svg: string;
  /** What is drawn, in logical order. */
  text: string;
  /** True when the text was cut to its lines (and ends with an ellipsis). */
  cut: boolean;
}

const bidi = bidiFactory();
const graphemes = new Intl.Segmenter('und', { granularity: 'grapheme' });

/** An emoji as Unicode recommends it for general interchange: one picture. */
// The `v` flag (Node 20) written as a string: TypeScript's target predates it.
const RGI_EMOJI = new RegExp('^\\p{RGI_Emoji}$', 'v');
/** Characters that draw nothing (direction marks, joiners, variation selectors, soft hyphen). */
const IGNORABLE = /\p{Default_Ignorable_Code_Point}/u;
const CONTROL = /[\p{Cc}]/u;
/** Spaces where a line may break (a no-break space may not). */
const BREAKING_SPACE = /^[\s\u200b]+$/u;
/** Spaces that must not break, drawn as the primary face's no-break space when a face lacks them. */
const NO_BREAK_SPACES = /[\u2007\u2009\u202f]/g;
const ELLIPSIS = '…';
/** The zero-width non-joiner: the letters on either side are not joined. */
export const ZWNJ = '\u200c';
/** Punctuation left dangling before an ellipsis. */
const DANGLING = /[\s,.;:–—\-\u060c\u061b]+$/u;

/** Emoji: a square of this many ems, advancing by `EMOJI_ADVANCE` ems, its bottom this far below the baseline. */
const EMOJI_SIDE = 1;
const EMOJI_ADVANCE = 1.12;
const EMOJI_DESCENT = 0.14;

interface PlacedGlyph {
  glyph: Glyph;
  /** From the piece's start, px, and up from the baseline. */
  x: number;
  y: number;
}

/** What a line is made of: shaped glyphs of one face and level, an emoji, or a space. */
type Piece =
  | { kind: 'glyphs'; level: number; width: number; face: Face; glyphs: PlacedGlyph[] }
  | { kind: 'emoji'; level: number; width: number; svg: string }
  | { kind: 'space'; level: number; width: number };

interface Word {
  pieces: Piece[];
  width: number;
  /** The word's end in the text (UTF-16), for cutting. */
  end: number;
}

/** A grapheme cluster and how it is drawn. */
type Cluster =
  | { kind: 'text'; text: string; index: number; face: Face }
  | { kind: 'emoji'; text: string; index: number; svg: string }
  | { kind: 'space'; text: string; index: number }
  | { kind: 'skip'; text: string; index: number };

/** Normalises what the card cannot use: controls go, no-break spaces are one kind, the soft hyphen draws nothing. */
export function cardString(value: string): string {
  return value
    .replace(/[\r\n\t]+/g, ' ')
    .replace(new RegExp(CONTROL.source, 'gu'), '')
    .replace(NO_BREAK_SPACES, '\u00a0')
    .trim();
}

const drawable = (text: string) => [...text].filter((char) => !IGNORABLE.test(char));

function covers(face: Face, text: string): boolean {
  return drawable(text).every((char) => face.font.hasGlyphForCodePoint(char.codePointAt(0)!));
}

/** How each grapheme cluster is drawn; null when one cannot be. */
function clusters(text: string, faces: Faces): Cluster[] | null {
  const out: Cluster[] = [];
  for (const { segment, index } of graphemes.segment(text)) {
    if (BREAKING_SPACE.test(segment)) {
      out.push({ kind: 'space', text: segment, index });
      continue;
    }
    if (drawable(segment).length === 0) {
      out.push({ kind: 'skip', text: segment, index });
      continue;
    }
    const emoji = RGI_EMOJI.test(segment) ? faces.emoji(segment) : null;
    if (emoji) {
      out.push({ kind: 'emoji', text: segment, index, svg: emoji });
      continue;
    }
    const face = faces.text.find((candidate) => covers(candidate, segment));
    if (face) {
      out.push({ kind: 'text', text: segment, index, face });
      continue;
    }
    // A symbol with a text default (❤, ☺) that no face has, but the emoji set does.
    const picture = faces.emoji(segment);
    if (!picture) return null;
    out.push({ kind: 'emoji', text: segment, index, svg: picture });
  }
  return out;
}

/** The direction of the first strong letter, else `fallback` (the card's language's). */
export function firstStrongDirection(text: string, fallback: Direction): Direction {
  for (const char of text) {
    const type = bidi.getBidiCharTypeName(char);
    if (type === 'L') return 'ltr';
    if (type === 'R' || type === 'AL') return 'rtl';
  }
  return fallback;
}

function shape(face: Face, text: string, level: number, style: TextStyle): Piece {
  const run = face.font.layout(text, undefined, undefined, undefined, level % 2 ? 'rtl' : 'ltr');
  const scale = style.size / face.font.unitsPerEm;
  const spacing = face.cursive ? 0 : (style.letterSpacing ?? 0) * style.size;
  const glyphs: PlacedGlyph[] = [];
  let x = 0;
  run.glyphs.forEach((glyph, i) => {
    const position = run.positions[i]!;
    glyphs.push({ glyph, x: x + position.xOffset * scale, y: position.yOffset * scale });
    x += position.xAdvance * scale + (position.xAdvance !== 0 ? spacing : 0);
  });
  return { kind: 'glyphs', level, width: x, face, glyphs };
}

/** The words of `text`, each shaped in runs of one face and one level; the spaces between them. */
function words(text: string, faces: Faces, style: TextStyle, base: Direction) {
  const found = clusters(text, faces);
  if (!found) return null;
  const { levels } = bidi.getEmbeddingLevels(text, base);
  const mirrored = bidi.getMirroredCharactersMap(text, levels);
  // In a right-to-left run, a bracket is its mirror image; an invisible character the face lacks is left out.
  const runText = (cluster: Cluster & { kind: 'text' }) => {
    let out = '';
    let offset = cluster.index;
    for (const char of cluster.text) {
      if (!IGNORABLE.test(char) || cluster.face.font.hasGlyphForCodePoint(char.codePointAt(0)!))
        out += mirrored.get(offset) ?? char;
      offset += char.length;
    }
    return out;
  };

  const primary = faces.text[0]!;
  const spaceWidth = (primary.font.layout(' ').advanceWidth * style.size) / primary.font.unitsPerEm;
  const result: { words: Word[]; spaces: Piece[] } = { words: [], spaces: [] };
  let pieces: Piece[] = [];
  let run: { face: Face; level: number; text: string } | null = null;
  let end = 0;

  const closeRun = () => {
    if (run) pieces.push(shape(run.face, run.text, run.level, style));
    run = null;
  };
  const closeWord = () => {
    closeRun();
    if (pieces.length > 0)
      result.words.push({ pieces, width: pieces.reduce((sum, piece) => sum + piece.width, 0), end });
    pieces = [];
  };

  for (const cluster of found) {
    const level = levels[cluster.index]!;
    if (cluster.kind === 'space') {
      if (pieces.length > 0 || run) {
        closeWord();
        result.spaces.push({ kind: 'space', level, width: spaceWidth });
      }
      continue;
    }
    end = cluster.index + cluster.text.length;
    if (cluster.kind === 'skip') continue;
    if (cluster.kind === 'emoji') {
      closeRun();
      pieces.push({ kind: 'emoji', level, width: EMOJI_ADVANCE * style.size, svg: cluster.svg });
      continue;
    }
    const current = run as { face: Face; level: number; text: string } | null;
    if (current && current.face === cluster.face && current.level === level) current.text += runText(cluster);
    else {
      closeRun();
      run = { face: cluster.face, level, text: runText(cluster) };
    }
    // A zero-width non-joiner keeps the letters on either side apart: shaped as runs of their own, as fontkit
    // would otherwise let them join through it.
    if (cluster.text.includes(ZWNJ)) closeRun();
  }
  closeWord();
  // A space after the last word separates nothing.
  result.spaces.length = Math.max(0, result.words.length - 1);
  return result;
}

interface Line {
  /** Pieces in logical order, spaces between words included. */
  pieces: Piece[];
  width: number;
  /** Index of the line's last word. */
  last: number;
}

/** Greedy lines of at most `maxWidth`; a word wider than that has a line of its own (and overflows). */
function breakLines(found: { words: Word[]; spaces: Piece[] }, maxWidth: number): Line[] {
  const lines: Line[] = [];
  let line: Line | null = null;
  found.words.forEach((word, i) => {
    const space = i > 0 ? found.spaces[i - 1]! : null;
    if (line && space && line.width + space.width + word.width <= maxWidth) {
      line.pieces.push(space, ...word.pieces);
      line.width += space.width + word.width;
      line.last = i;
      return;
    }
    line = { pieces: [...word.pieces], width: word.width, last: i };
    lines.push(line);
  });
  return lines;
}

/** Rule L2 of the bidirectional algorithm over a line's pieces (each RTL piece's glyphs already run right to left). */
export function visualOrder<T extends { level: number }>(pieces: readonly T[]): T[] {
  const out = [...pieces];
  if (out.length === 0) return out;
  const levels = out.map((piece) => piece.level);
  const highest = Math.max(...levels);
  let lowestOdd = Math.min(...levels);
  if (lowestOdd % 2 === 0) lowestOdd += 1;
  for (let level = highest; level >= lowestOdd; level--) {
    let i = 0;
    while (i < out.length) {
      if (out[i]!.level < level) {
        i++;
        continue;
      }
      let j = i;
      while (j < out.length && out[j]!.level >= level) j++;
      out.splice(i, j - i, ...out.slice(i, j).reverse());
      i = j;
    }
  }
  return out;
}

/** Lays out `text` in at most `maxLines` lines, cut with an ellipsis at a word; null when it cannot be drawn. */
function layoutLines(text: string, faces: Faces, style: TextStyle, base: Direction) {
  const found = words(text, faces, style, base);
  if (!found || found.words.length === 0) return null;
  const lines = breakLines(found, style.maxWidth);
  if (lines.length <= style.maxLines) return { text, lines, cut: false };
  // Too long: keep the words of the lines allowed, then drop words until the last line fits with an ellipsis.
  for (let count = lines[style.maxLines - 1]!.last + 1; count > 0; count--) {
    const kept = `${text.slice(0, found.words[count - 1]!.end).replace(DANGLING, '')}${ELLIPSIS}`;
    const again = words(kept, faces, style, base);
    if (!again) return null;
    const cut = breakLines(again, style.maxWidth);
    if (cut.length <= style.maxLines) return { text: kept, lines: cut, cut: true };
  }
  return null;
}

const n = (value: number) => String(Math.round(value * 100) / 100);
const escapeAttribute = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

/**
 * `text` laid out and drawn in `style`; null when it is empty or has a
 * character that no face draws and no emoji picture stands for. `cardDirection`
 * (the card's language's) is where lines start, and the direction of text
 * with no strong letter; other text runs in its own (its first strong letter's),
 * so an English title on an Arabic card reads left to right, set from the right.
 */
export function layoutText(value: string, style: TextStyle, faces: Faces, cardDirection: Direction): TextBlock | null {
  const text = cardString(value);
  if (!text) return null;
  const direction = firstStrongDirection(text, cardDirection);
  const laid = layoutLines(text, faces, style, direction);
  if (!laid) return null;

  const primary = faces.text[0]!;
  const used = new Set<Face>();
  for (const line of laid.lines) for (const piece of line.pieces) if (piece.kind === 'glyphs') used.add(piece.face);
  const lineHeight = Math.max(style.lineHeight, ...[...used].map((face) => face.minLineHeight)) * style.size;
  const ascent = (primary.font.ascent / primary.font.unitsPerEm) * style.size;
  const descent = (-primary.font.descent / primary.font.unitsPerEm) * style.size;
  // As CSS places a line's text: the primary face's ascent and descent centred in the line.
  const baselineOffset = (lineHeight - ascent - descent) / 2 + ascent;

  const widest = Math.max(...laid.lines.map((line) => line.width));
  const width = style.width === 'fill' ? style.maxWidth : Math.ceil(widest);
  const height = Math.ceil(lineHeight * laid.lines.length);
  const pad = { x: Math.ceil(style.size * 0.5), y: Math.ceil(style.size * 0.75) };

  const defs = new Map<string, string>();
  const marks: string[] = [];
  laid.lines.forEach((line, index) => {
    let x = pad.x + (cardDirection === 'rtl' ? width - line.width : 0);
    const baseline = pad.y + index * lineHeight + baselineOffset;
    for (const piece of visualOrder(line.pieces)) {
      if (piece.kind === 'glyphs') {
        const scale = style.size / piece.face.font.unitsPerEm;
        for (const { glyph, x: gx, y: gy } of piece.glyphs) {
          const d = glyph.path.toSVG();
          if (!d) continue;
          const id = `${piece.face.id}${glyph.id}`;
          defs.set(id, d);
          marks.push(
            `<use xlink:href="#${id}" transform="matrix(${n(scale)} 0 0 ${n(-scale)} ${n(x + gx)} ${n(baseline - gy)})"/>`,
          );
        }
      } else if (piece.kind === 'emoji') {
        const side = EMOJI_SIDE * style.size;
        const left = x + (piece.width - side) / 2;
        const top = baseline + EMOJI_DESCENT * style.size - side;
        const href = `data:image/svg+xml;base64,${Buffer.from(piece.svg).toString('base64')}`;
        marks.push(`<image x="${n(left)}" y="${n(top)}" width="${n(side)}" height="${n(side)}" xlink:href="${href}"/>`);
      }
      x += piece.width;
    }
  });
  const outer = { width: width + 2 * pad.x, height: height + 2 * pad.y };
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" width="${outer.width}" height="${outer.height}" viewBox="0 0 ${outer.width} ${outer.height}">` +
    `<defs>${[...defs].map(([id, d]) => `<path id="${id}" d="${d}"/>`).join('')}</defs>` +
    `<g fill="${escapeAttribute(style.color)}">${marks.join('')}</g></svg>`;
  return { width, height, lines: laid.lines.length, direction, pad, svg, text: laid.text, cut: laid.cut };
}

/** The block as a picture's `src`. */
export function blockSrc(block: TextBlock): string {
  return `data:image/svg+xml;base64,${Buffer.from(block.svg).toString('base64')}`;
}
