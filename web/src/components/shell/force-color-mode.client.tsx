'use client';

import { useEffect } from 'react';
import { resolveForcedColorMode } from './force-color-mode';

/**
 * Keeps a page's forced colour mode on <html> while the page is shown, and
 * gives the visitor's own mode back when they navigate away. The server
 * renders an inline script beside it so the first paint is already right.
 */
export function ForceColorMode({ mode }: { mode: string }) {
  useEffect(() => {
    const forced = resolveForcedColorMode(mode);
    if (!forced) return;
    const root = document.documentElement;
    root.dataset.forcedTheme = forced;
    return () => {
      delete root.dataset.forcedTheme;
    };
  }, [mode]);
  return null;
}
