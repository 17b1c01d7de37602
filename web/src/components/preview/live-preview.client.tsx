'use client';

import { Component, Suspense, useEffect, useRef, useState, type ComponentProps, type ReactNode } from 'react';
import { useRouter } from 'next/navigation';
import { createClient } from '@sanity/client';
import { LiveQueryProvider, useLiveQuery } from '@sanity/preview-kit';
import type { LivePreviewProps } from '@/preview/types';

/**
 * preview-kit is typed against @sanity/client 7's class, which TypeScript never matches with 8's (each has its
 * own private members). It calls `config()`, `withConfig()`, `fetch()` and `live.events()`, which 8 kept.
 */
type LiveClient = ComponentProps<typeof LiveQueryProvider>['client'];

/**
 * Live preview of drafts (draft mode, sanity source; loaded lazily by
 * LivePreviewLoader). preview-kit's LiveQueryProvider listens to the Live
 * Content API with the viewer token; `useLiveQuery` re-reads the fingerprint
 * query whenever an event touches it. When the fingerprint changes, the
 * server components render again (`router.refresh()`: no reload, scroll and
 * state kept) with the drafts perspective, so every page stays a server
 * component and nothing renders content on the client twice.
 * Visual Editing, inside the Studio, is StudioBridge's, for either mode.
 */
export function LivePreview({ config, query, initial }: Extract<LivePreviewProps, { mode: 'presentation' }>) {
  const [client] = useState(() =>
    createClient({
      projectId: config.projectId,
      dataset: config.dataset,
      apiHost: config.apiHost,
      useProjectHostname: config.useProjectHostname,
      apiVersion: config.apiVersion,
      useCdn: false,
      perspective: 'drafts',
    }),
  );
  return (
    <Quiet>
      <Suspense fallback={null}>
        <LiveQueryProvider client={client as unknown as LiveClient} token={config.token}>
          <RefreshOnChange query={query} initial={initial} />
        </LiveQueryProvider>
      </Suspense>
    </Quiet>
  );
}

function RefreshOnChange({ query, initial }: { query: string; initial: unknown }) {
  const [snapshot] = useLiveQuery(initial, query);
  const router = useRouter();
  // Refresh once per new fingerprint: a render that still shows older data must not loop.
  const seen = useRef(JSON.stringify(initial));
  useEffect(() => {
    const fingerprint = JSON.stringify(snapshot);
    if (fingerprint === seen.current) return;
    seen.current = fingerprint;
    router.refresh();
  }, [snapshot, router]);
  return null;
}

/** Live updates are a convenience: if they fail (CORS, network), the preview still works with reloads. */
class Quiet extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch(error: unknown) {
    console.warn('Live preview is off; reload the page to see new drafts.', error);
  }

  override render() {
    return this.state.failed ? null : this.props.children;
  }
}
