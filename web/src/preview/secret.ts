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

const TOKEN_VERSION = 'v1';

function sign(key: string, issuedAt: number): string {
  return createHmac('sha256', key).update(`vitrine-preview:${TOKEN_VERSION}:${issuedAt}`).digest('base64url');
}

/**
 * The preview token cookie's value: when it was issued, signed with the preview
 * key. Changing the key (PREVIEW_SECRET, or the viewer token) ends every session.
 */
export function issuePreviewToken(key: string, nowSeconds: number): string {
  const issuedAt = Math.floor(nowSeconds);
  return `${TOKEN_VERSION}.${issuedAt}.${sign(key, issuedAt)}`;
}

/** True for a token this key signed, issued at most `maxAgeSeconds` ago (and not in the future). */
export function verifyPreviewToken(
  token: string | null | undefined,
  key: string,
  nowSeconds: number,
  maxAgeSeconds: number,
): boolean {
  if (typeof token !== 'string' || key.length === 0) return false;
  const match = /^v1\.(\d{1,12})\.([A-Za-z0-9_-]{43})$/.exec(token);
  if (!match) return false;
  const issuedAt = Number(match[1]);
  const age = Math.floor(nowSeconds) - issuedAt;
  if (age < 0 || age > maxAgeSeconds) return false;
  return timingSafeEqual(Buffer.from(match[2]!), Buffer.from(sign(key, issuedAt)));
}
