import { beforeAll, describe, expect, it } from 'vitest';
import { cardFaces } from './faces';
import { cardString, firstStrongDirection, layoutText, visualOrder, type Faces, type TextStyle } from './text';

let faces: Faces;
beforeAll(async () => {
  faces = (await cardFaces())[700];
});

const style: TextStyle = { size: 20, lineHeight: 1.2, color: '#000', maxWidth: 2000, maxLines: 1, width: 'fit' };

/** What a drawing shows, left to right: each glyph's face and name (Arabic's have names), and `[emoji]` for pictures. */
function drawn(svg: string): { face: string; name: string; x: number }[] {
  const marks = [
    ...[
      ...svg.matchAll(/<use xlink:href="#([ag])700-(\d+)" transform="matrix\([^ ]+ [^ ]+ [^ ]+ [^ ]+ ([-\d.]+)/g),
    ].map(([, face, id, x]) => ({
      face: face!,
      name: faces.text[face === 'g' ? 0 : 1]!.font.getGlyph(Number(id)).name ?? '',
      x: Number(x),
    })),
    ...[...svg.matchAll(/<image x="([-\d.]+)"/g)].map(([, x]) => ({ face: 'emoji', name: '[emoji]', x: Number(x) })),
  ];
  return marks.sort((a, b) => a.x - b.x);
}

/** The Arabic glyphs' names, left to right, without the marks' separate dots. */
const arabicGlyphs = (svg: string) =>
  drawn(svg)
    .filter((mark) => mark.face === 'a' && mark.name.startsWith('uni'))
    .map((mark) => mark.name);

describe('layoutText', () => {
  it('shapes Arabic into its joined forms and sets it right to left', () => {
    // لف: lam then feh, joined: lam's initial form on the right, feh's final form on its left.
    const block = layoutText('لف', style, faces, 'rtl')!;
    expect(arabicGlyphs(block.svg)).toEqual(['uni06A1.fina', 'uni0644.init']);
    expect(block.direction).toBe('rtl');
    // مرحبا: five letters, from right to left m-r-h-b-a, the last one (alef) leftmost.
    expect(arabicGlyphs(layoutText('مرحبا', style, faces, 'rtl')!.svg)).toEqual([
      'uni0627.fina',
      'uni066E.medi',
      'uni062D.init',
      'uni0631.fina',
      'uni0645.init',
    ]);
  });

  it('keeps letters apart across a zero-width non-joiner (initials)', () => {
    expect(arabicGlyphs(layoutText('ل\u200cف', style, faces, 'rtl')!.svg)).toEqual(['uni06A1', 'uni0644']);
  });

  it('orders mixed text as the bidirectional algorithm does: Latin and numbers left to right inside Arabic', () => {
    const block = layoutText('تصميم CSS (٢٠٢٦)', style, faces, 'rtl')!;
    const marks = drawn(block.svg);
    const names = marks.filter((mark) => mark.face === 'a').map((mark) => mark.name);
    // The Arabic-Indic digits read left to right (٢٠٢٦), at the left end; the Arabic word at the right end.
    expect(names.filter((name) => /^uni066[0-9]$/.test(name))).toEqual(['uni0662', 'uni0660', 'uni0662', 'uni0666']);
    const firstDigit = marks.findIndex((mark) => mark.name === 'uni0662');
    const latin = marks.map((mark, i) => ({ ...mark, i })).filter((mark) => mark.face === 'g');
    const word = marks.findIndex((mark) => mark.name === 'uni0645.fina');
    expect(latin.length).toBeGreaterThanOrEqual(5); // C, S, S and the two brackets
    expect(firstDigit).toBeLessThan(word);
    expect(latin.some((mark) => mark.i < firstDigit)).toBe(true); // a bracket left of the digits
    expect(latin.some((mark) => mark.i > firstDigit && mark.i < word)).toBe(true); // CSS between them and the word
  });

  it('draws emoji as pictures from the self-hosted set, a joined sequence as one', () => {
    const single = layoutText('Calme 🧘', style, faces, 'ltr')!;
    expect(drawn(single.svg).at(-1)!.name).toBe('[emoji]');
    const family = layoutText('👩‍👩‍👧 ❤️ 1️⃣', style, faces, 'ltr')!;
    expect(drawn(family.svg).map((mark) => mark.name)).toEqual(['[emoji]', '[emoji]', '[emoji]']);
  });

  it.each([
    ['Cyrillic', 'Дизайн и код'],
    ['Hebrew', 'עיצוב שקט'],
    ['Chinese', '安静的设计'],
    ['Latin with one character no face has', 'Design Привет'],
  ])('leaves out, whole, text no face can draw (%s): never half of it', (_, text) => {
    expect(layoutText(text, style, faces, 'ltr')).toBeNull();
  });

  it('wraps at spaces and cuts at a word with an ellipsis', () => {
    const text = 'The quiet interface and why it matters for the people who use it every day';
    const whole = layoutText(text, { ...style, maxWidth: 300, maxLines: 10 }, faces, 'ltr')!;
    expect(whole.lines).toBeGreaterThan(2);
    expect(whole.cut).toBe(false);
    expect(whole.text).toBe(text);
    const cut = layoutText(text, { ...style, maxWidth: 300, maxLines: 2 }, faces, 'ltr')!;
    expect(cut.lines).toBe(2);
    expect(cut.cut).toBe(true);
    expect(cut.text).toMatch(/^The quiet interface .*[a-z]…$/);
    expect(text.startsWith(cut.text.slice(0, -1))).toBe(true);
    expect(cut.height).toBeLessThan(whole.height);
  });

  it('sets an Arabic block from the right of its box on a right-to-left card', () => {
    const fill = { ...style, maxWidth: 800, width: 'fill' as const };
    const rtl = drawn(layoutText('مرحبا', fill, faces, 'rtl')!.svg);
    const ltr = drawn(layoutText('مرحبا', fill, faces, 'ltr')!.svg);
    expect(rtl[0]!.x).toBeGreaterThan(600);
    expect(ltr[0]!.x).toBeLessThan(100);
  });

  it('draws the same text the same way every time (card hashes depend on it)', () => {
    const text = 'Concevoir pour le calme 🧘 : التصميم (٢٠٢٦)';
    expect(layoutText(text, style, faces, 'rtl')!.svg).toBe(layoutText(text, style, faces, 'rtl')!.svg);
  });

  it('has nothing to draw for empty or invisible text', () => {
    expect(layoutText('  \n ', style, faces, 'ltr')).toBeNull();
    expect(layoutText('\u200e\u00ad', style, faces, 'ltr')).toBeNull();
  });
});

describe('cardString', () => {
  it('drops controls, joins lines and makes the narrow no-break spaces one kind', () => {
    expect(cardString(' 12\u202fmars\n2026\u0007 ')).toBe('12\u00a0mars 2026');
  });
});

describe('firstStrongDirection', () => {
  it.each([
    ['Design', 'rtl', 'ltr'],
    ['«مرحبا» Design', 'ltr', 'rtl'],
    ['2026 ✓', 'rtl', 'rtl'],
    ['2026 ✓', 'ltr', 'ltr'],
  ] as const)('%s on a %s card runs %s', (text, fallback, expected) => {
    expect(firstStrongDirection(text, fallback)).toBe(expected);
  });
});

describe('visualOrder', () => {
  const order = (levels: number[]) => visualOrder(levels.map((level, i) => ({ level, i }))).map(({ i }) => i);
  it('reverses each run at an odd level, the deepest first (rule L2)', () => {
    expect(order([0, 0, 0])).toEqual([0, 1, 2]);
    expect(order([1, 1, 1])).toEqual([2, 1, 0]);
    expect(order([0, 1, 1, 0])).toEqual([0, 2, 1, 3]);
    // Left-to-right numbers (level 2) inside right-to-left text (level 1) keep their order.
    expect(order([1, 2, 2, 1])).toEqual([3, 1, 2, 0]);
  });
});
