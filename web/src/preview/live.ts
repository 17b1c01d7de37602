/** The live preview's server side: its props, in draft mode with the sanity source only. */
import 'server-only';
import { previewFingerprintQuery } from '@vitrine/schemas';
import { getPreviewFingerprint } from '@/content';
import { liveConfig } from '@/content/source-of-env';
import { previewState } from './state';
import type { LivePreviewProps } from './types';

/**
 * Null on every public page (so neither the token nor the query reaches it),
 * with the local source (a reload shows the dataset file as it is), and
 * without a viewer token.
 */
export async function livePreviewProps(): Promise<LivePreviewProps | null> {
  if (!(await previewState()).active) return null;
  const config = liveConfig();
  if (!config) return null;
  return { config, query: previewFingerprintQuery, initial: await getPreviewFingerprint() };
}
