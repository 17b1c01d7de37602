'use client';

import { useSyncExternalStore } from 'react';
import dynamic from 'next/dynamic';
import type { LivePreviewProps } from '@/preview/types';

/**
 * The only preview module a page imports, and it is rendered in draft mode
 * only: preview-kit or the event listener of a shared preview, and Visual
 * Editing inside the Studio, load from separate chunks when it renders, so the public
 * bundle never carries them.
 */
const LivePreview = dynamic(() => import('./live-preview.client').then((module) => module.LivePreview), {
  ssr: false,
});
const StudioBridge = dynamic(() => import('./studio-bridge.client').then((module) => module.StudioBridge), {
  ssr: false,
});
const PreviewEvents = dynamic(() => import('./preview-events.client').then((module) => module.PreviewEvents), {
  ssr: false,
});

/** Inside the Studio's Presentation tool: the page is in its iframe, or in a window it opened. */
const inStudio = () => window.self !== window.top || Boolean(window.opener);
const unchanging = () => () => {};

export function LivePreviewLoader(props: LivePreviewProps) {
  const studio = useSyncExternalStore(unchanging, inStudio, () => false);
  return (
    <>
      {props.mode === 'presentation' ? <LivePreview {...props} /> : <PreviewEvents since={props.since} />}
      {studio ? <StudioBridge /> : null}
    </>
  );
}
