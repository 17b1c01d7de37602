/**
 * Whether this request previews drafts. Server-only: reads Next's draft mode,
 * the preview token cookie and the configured secrets.
 */
import 'server-only';
import { cache } from 'react';
import { cookies, draftMode } from 'next/headers';
import { PREVIEW } from '@/config/preview';
import { previewKey } from './key';
import { readPreviewToken, type PreviewMode } from './secret';

export interface PreviewState {
  /** Next.js draft mode is on: the page renders per request, the banner shows. */
  draftMode: boolean;
  /** Draft mode with a valid preview token: content comes from the drafts perspective. */
  active: boolean;
  /** How the preview was turned on (null when it is not active): see `PreviewMode`. */
  mode: PreviewMode | null;
}

const OFF: PreviewState = { draftMode: false, active: false, mode: null };

/**
 * Draft mode is read first, and the cookie only when it is on: reading cookies
 * would opt a page out of static generation, and at build time (or in
 * `generateStaticParams`) there is no request at all.
 */
export const previewState = cache(async (): Promise<PreviewState> => {
  let enabled: boolean;
  try {
    enabled = (await draftMode()).isEnabled;
  } catch {
    return OFF;
  }
  if (!enabled) return OFF;
  const key = previewKey();
  const token = (await cookies()).get(PREVIEW.tokenCookie)?.value;
  const mode = key === undefined ? null : readPreviewToken(token, key, Date.now() / 1000, PREVIEW.sessionMaxAgeSeconds);
  return { draftMode: true, active: mode !== null, mode };
});
