import type { Viewport } from 'next';
import type { ColorScheme } from './scheme';

/** `<meta name="theme-color">` for each colour mode: the browser's bars take the page's background. */
export function themeColors(scheme: ColorScheme): NonNullable<Viewport['themeColor']> {
  return [
    { media: '(prefers-color-scheme: light)', color: scheme.light.bg },
    { media: '(prefers-color-scheme: dark)', color: scheme.dark.bg },
  ];
}
