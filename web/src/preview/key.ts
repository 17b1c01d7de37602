/** The key that signs preview tokens. Server-only: it is a secret. */
import 'server-only';
import { randomBytes } from 'node:crypto';
import { env } from '@/env';

/**
 * A key for this process, when only the local Content Lake's Presentation
 * tool can turn previews on (`npm run dev` with no PREVIEW_SECRET). On
 * globalThis: the proxy and the route handlers are separate bundles of one
 * process, and must sign and check with the same key. A restart ends previews.
 */
const processKey = (): string =>
  ((globalThis as Record<symbol, unknown>)[Symbol.for('vitrine.preview-process-key')] ??=
    randomBytes(32).toString('base64url')) as string;

/**
 * PREVIEW_SECRET, or else the viewer token (a Sanity project previewed from
 * the Presentation tool only), or else a key of this process when the local
 * source has a local Content Lake. Undefined: nothing can turn a preview on.
 */
export function previewKey(): string | undefined {
  const { preview, content } = env();
  if (preview.secret) return preview.secret;
  if (content.source === 'sanity') return content.readToken;
  return content.lakeUrl ? processKey() : undefined;
}
