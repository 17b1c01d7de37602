'use client';

import NextLink from 'next/link';
import { useRouter } from 'next/navigation';
import { useCallback, type ComponentProps } from 'react';
import { mayPrefetch, type ConnectionLike } from '@/navigation/prefetch-policy';

export type PrefetchLinkProps = Omit<ComponentProps<typeof NextLink>, 'href' | 'ref'> & { href: string };

let observer: IntersectionObserver | undefined;
const onSeen = new WeakMap<Element, () => void>();

/** One observer for every link on the page, with Next's margin: a link is "seen" 200 px before it scrolls in. */
function whenSeen(element: Element, callback: () => void): () => void {
  observer ??= new IntersectionObserver(
    (entries) => {
      for (const entry of entries) if (entry.isIntersecting) onSeen.get(entry.target)?.();
    },
    { rootMargin: '200px' },
  );
  onSeen.set(element, callback);
  observer.observe(element);
  return () => observer?.unobserve(element);
}

/**
 * next/link under the site's prefetch policy. Next prefetches a link when it
 * is seen, at most 4 requests at once, but a hovered link may go past that
 * limit, and Save-Data or a 2G connection change nothing. Here the link asks
 * Next's scheduler itself, at normal priority (`router.prefetch`), when it is
 * seen or hovered, and only when `mayPrefetch` allows. `prefetch={false}`
 * still opts a link out.
 */
export function PrefetchLink({ prefetch, onMouseEnter, onTouchStart, ...props }: PrefetchLinkProps) {
  const router = useRouter();
  const { href } = props;
  const load = useCallback(() => {
    if (prefetch !== false && mayPrefetch((navigator as { connection?: ConnectionLike }).connection)) {
      router.prefetch(href);
    }
  }, [router, href, prefetch]);
  const observe = useCallback(
    (element: HTMLAnchorElement | null) => (element ? whenSeen(element, load) : undefined),
    [load],
  );
  return (
    <NextLink
      {...props}
      prefetch={false}
      ref={observe}
      onMouseEnter={(event) => {
        onMouseEnter?.(event);
        load();
      }}
      onTouchStart={(event) => {
        onTouchStart?.(event);
        load();
      }}
    />
  );
}
