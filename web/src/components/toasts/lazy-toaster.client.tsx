'use client';

import { useEffect, useRef, useState, type ComponentType, type CSSProperties, type Ref } from 'react';
import { useTheme } from 'next-themes';
import type { ToasterProps } from 'sonner';
import { TOASTS } from '@/config/toasts';
import { isToastHotkey, toastRegionLabel } from './hotkey';
import { registerToasterMount } from './notify';

/**
 * The notifications region exactly as sonner's <Toaster> renders it while it
 * has no toast, so it is in the server HTML (a landmark, a live region, Alt+T
 * in its name) without sonner's code. Sonner's own region replaces it in the
 * same commit: never two regions, and nothing moves (both are empty blocks).
 */
export function ToastRegion({ label, ref }: { label: string; ref?: Ref<HTMLElement> }) {
  return (
    <section
      ref={ref}
      aria-label={toastRegionLabel(label)}
      tabIndex={-1}
      aria-live="polite"
      aria-relevant="additions text"
      aria-atomic="false"
      data-react-aria-top-layer
    />
  );
}

/**
 * The single toast area (settings from config/toasts): the region from the
 * first paint, sonner mounted in its place the first time a toast is shown.
 * Alt+T focuses the region until there is a toast list, then sonner focuses
 * the list.
 */
export function LazyToaster({
  label,
  position = TOASTS.position,
}: {
  label: string;
  position?: ToasterProps['position'];
}) {
  const { resolvedTheme } = useTheme();
  const [Toaster, setToaster] = useState<ComponentType<ToasterProps & { ref?: Ref<HTMLElement> }> | null>(null);
  const region = useRef<HTMLElement>(null);
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
      if (isToastHotkey(event) && !region.current?.querySelector('ol')) region.current?.focus({ preventScroll: true });
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, []);

  // Runs after the Toaster's own effects (children first): it is listening now.
  useEffect(() => {
    if (Toaster) for (const resolve of mounted.current.splice(0)) resolve();
  }, [Toaster]);

  if (!Toaster) return <ToastRegion label={label} ref={region} />;
  return (
    <Toaster
      ref={region}
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
