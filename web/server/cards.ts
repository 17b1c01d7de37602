/**
 * Social cards on the way out (respond.ts): each is named by its content
 * hash (social/card-file.ts), which pages put in its URL (`?v=<hash>`,
 * social/metadata.ts). Pure.
 *
 * - The hash of the bytes served is the card's strong ETag.
 * - Asked for by the hash it has, a card never changes: caches may keep it a
 *   year without asking again (`immutable`).
 * - Asked for without it (or by an old one), it may change at any time:
 *   caches ask again each time, and a conditional request that names the
 *   card they hold is answered 304, without the 100 KB.
 */
import { CARD_SEGMENT } from '@vitrine/schemas';
import { CARD_HASH_PARAM, pngHash } from '../src/social/card-file';

export const CARD_CACHE = {
  hashed: 'public, max-age=31536000, immutable',
  unhashed: 'public, max-age=0, must-revalidate',
} as const;

/** A card's path, as the client asked for it: `<page path>/opengraph-image`. */
export const isCardPath = (path: string) => path.endsWith(`/${CARD_SEGMENT}`);

export interface CardAnswer {
  status: 200 | 304;
  etag: string;
  cacheControl: string;
}

/** How a card of these bytes answers a request with this query string (`?v=…`, or '') and If-None-Match. */
export function cardAnswer(png: Uint8Array, query: string, ifNoneMatch: string | undefined): CardAnswer {
  const hash = pngHash(png);
  const etag = `"${hash}"`;
  const named = new URLSearchParams(query).get(CARD_HASH_PARAM) === hash;
  const held = (ifNoneMatch ?? '')
    .split(',')
    .map((tag) => tag.trim().replace(/^W\//, ''))
    .some((tag) => tag === etag || tag === '*');
  return { status: held ? 304 : 200, etag, cacheControl: named ? CARD_CACHE.hashed : CARD_CACHE.unhashed };
}
