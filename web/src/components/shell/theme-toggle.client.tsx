'use client';

import { useSyncExternalStore } from 'react';
import { flushSync } from 'react-dom';
import { useTheme } from 'next-themes';
import { COLOR_MODES, THEME, type ColorMode } from '@/config/theme';
import { Icon } from '@/components/ui/icon';
import styles from './theme-toggle.module.css';

const ICONS: Record<ColorMode, string> = {
  light:
    'M12 4V2m0 20v-2m8-8h2M2 12h2m13.66-5.66 1.41-1.41M4.93 19.07l1.41-1.41m0-11.32L4.93 4.93m14.14 14.14-1.41-1.41M12 17a5 5 0 1 0 0-10 5 5 0 0 0 0 10Z',
  dark: 'M21 12.79A9 9 0 1 1 11.21 3 7 7 0 0 0 21 12.79Z',
  system: 'M4 5h16v11H4zM8 20h8m-4-4v4',
};

const subscribe = () => () => {};

/**
 * Applies a new mode with every transition off, so the page changes colour at
 * once rather than element by element. next-themes puts the class on <html> in
 * an effect, which `flushSync` runs before it returns; reading a computed
 * style then makes the browser compute the new colours while transitions are
 * off, so lifting the attribute afterwards starts none.
 */
function switchWithoutTransitions(apply: () => void): void {
  const root = document.documentElement;
  root.setAttribute(THEME.switchingAttribute, '');
  try {
    flushSync(apply);
    void getComputedStyle(root).colorScheme;
  } finally {
    root.removeAttribute(THEME.switchingAttribute);
  }
}

/**
 * Light / dark / system. The choice is kept in localStorage by next-themes.
 * Until hydration the current mode is unknown, so no button is pressed.
 */
export function ThemeToggle({ labels, legend }: { labels: Record<ColorMode, string>; legend: string }) {
  const { theme, setTheme } = useTheme();
  const mounted = useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
  return (
    <div role="group" aria-label={legend} className={styles.group}>
      {COLOR_MODES.map((mode) => (
        <button
          key={mode}
          type="button"
          className={styles.button}
          aria-pressed={mounted ? theme === mode : undefined}
          title={labels[mode]}
          onClick={() => switchWithoutTransitions(() => setTheme(mode))}
        >
          <Icon>
            <path d={ICONS[mode]} />
          </Icon>
          <span className="sr-only">{labels[mode]}</span>
        </button>
      ))}
    </div>
  );
}
