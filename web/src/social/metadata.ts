import { CARD_SEGMENT } from '@vitrine/schemas';
import { CARD_SIZE, CARD_TYPE } from './card';

/**
 * A page's social card, `<page URL>/opengraph-image`, as Open Graph and
 * Twitter name it: Next's file convention serves it for the fixed routes
 * (app/[locale]/…/opengraph-image.tsx); for pages and articles of the
 * catch-all routes, whose folders cannot hold that file, the proxy sends the
 * same path to the card route. Every route names its card this way, so a
 * page never carries its parent's.
 */
export function socialCardImages(pageUrl: string, alt?: string | null) {
  return [{ url: `${pageUrl}/${CARD_SEGMENT}`, ...CARD_SIZE, type: CARD_TYPE, ...(alt ? { alt } : {}) }];
}
