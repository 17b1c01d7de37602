/**
 * The site's colours from the owner's two palette choices: every shade as a
 * CSS variable, and the tokens components use (`--bg`, `--primary`…) for
 * light and dark. Shades are picked by contrast, not by a fixed step, so each
 * of the Studio's choices keeps text at WCAG AA: a pale primary such as
 * yellow gets a darker shade for links in light mode than emerald does.
 * Pure; runs wherever the settings are read (the layout at build time, social
 * cards, the manifest).
 */
import { defaultNeutralColor, defaultPrimaryColor, type NeutralColor, type PrimaryColor } from '@vitrine/schemas';
import { AA_TEXT, contrast, mix, over, withAlpha } from './color';
import { PALETTES, SHADES, shade, type Palette, type Shade } from './palettes';

export type Mode = 'light' | 'dark';

/** The tokens of one colour mode, by CSS variable name (without `--`). */
export interface ModeTokens {
  bg: string;
  fg: string;
  muted: string;
  subtle: string;
  border: string;
  surface: string;
  'surface-strong': string;
  primary: string;
  'primary-fg': string;
  'primary-solid': string;
  'primary-soft': string;
  danger: string;
  glow: string;
}

export interface ColorScheme {
  primary: PrimaryColor;
  neutral: NeutralColor;
  light: ModeTokens;
  dark: ModeTokens;
  /** Opaque colours a translucent token turns into over each background, for contrast checks. */
  soft: Record<Mode, { alpha: number; color: string }>;
}

const WHITE = '#ffffff';
const RED = PALETTES.red;

/** Translucent primary behind chips and quotes, and the glow behind the page. */
const SOFT = { light: { step: 500, alpha: 0.1 }, dark: { step: 400, alpha: 0.12 } } as const;
const GLOW = { light: { step: 500, alpha: 0.1 }, dark: { step: 400, alpha: 0.08 } } as const;

/** The first candidate that reads at AA on every background; the Studio's palettes all have one (scheme.test.ts). */
function firstReadable(candidates: readonly string[], backgrounds: readonly string[], role: string): string {
  const color = candidates.find((candidate) =>
    backgrounds.every((background) => contrast(candidate, background) >= AA_TEXT),
  );
  if (!color) throw new Error(`No shade reads at AA as ${role}`);
  return color;
}

const shades = (palette: Palette, steps: readonly Shade[]) => steps.map((step) => shade(palette, step));

function lightTokens(p: Palette, n: Palette): ModeTokens {
  const bg = shade(n, 50);
  const surface = WHITE;
  const soft = SOFT.light;
  const softColor = shade(p, soft.step);
  const backgrounds = [bg, surface, over(softColor, soft.alpha, bg), over(softColor, soft.alpha, surface)];
  return {
    bg,
    fg: shade(n, 950),
    muted: shade(n, 600),
    subtle: firstReadable(shades(n, [500, 600]), [bg, surface], 'light subtle text'),
    border: shade(n, 200),
    surface,
    'surface-strong': mix(shade(n, 100), shade(n, 200), 1 / 3),
    primary: firstReadable(shades(p, [700, 800, 900]), backgrounds, 'light primary text'),
    'primary-fg': WHITE,
    'primary-solid': firstReadable(shades(p, [600, 700, 800, 900]), [WHITE], 'light button'),
    'primary-soft': withAlpha(softColor, soft.alpha),
    danger: shade(RED, 700),
    glow: withAlpha(shade(p, GLOW.light.step), GLOW.light.alpha),
  };
}

function darkTokens(p: Palette, n: Palette): ModeTokens {
  const bg = shade(n, 950);
  const surface = mix(shade(n, 900), bg, 0.25);
  const soft = SOFT.dark;
  const softColor = shade(p, soft.step);
  const backgrounds = [bg, surface, over(softColor, soft.alpha, bg), over(softColor, soft.alpha, surface)];
  const primaryFg = shade(p, 950);
  return {
    bg,
    fg: shade(n, 50),
    muted: shade(n, 400),
    subtle: firstReadable([mix(shade(n, 400), shade(n, 500), 0.5), shade(n, 400)], [bg, surface], 'dark subtle text'),
    border: shade(n, 800),
    surface,
    'surface-strong': shade(n, 800),
    primary: firstReadable(shades(p, [400, 300, 200]), backgrounds, 'dark primary text'),
    'primary-fg': primaryFg,
    'primary-solid': firstReadable(shades(p, [400, 300, 200]), [primaryFg], 'dark button'),
    'primary-soft': withAlpha(softColor, soft.alpha),
    danger: shade(RED, 400),
    glow: withAlpha(shade(p, GLOW.dark.step), GLOW.dark.alpha),
  };
}

function isPrimary(name: unknown): name is PrimaryColor {
  return typeof name === 'string' && Object.hasOwn(PALETTES, name) && !isNeutral(name);
}
function isNeutral(name: unknown): name is NeutralColor {
  return name === 'slate' || name === 'gray' || name === 'zinc' || name === 'neutral' || name === 'stone';
}

/** Each pair's scheme, made once per process: a page rendered per request (draft mode) reads it twice. */
const schemes = new Map<string, ColorScheme>();

/**
 * The scheme of the owner's choice; a name the site does not know (an old or
 * hand-edited value) falls back to the default. Shared between callers: read
 * it, never change it.
 */
export function colorScheme(primary?: string | null, neutral?: string | null): ColorScheme {
  const p = isPrimary(primary) ? primary : defaultPrimaryColor;
  const n = isNeutral(neutral) ? neutral : defaultNeutralColor;
  const key = `${p}:${n}`;
  let scheme = schemes.get(key);
  if (!scheme) schemes.set(key, (scheme = makeScheme(p, n)));
  return scheme;
}

function makeScheme(p: PrimaryColor, n: NeutralColor): ColorScheme {
  return {
    primary: p,
    neutral: n,
    light: lightTokens(PALETTES[p], PALETTES[n]),
    dark: darkTokens(PALETTES[p], PALETTES[n]),
    soft: {
      light: { alpha: SOFT.light.alpha, color: shade(PALETTES[p], SOFT.light.step) },
      dark: { alpha: SOFT.dark.alpha, color: shade(PALETTES[p], SOFT.dark.step) },
    },
  };
}

/** The selectors of each mode, as app/globals.css writes them (a page may force one mode). */
export const MODE_SELECTORS: Record<Mode, string> = {
  light: ":root,html[data-forced-theme='light']",
  dark: "html.dark:not([data-forced-theme='light']),html[data-forced-theme='dark']",
};

function declarations(entries: [string, string][]): string {
  return entries.map(([name, value]) => `--${name}:${value}`).join(';');
}

/**
 * The stylesheet the layout inlines: every shade of both palettes
 * (`--primary-50` … `--neutral-950`), then each mode's tokens. It overrides
 * app/globals.css, whose defaults are this function's output for the default
 * palettes (scheme.test.ts holds them equal).
 */
export function schemeCss(scheme: ColorScheme): string {
  let css = stylesheets.get(scheme);
  if (css === undefined) stylesheets.set(scheme, (css = makeSchemeCss(scheme)));
  return css;
}

const stylesheets = new WeakMap<ColorScheme, string>();

function makeSchemeCss(scheme: ColorScheme): string {
  const variables = (prefix: string, palette: Palette) =>
    SHADES.map((step): [string, string] => [`${prefix}-${step}`, shade(palette, step)]);
  const all = [...variables('primary', PALETTES[scheme.primary]), ...variables('neutral', PALETTES[scheme.neutral])];
  return [
    `:root{${declarations(all)}}`,
    `${MODE_SELECTORS.light}{${declarations(Object.entries(scheme.light))}}`,
    `${MODE_SELECTORS.dark}{${declarations(Object.entries(scheme.dark))}}`,
  ].join('\n');
}
