import { CARD_SEGMENT } from '@vitrine/schemas';
import { CARD_HASH_PARAM, CARD_SIZE, CARD_TYPE } from './card-file';

/**
 * A page's social card, `<page URL>/opengraph-image?v=<its content hash>`,
 * as Open Graph and Twitter name it. Every page's card has that path (the
 * proxy sends it to the card route), so a page never carries its parent's;
 * the hash (social/cards.ts) makes the URL change when the card does, so
 * the server may let caches keep it for ever. Without a hash (none known)
 * the URL still works, revalidated each time.
 */
export function socialCardImages(pageUrl: string, alt?: string | null, hash?: string | null) {
  const url = `${pageUrl}/${CARD_SEGMENT}${hash ? `?${CARD_HASH_PARAM}=${hash}` : ''}`;
  return [{ url, ...CARD_SIZE, type: CARD_TYPE, ...(alt ? { alt } : {}) }];
}
