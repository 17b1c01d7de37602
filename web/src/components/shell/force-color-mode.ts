/**
 * A page may force a colour mode. Only light and dark can be forced;
 * forcing `system` is refused with a console warning and the visitor's own
 * choice stays. globals.css keys off `html[data-forced-theme=…]`.
 */
import type { forcedColorModes } from '@vitrine/schemas';

/**
 * The schema's `forcedColorModes`, restated so the client leaf does not pull
 * the schemas entry (and its queries) into the browser bundle; a test keeps both equal.
 */
export const FORCEABLE_MODES = ['light', 'dark'] as const satisfies ReadonlyArray<(typeof forcedColorModes)[number]>;

export type ForcedColorMode = (typeof FORCEABLE_MODES)[number];

/** The mode to force, or null (none asked, or refused with a warning). */
export function resolveForcedColorMode(
  value: unknown,
  warn: (message: string) => void = console.warn,
): ForcedColorMode | null {
  if (value === null || value === undefined || value === '') return null;
  if ((FORCEABLE_MODES as readonly unknown[]).includes(value)) return value as ForcedColorMode;
  warn(
    value === 'system'
      ? 'A page cannot force the "system" colour mode; keeping the visitor\'s choice.'
      : `Unknown colour mode ${JSON.stringify(value)}; keeping the visitor's choice.`,
  );
  return null;
}
