/** SPEC §1, §4: colour modes; the visitor's choice is kept in localStorage. */
export const COLOR_MODES = ['light', 'dark', 'system'] as const;
export type ColorMode = (typeof COLOR_MODES)[number];

export const THEME = {
  storageKey: 'vitrine-color-mode',
  /** The root shell applies a dark theme by default. */
  defaultMode: 'dark',
  attribute: 'class',
} as const;
