import { createElement } from 'react';
import { getLocale } from 'next-intl/server';
import type { Locale } from '@vitrine/schemas';
import { PrefetchLink, type PrefetchLinkProps } from './link.client';

export type Href = string | { pathname: string; query?: Record<string, string | undefined> };

/**
 * The path of a page in a language: `/about` → `/fr/about`, `/` → `/fr`
 * (every page lives under its language prefix, routing.ts).
 */
export function localizedPath(href: Href, locale: Locale): string {
  const { pathname, query } = typeof href === 'string' ? { pathname: href, query: undefined } : href;
  const path = pathname === '/' ? `/${locale}` : `/${locale}${pathname.startsWith('/') ? '' : '/'}${pathname}`;
  const search = new URLSearchParams(
    Object.entries(query ?? {}).filter((entry): entry is [string, string] => entry[1] !== undefined),
  ).toString();
  return search ? `${path}?${search}` : path;
}

/**
 * A link to a page of the site in the current language. A server component
 * over next/link (through link.client.tsx, which adds the prefetch policy),
 * so no i18n runtime ships to the browser just to prefix a path. Use this,
 * never next/link directly.
 */
export async function Link({ href, ...props }: Omit<PrefetchLinkProps, 'href'> & { href: Href }) {
  const locale = (await getLocale()) as Locale;
  return createElement(PrefetchLink, { ...props, href: localizedPath(href, locale) });
}
