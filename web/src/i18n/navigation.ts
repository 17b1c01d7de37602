import { createElement } from 'react';
import { getLocale } from 'next-intl/server';
import { defaultLocale, isLocale, localizedPath, type Locale } from '@vitrine/schemas';
import { PrefetchLink, type PrefetchLinkProps } from './link.client';

export type Href = string | { pathname: string; query?: Record<string, string | undefined> };

/**
 * Where a link goes in a language: `/about` → `/fr/about`, `/` → `/fr` (the
 * prefix is schemas' `localizedPath`), with its query if any.
 */
export function localizedHref(href: Href, locale: Locale): string {
  const { pathname, query } = typeof href === 'string' ? { pathname: href, query: undefined } : href;
  const path = localizedPath(locale, pathname);
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
  const requested = await getLocale();
  const locale = isLocale(requested) ? requested : defaultLocale;
  return createElement(PrefetchLink, { ...props, href: localizedHref(href, locale) });
}
