'use client';

import { useSyncExternalStore } from 'react';
import { SLOTS } from '@/config/slots';

const subscribe = () => () => {};

/**
 * The path the visitor asked for, inside the static 404 screen. The server
 * writes it into the HTML of each response (server/respond.ts fills the
 * slot); once the page is live it is read from the address bar. The static
 * HTML itself only holds a placeholder, which React leaves alone on hydration.
 */
export function RequestedPath() {
  const path = useSyncExternalStore(
    subscribe,
    () => window.location.pathname,
    () => SLOTS.path.placeholder,
  );
  return (
    <span data-vitrine-slot={SLOTS.path.name} suppressHydrationWarning>
      {path}
    </span>
  );
}
