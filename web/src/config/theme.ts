/** Colour modes (light, dark, system); the visitor's choice is kept in localStorage. */
export const COLOR_MODES = ['light', 'dark', 'system'] as const;
export type ColorMode = (typeof COLOR_MODES)[number];

export const THEME = {
  storageKey: 'vitrine-color-mode',
  /** The root shell applies a dark theme by default. */
  defaultMode: 'dark',
  attribute: 'class',
  /**
   * On <html> while the visitor switches modes: globals.css turns every
   * transition off under it, so the new colours do not fade in one element at
   * a time (components/shell/theme-toggle.client.tsx).
   */
  switchingAttribute: 'data-switching-mode',
} as const;

/**
 * The colour mode before the first paint: an inline script that puts the
 * visitor's stored mode (or the default) on <html> before anything is drawn,
 * so a light-mode visitor never sees a dark flash. next-themes takes over once
 * the page is interactive; its own inline script is rendered inert (see
 * components/shell/providers.client.tsx) because its text changes with every
 * build's minifier, while this one is a constant the CSP can trust by hash
 * (security/inline-scripts.ts).
 */
const MODES = ['light', 'dark'];

export const themeScript =
  `(function(){var d=document.documentElement,m;try{m=localStorage.getItem(${JSON.stringify(THEME.storageKey)})}catch(e){}` +
  `if(m==="system"||!m&&${JSON.stringify(THEME.defaultMode)}==="system")m=matchMedia("(prefers-color-scheme: dark)").matches?"dark":"light";` +
  `if(${JSON.stringify(MODES)}.indexOf(m)<0)m=${JSON.stringify(THEME.defaultMode)};` +
  `d.classList.remove(${MODES.map((mode) => JSON.stringify(mode)).join(',')});d.classList.add(m);d.style.colorScheme=m})()`;

/** A page's forced colour mode, applied before the first paint (components/shell/force-color-mode.client.tsx keeps it after). */
export function forceColorModeScript(mode: 'light' | 'dark'): string {
  return `document.documentElement.dataset.forcedTheme=${JSON.stringify(mode)};`;
}
