'use client';

import type { ReactNode } from 'react';
import { ThemeProvider } from 'next-themes';
import { Toaster } from 'sonner';
import { COLOR_MODES, THEME } from '@/config/theme';
import { TOASTS } from '@/config/toasts';

/**
 * The one client wrapper of the shell: colour modes (next-themes, kept in
 * localStorage) and the single toast area (sonner) with the spec's settings.
 */
export function Providers({ children, toastLabel }: { children: ReactNode; toastLabel: string }) {
  return (
    <ThemeProvider
      attribute={THEME.attribute}
      defaultTheme={THEME.defaultMode}
      storageKey={THEME.storageKey}
      themes={COLOR_MODES.filter((mode) => mode !== 'system')}
      enableSystem
      disableTransitionOnChange
    >
      {children}
      <Toaster
        position={TOASTS.position}
        duration={TOASTS.durationMs}
        visibleToasts={TOASTS.visibleToasts}
        gap={TOASTS.gapPx}
        offset={TOASTS.offsetPx}
        mobileOffset={TOASTS.mobileOffsetPx}
        hotkey={[...TOASTS.hotkey]}
        closeButton={TOASTS.closeButton}
        containerAriaLabel={toastLabel}
        theme="system"
        style={{ '--width': `${TOASTS.widthPx}px` } as React.CSSProperties}
      />
    </ThemeProvider>
  );
}
