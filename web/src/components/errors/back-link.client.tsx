'use client';

import type { MouseEvent, ReactNode } from 'react';
import { SLOTS } from '@/config/slots';

/**
 * "Go back": a link to `href` (where the visitor came from, when the server
 * knows, else the home page), and a step back in history once JavaScript runs
 * and there is somewhere to step back to.
 */
export function BackLink({ href, className, children }: { href: string; className?: string; children: ReactNode }) {
  const back = (event: MouseEvent<HTMLAnchorElement>) => {
    if (window.history.length <= 1 || event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
    event.preventDefault();
    window.history.back();
  };
  return (
    <a href={href} className={className} onClick={back} data-vitrine-slot={SLOTS.backHref.name}>
      {children}
    </a>
  );
}
