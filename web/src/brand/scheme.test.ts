import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { neutralColors, primaryColors } from '@vitrine/schemas';
import { contrast, over } from './color';
import { PALETTES, SHADES } from './palettes';
import { colorScheme, MODE_SELECTORS, schemeCss, type Mode, type ModeTokens } from './scheme';

const choices = primaryColors.flatMap((primary) => neutralColors.map((neutral) => [primary, neutral] as const));
const modes: Mode[] = ['light', 'dark'];

/** The text/background pairs the site draws, by token: text colour, then what it sits on. */
const PAIRS: [keyof ModeTokens, keyof ModeTokens | 'soft over bg' | 'soft over surface'][] = [
  ['fg', 'bg'],
  ['fg', 'surface'],
  ['fg', 'surface-strong'],
  ['muted', 'bg'],
  ['muted', 'surface'],
  ['muted', 'surface-strong'],
  ['subtle', 'bg'],
  ['subtle', 'surface'],
  ['primary', 'bg'],
  ['primary', 'surface'],
  ['primary', 'soft over bg'],
  ['primary', 'soft over surface'],
  ['primary-fg', 'primary-solid'],
  ['danger', 'bg'],
  ['danger', 'surface'],
];

describe('colorScheme', () => {
  it('offers a palette for every choice the Studio lists, shades 50 to 950', () => {
    expect(Object.keys(PALETTES).sort()).toEqual([...primaryColors, ...neutralColors].sort());
    for (const palette of Object.values(PALETTES)) expect(palette).toHaveLength(SHADES.length);
  });

  // 17 primaries × 5 neutrals × 2 modes × 15 pairs: every combination an owner can pick keeps text at AA.
  describe.each(choices)('%s on %s', (primary, neutral) => {
    const scheme = colorScheme(primary, neutral);
    it.each(modes)('%s: every text reads at AA (4.5:1) on what it sits on', (mode) => {
      const tokens = scheme[mode];
      const soft = scheme.soft[mode];
      const background = (name: (typeof PAIRS)[number][1]) =>
        name === 'soft over bg'
          ? over(soft.color, soft.alpha, tokens.bg)
          : name === 'soft over surface'
            ? over(soft.color, soft.alpha, tokens.surface)
            : tokens[name];
      const failures = PAIRS.map(([text, on]) => ({
        pair: `${text} on ${on}`,
        ratio: Math.round(contrast(tokens[text], background(on)) * 100) / 100,
      })).filter(({ ratio }) => ratio < 4.5);
      expect(failures).toEqual([]);
    });
  });

  it('recolours the site: another primary changes the primary tokens, another neutral the surfaces', () => {
    const base = colorScheme('emerald', 'neutral');
    const violet = colorScheme('violet', 'neutral');
    const slate = colorScheme('emerald', 'slate');
    expect(violet.light.primary).toBe(PALETTES.violet[7]);
    expect(violet.dark.primary).not.toBe(base.dark.primary);
    expect(violet.light.bg).toBe(base.light.bg);
    expect(slate.light.bg).toBe(PALETTES.slate[0]);
    expect(slate.dark.bg).toBe(PALETTES.slate[10]);
    expect(slate.light.primary).toBe(base.light.primary);
  });

  it('picks a darker shade where the usual one would not read: yellow links are 800, not 700', () => {
    expect(contrast(PALETTES.yellow[7], colorScheme('yellow', 'neutral').light.bg)).toBeLessThan(4.8);
    expect(colorScheme('yellow', 'neutral').light.primary).toBe(PALETTES.yellow[8]);
    expect(colorScheme('emerald', 'neutral').light.primary).toBe(PALETTES.emerald[7]);
  });

  it.each([
    ['an unknown name', 'chartreuse', 'beige'],
    ['a neutral offered as primary', 'slate', 'emerald'],
    ['nothing', null, undefined],
  ])('falls back to emerald and neutral for %s', (_, primary, neutral) => {
    expect(colorScheme(primary, neutral)).toMatchObject({ primary: 'emerald', neutral: 'neutral' });
  });
});

describe('schemeCss', () => {
  const declarations = (css: string, selector: string) => {
    const start = css.indexOf(`${selector}{`);
    expect(start, selector).toBeGreaterThanOrEqual(0);
    const block = css.slice(start + selector.length + 1, css.indexOf('}', start));
    return Object.fromEntries(block.split(';').map((d) => d.split(':') as [string, string]));
  };

  it('declares shades 50–950 of both palettes and both modes’ tokens', () => {
    const css = schemeCss(colorScheme('rose', 'stone'));
    const root = declarations(css, ':root');
    expect(Object.keys(root)).toHaveLength(22);
    for (const [index, step] of SHADES.entries()) {
      expect(root[`--primary-${step}`]).toBe(PALETTES.rose[index]);
      expect(root[`--neutral-${step}`]).toBe(PALETTES.stone[index]);
    }
    expect(declarations(css, MODE_SELECTORS.light)['--primary']).toBe(colorScheme('rose', 'stone').light.primary);
    expect(declarations(css, MODE_SELECTORS.dark)['--bg']).toBe(PALETTES.stone[10]);
    expect(css).not.toMatch(/[<>]/);
  });

  it('is what app/globals.css holds for the default palettes', () => {
    const globals = readFileSync(new URL('../app/globals.css', import.meta.url), 'utf8');
    /** `--name: value;` lines of the rule whose selector list (joined by commas) is `selector`. */
    const rule = (selector: string) => {
      const written = selector.split(',').join(',\n');
      const start = globals.indexOf(`${written} {`);
      expect(start, selector).toBeGreaterThanOrEqual(0);
      const block = globals.slice(start, globals.indexOf('}', start));
      return Object.fromEntries([...block.matchAll(/(--[\w-]+):\s*([^;]+);/g)].map((m) => [m[1], m[2]]));
    };
    const css = schemeCss(colorScheme());
    expect(rule(':root')).toMatchObject(declarations(css, ':root'));
    expect(rule(MODE_SELECTORS.light)).toMatchObject(declarations(css, MODE_SELECTORS.light));
    expect(rule(MODE_SELECTORS.dark)).toMatchObject(declarations(css, MODE_SELECTORS.dark));
  });
});
