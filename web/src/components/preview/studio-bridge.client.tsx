'use client';

import { VisualEditing } from 'next-sanity/visual-editing/client-component';

/**
 * Inside the Studio's Presentation tool (an iframe, or a window it opened):
 * Visual Editing's overlays and its channel to the Studio, which reports the
 * page on screen (so the Studio opens its document) and follows the Studio's
 * navigation. Any draft preview, on either source: with the local Content
 * Lake the page refreshes through the server's watcher (PreviewEvents), on
 * Sanity through preview-kit (LivePreview). LivePreviewLoader loads it only
 * inside the Studio.
 */
export function StudioBridge() {
  return <VisualEditing />;
}
