'use client';

import { useEffect, type ReactNode } from 'react';
import type { ToastPosition } from '@vitrine/schemas';
import { ThemeProvider } from 'next-themes';
import { LazyToaster } from '@/components/toasts/lazy-toaster.client';
import { COLOR_MODES, THEME } from '@/config/theme';
import { guardReloads } from '@/navigation/reloads';

/**
 * The one client wrapper of the shell: colour modes (next-themes, kept in
 * localStorage), the single toast area (sonner, loaded on first use), and the
 * guard on the full page loads the page starts by itself (a new deployment,
 * a missing chunk).
 *
 * Not `disableTransitionOnChange`: next-themes applies the mode once more as
 * it mounts, and with that option it adds a style that stops every transition
 * and takes it out: two style passes over the whole page on every load. The
 * header's switch turns transitions off itself, on a click
 * (theme-toggle.client.tsx).
 */
export function Providers({
  children,
  toastLabel,
  toastPosition,
}: {
  children: ReactNode;
  toastLabel: string;
  toastPosition?: ToastPosition;
}) {
  useEffect(guardReloads, []);
  return (
    <ThemeProvider
      attribute={THEME.attribute}
      defaultTheme={THEME.defaultMode}
      storageKey={THEME.storageKey}
      themes={COLOR_MODES.filter((mode) => mode !== 'system')}
      enableSystem
      // Its pre-paint script is replaced by config/theme.ts's themeScript (a constant the CSP can hash): this one stays inert data.
      scriptProps={{ type: 'application/json' }}
    >
      {children}
      <LazyToaster label={toastLabel} position={toastPosition} />
    </ThemeProvider>
  );
}
