/**
 * The Geist subsets carry every character the site writes: the messages, the
 * demo dataset's text, the UI's own literals and the dates Intl formats. A
 * character missing from a subset would be drawn by another font, so this
 * fails instead, naming the character and where it came from.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import * as fontkit from 'fontkit';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { localeCodes } from '@vitrine/schemas';
import { parseNdjson } from '@vitrine/schemas/dataset';
import { formatLongDate, formatMonthYear } from '@/i18n/format';
import { ACCEPTED_GAPS, EMOJI, subsetCodePoints, UNICODE_BLOCKS } from './coverage';

const require = createRequire(import.meta.url);
const FONTS = fileURLToPath(new URL('./', import.meta.url));
const WEB = fileURLToPath(new URL('../../', import.meta.url));
const GEIST_DIST = dirname(require.resolve('geist/font/sans'));

/** Each committed file and the full Geist font it was cut from. */
const SUBSETS = [
  { file: 'geist-sans.woff2', source: 'fonts/geist-sans/Geist-Variable.ttf' },
  { file: 'geist-sans-400.woff', source: 'fonts/geist-sans/Geist-Variable.ttf' },
  { file: 'geist-sans-700.woff', source: 'fonts/geist-sans/Geist-Variable.ttf' },
] as const;

/** Document types the site never shows: the contact inbox, translation bookkeeping, redirect rules. */
const NOT_RENDERED = new Set(['contactMessage', 'translation.metadata', 'redirect']);

function openFont(path: string): fontkit.Font {
  return fontkit.create(readFileSync(path)) as fontkit.Font;
}

function characterSet(path: string): Set<number> {
  return new Set(openFont(path).characterSet);
}

/** Every character of the site's text, with the first place it was seen. */
type SiteText = Map<string, string>;

function add(text: SiteText, value: string, where: string) {
  for (const char of value) if (!text.has(char)) text.set(char, where);
}

function strings(value: unknown, visit: (text: string, key: string) => void, key = ''): void {
  if (typeof value === 'string') visit(value, key);
  else if (Array.isArray(value)) for (const item of value) strings(item, visit, key);
  else if (value && typeof value === 'object') for (const [k, v] of Object.entries(value)) strings(v, visit, k);
}

/** String literals, template text and JSX text of the UI's .tsx files; comments stay out. */
function uiLiterals(file: string): string[] {
  const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX);
  const found: string[] = [];
  const visit = (node: ts.Node) => {
    if (ts.isJsxText(node) || ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node))
      found.push(node.text);
    else if (ts.isTemplateHead(node) || ts.isTemplateMiddle(node) || ts.isTemplateTail(node)) found.push(node.text);
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

function siteText(): SiteText {
  const text: SiteText = new Map();
  const messages = join(WEB, 'messages');
  for (const file of readdirSync(messages).filter((name) => name.endsWith('.json'))) {
    strings(JSON.parse(readFileSync(join(messages, file), 'utf8')), (value) => add(text, value, `messages/${file}`));
  }
  const dataset = require.resolve('@vitrine/schemas/dataset/data.ndjson');
  for (const document of parseNdjson(readFileSync(dataset, 'utf8'))) {
    if (NOT_RENDERED.has(document._type)) continue;
    // `_`-prefixed keys are ids, types, keys and references, never shown.
    strings(document, (value, key) => key.startsWith('_') || add(text, value, `dataset ${document._id}.${key}`));
  }
  const src = join(WEB, 'src');
  for (const file of readdirSync(src, { recursive: true, encoding: 'utf8' })) {
    if (!file.endsWith('.tsx') || file.endsWith('.test.tsx')) continue;
    for (const literal of uiLiterals(join(src, file))) add(text, literal, `src/${file}`);
  }
  for (const locale of localeCodes) {
    for (let month = 1; month <= 12; month++) {
      const day = `2024-${String(month).padStart(2, '0')}-01`;
      const where = `Intl dates (${locale})`;
      add(text, formatLongDate(day, locale), where);
      add(text, formatMonthYear(day, locale), where);
    }
  }
  return text;
}

const hex = (char: string) => `U+${char.codePointAt(0)!.toString(16).toUpperCase().padStart(4, '0')}`;

/** Geist whole, as the geist package ships it: what any subset could carry. */
const GEIST = characterSet(join(GEIST_DIST, 'fonts/geist-sans/Geist-Variable.ttf'));

/**
 * A character of a script Geist has no glyphs for (Arabic, Hebrew, CJK…), its
 * own punctuation included: no subset could carry it, so the visitor's system
 * font for that script draws it, as in any site set in Geist.
 */
const otherScript = (char: string) =>
  !GEIST.has(char.codePointAt(0)!) && !/[\p{scx=Latin}\p{scx=Common}\p{scx=Inherited}]/u.test(char);

/**
 * The characters of `text` that `covered` lacks, as "U+00E9 é (where)",
 * leaving out the deliberate exceptions and other scripts' text.
 */
function missing(covered: Set<number>, text: SiteText): string[] {
  return [...text]
    .filter(([char]) => !covered.has(char.codePointAt(0)!))
    .filter(([char]) => !/[\n\r\t]/.test(char) && !(char in ACCEPTED_GAPS) && !EMOJI.test(char))
    .filter(([char]) => !otherScript(char))
    .map(([char, where]) => `${hex(char)} ${char} (${where})`);
}

describe('the Geist subsets', () => {
  const text = siteText();

  it('reads real text: every language, the UI and the dataset', () => {
    for (const char of 'éçãõ’…→·') expect(text.has(char), `${hex(char)} ${char}`).toBe(true);
    // The dates of every listed language (French's have narrow no-break spaces).
    for (const locale of localeCodes)
      for (const char of formatLongDate('2024-03-01', locale))
        expect(text.has(char), `${locale} ${hex(char)}`).toBe(true);
    expect([...text.values()].some((where) => where.startsWith('dataset article-'))).toBe(true);
    expect([...text.values()].some((where) => where.startsWith('src/components/'))).toBe(true);
  });

  it.each(SUBSETS)('$file covers every character the site writes', ({ file }) => {
    // A language added to the list may write letters Geist has but the subset leaves out (Polish ł, Cyrillic…).
    expect(
      missing(characterSet(join(FONTS, file)), text),
      'add them to src/fonts/coverage.ts, then run `npm run fonts -w @vitrine/web`',
    ).toEqual([]);
  });

  it.each(SUBSETS)('$file carries every character of coverage.ts that Geist has', ({ file, source }) => {
    const geist = characterSet(join(GEIST_DIST, source));
    const subset = characterSet(join(FONTS, file));
    const stale = subsetCodePoints().filter((cp) => geist.has(cp) && !subset.has(cp));
    expect(
      stale.map((cp) => hex(String.fromCodePoint(cp))),
      'run `npm run fonts -w @vitrine/web`',
    ).toEqual([]);
  });

  it('lists as exceptions only characters Geist cannot draw', () => {
    for (const char of Object.keys(ACCEPTED_GAPS)) expect(GEIST.has(char.codePointAt(0)!), hex(char)).toBe(false);
  });

  it('leaves a script Geist cannot draw to the system font, and no more than that', () => {
    const cut = characterSet(join(FONTS, 'geist-sans.woff2'));
    const added = new Map([
      ['ا', 'an Arabic page'],
      ['،', 'an Arabic page'],
      ['١', 'Intl dates (ar)'],
      ['א', 'a Hebrew page'],
      ['ł', 'a Polish page'],
      ['Ж', 'a Russian page'],
      ['⌗', 'a new symbol'],
    ]);
    expect(missing(cut, added)).toEqual([
      'U+0142 ł (a Polish page)',
      'U+0416 Ж (a Russian page)',
      'U+2317 ⌗ (a new symbol)',
    ]);
  });

  it('keeps the weight axis from 400 to 900 in the text face, and pins it in the Open Graph ones', () => {
    expect(openFont(join(FONTS, 'geist-sans.woff2')).variationAxes.wght).toMatchObject({
      min: 400,
      default: 400,
      max: 900,
    });
    for (const [file, weight] of [
      ['geist-sans-400.woff', 400],
      ['geist-sans-700.woff', 700],
    ] as const) {
      const font = openFont(join(FONTS, file));
      expect(Object.keys(font.variationAxes)).toEqual([]);
      expect(font['OS/2'].usWeightClass).toBe(weight);
    }
  });

  // Negative controls: the check above must fail when a subset lacks what the text needs.
  const without = (first: number, last: number) => {
    const cut = characterSet(join(FONTS, 'geist-sans.woff2'));
    for (let cp = first; cp <= last; cp++) cut.delete(cp);
    return cut;
  };

  it.each(UNICODE_BLOCKS)('would fail on a subset without $name, naming each character', (block) => {
    const needed = [...text.keys()]
      .filter((c) => c.codePointAt(0)! >= block.first && c.codePointAt(0)! <= block.last && !(c in ACCEPTED_GAPS))
      .map(hex);
    expect(needed.length).toBeGreaterThan(0);
    expect(missing(without(block.first, block.last), text).map((line) => line.split(' ')[0])).toEqual(needed);
  });

  it('would fail on a French œ in new content without it, which the demo text does not use', () => {
    expect(missing(without(0x0153, 0x0153), text)).toEqual([]);
    const next = new Map([['œ', 'a new article']]);
    expect(missing(without(0x0153, 0x0153), next)).toEqual(['U+0153 œ (a new article)']);
  });

  it('would fail on a subset without the curly apostrophe', () => {
    expect(missing(without(0x2019, 0x2019), text)).toEqual([`U+2019 ’ (${text.get('’')})`]);
  });
});
