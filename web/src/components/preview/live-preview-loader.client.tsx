'use client';

import dynamic from 'next/dynamic';
import type { LivePreviewProps } from '@/preview/types';

/**
 * The only preview module a page imports, and it is rendered in draft mode
 * only: preview-kit and the Visual Editing overlays load from a separate
 * chunk when it renders, so the public bundle never carries them.
 */
const LivePreview = dynamic(() => import('./live-preview.client').then((module) => module.LivePreview), {
  ssr: false,
});

export function LivePreviewLoader(props: LivePreviewProps) {
  return <LivePreview {...props} />;
}
