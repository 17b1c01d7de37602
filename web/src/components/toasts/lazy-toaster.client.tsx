'use client';

import { useEffect, useRef, useState, type ComponentType, type CSSProperties } from 'react';
import { useTheme } from 'next-themes';
import type { ToasterProps } from 'sonner';
import { TOASTS } from '@/config/toasts';
import { loadToasts, registerToasterMount } from './notify';

/**
 * The single toast area (its settings in config/toasts), mounted the
 * first time a toast is shown or the visitor presses Alt+T. `position` is the
 * owner's choice (site settings).
 */
export function LazyToaster({
  label,
  position = TOASTS.position,
}: {
  label: string;
  position?: ToasterProps['position'];
}) {
  const { resolvedTheme } = useTheme();
  const [Toaster, setToaster] = useState<ComponentType<ToasterProps> | null>(null);
  const mounted = useRef<(() => void)[]>([]);

  useEffect(() => {
    registerToasterMount(
      () =>
        new Promise<void>((resolve) => {
          mounted.current.push(resolve);
          void import('sonner').then((sonner) => setToaster(() => sonner.Toaster));
        }),
    );
    const onKey = (event: KeyboardEvent) => {
      if (event.altKey && event.code === 'KeyT') void loadToasts();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);

  // Runs after the Toaster's own effects (children first): it is listening now.
  useEffect(() => {
    if (Toaster) for (const resolve of mounted.current.splice(0)) resolve();
  }, [Toaster]);

  if (!Toaster) return null;
  return (
    <Toaster
      position={position}
      duration={TOASTS.durationMs}
      visibleToasts={TOASTS.visibleToasts}
      gap={TOASTS.gapPx}
      offset={TOASTS.offsetPx}
      mobileOffset={TOASTS.mobileOffsetPx}
      hotkey={[...TOASTS.hotkey]}
      closeButton={TOASTS.closeButton}
      containerAriaLabel={label}
      theme={resolvedTheme === 'light' ? 'light' : 'dark'}
      style={{ '--width': `${TOASTS.widthPx}px` } as CSSProperties}
    />
  );
}
