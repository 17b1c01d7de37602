'use client';

import { useEffect } from 'react';
import { useRouter } from 'next/navigation';

/**
 * Live updates of a shared-secret preview: the server says when the drafts
 * changed (app/api/draft-mode/events), and the page renders again on the
 * server (`router.refresh()`: no reload, scroll and state kept). No token
 * and no content ever reach the browser this way, only the word "change".
 */
export function PreviewEvents({ since }: { since: string }) {
  const router = useRouter();
  useEffect(() => {
    const events = new EventSource(`/api/draft-mode/events?since=${encodeURIComponent(since)}`);
    events.addEventListener('change', () => router.refresh());
    return () => events.close();
  }, [router, since]);
  return null;
}
