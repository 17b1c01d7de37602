/** The live preview's server side: its props, in draft mode only. */
import 'server-only';
import { previewFingerprintQuery } from '@vitrine/schemas';
import { getPreviewFingerprint } from '@/content';
import { liveConfig } from '@/content/source-of-env';
import { previewState } from '@/preview/state';
import type { LivePreviewProps } from '@/preview/types';
import { fingerprintOf } from '@/preview/watch';

/**
 * Null on every public page, so neither a token nor a query reaches it.
 * From the Presentation tool with a viewer token: preview-kit reads drafts
 * in the editor's browser. Any other preview (a shared secret, the local
 * source): only a fingerprint; the server watches the drafts itself.
 */
export async function livePreviewProps(): Promise<LivePreviewProps | null> {
  const state = await previewState();
  if (!state.active) return null;
  const initial = await getPreviewFingerprint();
  const config = state.mode === 'presentation' ? liveConfig() : null;
  if (config) return { mode: 'presentation', config, query: previewFingerprintQuery, initial };
  return { mode: 'shared', since: fingerprintOf(initial) };
}
