/**
 * Secrets compared and signed without leaking timing. Node-only (node:crypto):
 * the draft-mode and revalidation routes run on the Node.js runtime.
 */
import { createHash, createHmac, timingSafeEqual } from 'node:crypto';

const digest = (value: string) => createHash('sha256').update(value, 'utf8').digest();

/**
 * Constant-time equality of a submitted secret and the configured one. Both
 * sides are hashed first, so neither the content nor the length of the
 * expected secret shows in the time taken.
 */
export function secretsMatch(given: string | null | undefined, expected: string): boolean {
  if (typeof given !== 'string' || given.length === 0 || expected.length === 0) return false;
  return timingSafeEqual(digest(given), digest(expected));
}

/**
 * How draft mode was turned on. `shared`: with the shared secret (a link
 * anyone may have been sent): the page gets live updates from this server
 * and never a Sanity token. `presentation`: from the Studio's Presentation
 * tool, whose viewer is a signed-in editor who can read the dataset anyway:
 * the page may read drafts itself (preview-kit, with the viewer token).
 */
export type PreviewMode = 'shared' | 'presentation';

const TOKEN_VERSION = 'v2';
const MODES: readonly PreviewMode[] = ['shared', 'presentation'];

function sign(key: string, issuedAt: number, mode: PreviewMode): string {
  return createHmac('sha256', key).update(`vitrine-preview:${TOKEN_VERSION}:${issuedAt}:${mode}`).digest('base64url');
}

/**
 * The preview token cookie's value: when it was issued and how, signed with
 * the preview key. Changing the key (PREVIEW_SECRET, or the viewer token) ends every session.
 */
export function issuePreviewToken(key: string, nowSeconds: number, mode: PreviewMode = 'shared'): string {
  const issuedAt = Math.floor(nowSeconds);
  return `${TOKEN_VERSION}.${issuedAt}.${mode}.${sign(key, issuedAt, mode)}`;
}

/** The token's mode when this key signed it at most `maxAgeSeconds` ago (and not in the future); null otherwise. */
export function readPreviewToken(
  token: string | null | undefined,
  key: string,
  nowSeconds: number,
  maxAgeSeconds: number,
): PreviewMode | null {
  if (typeof token !== 'string' || key.length === 0) return null;
  const match = /^v2\.(\d{1,12})\.(shared|presentation)\.([A-Za-z0-9_-]{43})$/.exec(token);
  if (!match) return null;
  const issuedAt = Number(match[1]);
  const mode = match[2] as PreviewMode;
  const age = Math.floor(nowSeconds) - issuedAt;
  if (age < 0 || age > maxAgeSeconds || !MODES.includes(mode)) return null;
  return timingSafeEqual(Buffer.from(match[3]!), Buffer.from(sign(key, issuedAt, mode))) ? mode : null;
}

/** True for a token this key signed, issued at most `maxAgeSeconds` ago (and not in the future). */
export function verifyPreviewToken(
  token: string | null | undefined,
  key: string,
  nowSeconds: number,
  maxAgeSeconds: number,
): boolean {
  return readPreviewToken(token, key, nowSeconds, maxAgeSeconds) !== null;
}
