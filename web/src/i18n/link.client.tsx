'use client';

import NextLink from 'next/link';
import { useRouter } from 'next/navigation';
import { useCallback, type ComponentProps } from 'react';
import { mayPrefetch, type ConnectionLike } from '@/navigation/prefetch-policy';

export type PrefetchLinkProps = Omit<ComponentProps<typeof NextLink>, 'href' | 'ref'> & { href: string };

/**
 * next/link under the site's prefetch policy. Next prefetches a link as soon
 * as it is seen, so a first visit would load the pages of every link in view
 * while the page itself is still loading, and Save-Data or a 2G connection
 * change nothing. Here a link asks Next's scheduler (`router.prefetch`, normal
 * priority: at most 4 requests at once) only when the visitor shows intent,
 * by pointing at it, focusing it or touching it, and only when `mayPrefetch`
 * allows. `prefetch={false}` still opts a link out.
 */
export function PrefetchLink({ prefetch, onMouseEnter, onFocus, onTouchStart, ...props }: PrefetchLinkProps) {
  const router = useRouter();
  const { href } = props;
  const load = useCallback(() => {
    if (prefetch !== false && mayPrefetch((navigator as { connection?: ConnectionLike }).connection)) {
      router.prefetch(href);
    }
  }, [router, href, prefetch]);
  return (
    <NextLink
      {...props}
      prefetch={false}
      onMouseEnter={(event) => {
        onMouseEnter?.(event);
        load();
      }}
      onFocus={(event) => {
        onFocus?.(event);
        load();
      }}
      onTouchStart={(event) => {
        onTouchStart?.(event);
        load();
      }}
    />
  );
}
