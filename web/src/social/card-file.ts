/**
 * What a social card file is, for the code that draws it (social/) and the
 * server that serves it (server/cards.ts), which must not load the drawing.
 */
import { createHash } from 'node:crypto';

export const CARD_SIZE = { width: 1200, height: 630 } as const;
export const CARD_TYPE = 'image/png';

/**
 * A social card's content hash: the first 96 bits of the SHA-256 of its PNG,
 * base64url (16 characters). The card routes' pages name it in their card's
 * URL (social/cards.tsx) and the server computes it from the bytes it serves
 * (server/cards.ts): one function, so the two always agree.
 */
export function pngHash(png: Uint8Array): string {
  return createHash('sha256').update(png).digest('base64url').slice(0, 16);
}

/** The query parameter of a card's URL that carries its hash (social/metadata.ts writes it, server/cards.ts reads it). */
export const CARD_HASH_PARAM = 'v';
