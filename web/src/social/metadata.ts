import type { Metadata } from 'next';
import { CARD_SEGMENT } from '@/routing/resolve';
import { CARD_SIZE, CARD_TYPE } from './card';

type OpenGraphImages = NonNullable<NonNullable<Metadata['openGraph']>['images']>;

/**
 * og:image for a page of a catch-all route (`/en/studio/process`,
 * `/en/articles/…`), whose folder cannot hold an opengraph-image file: the
 * same `<path>/opengraph-image` the fixed routes get from Next, which the
 * proxy sends to the card route. Pages of fixed routes need nothing: Next
 * adds their card itself.
 */
export function socialCardImages(pagePath: string, alt?: string | null): OpenGraphImages {
  return [{ url: `${pagePath}/${CARD_SEGMENT}`, ...CARD_SIZE, type: CARD_TYPE, ...(alt ? { alt } : {}) }];
}

/** A page's metadata with its social card added to its Open Graph data. */
export function withSocialCard(metadata: Metadata, pagePath: string): Metadata {
  return {
    ...metadata,
    openGraph: {
      ...metadata.openGraph,
      images: socialCardImages(pagePath, metadata.openGraph?.title as string | undefined),
    },
  };
}
