/** The key that signs preview tokens. Server-only: it is a secret. */
import 'server-only';
import { env } from '@/env';

/**
 * PREVIEW_SECRET, or else the viewer token (a Sanity project previewed from
 * the Presentation tool only). Undefined: nothing can turn a preview on.
 */
export function previewKey(): string | undefined {
  const { preview, content } = env();
  return preview.secret ?? (content.source === 'sanity' ? content.readToken : undefined);
}
