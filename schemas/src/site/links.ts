/**
 * Where an editor's link to a page of this site may go, given what the site
 * serves: the one rule the pages (web's content/index.ts rewrites the links of
 * what they render), the content check (web's check/rules/links.ts names the
 * rest) and the Studio (it warns on such a link while the owner edits) share.
 *
 * - A path that answers in its language (./resolve.ts: a page, an
 *   article, a list, a stand-in for a missing translation), or that a redirect
 *   document sends on, is followed as written.
 * - A path that answers nothing there but answers in the default language is
 *   followed there (`/fr/contact` → `/en/contact` when French has no contact page
 *   and is not offered).
 * - Any other is dead: the site renders its text without a link. Pure.
 */
import type { Locale } from '../locales';
import { fixedRoutes, localizedPath, splitLocale } from '../routes';
import { resolveHref } from './href';
import { matchRedirect, type RedirectRule } from './redirects';
import { resolveLocalizedPath } from './resolve';
import type { SiteIndex } from './site-index';

export type InternalLink =
  | { kind: 'live' }
  /** Nothing at `path` in `locale`, but the default language's page at the same path: `href` is its full path. */
  | { kind: 'fallback'; href: string; path: string; locale: Locale }
  /** Nothing at `path` in `locale`, nor in the default language. */
  | { kind: 'dead'; path: string; locale: Locale };

/**
 * What an internal link written in content becomes, for a page shown in
 * `locale` (a link without a language goes to the page's language, as the
 * site's Link does). Null for what is no site path: an anchor, another site,
 * an unsafe target (web/src/routing/href.ts renders those).
 */
export function internalLink(
  value: string | null | undefined,
  locale: Locale,
  index: SiteIndex,
  redirects: readonly RedirectRule[] = [],
): InternalLink | null {
  const target = resolveHref(value);
  if (target?.kind !== 'internal') return null;
  // The language the link names is read against the index's list (the site's, or the content check's snapshot's).
  const href = target.locale ? `/${target.locale}${target.href}` : target.href;
  const cut = href.search(/[?#]/);
  const pathname = cut === -1 ? href : href.slice(0, cut);
  const suffix = cut === -1 ? '' : href.slice(cut);
  const listed = splitLocale(pathname, index.locales);
  const language = listed?.locale ?? locale;
  const rest = (listed ? listed.rest : pathname).replace(/^\/+|\/+$/g, '');
  const answers = (at: Locale) =>
    resolveLocalizedPath(at, rest, index).kind === 'page' || matchRedirect(localizedPath(at, rest), redirects) !== null;
  if (answers(language)) return { kind: 'live' };
  const path = localizedPath(language, rest);
  if (language !== index.defaultLocale && answers(index.defaultLocale)) {
    return { kind: 'fallback', href: `${localizedPath(index.defaultLocale, rest)}${suffix}`, path, locale: language };
  }
  return { kind: 'dead', path, locale: language };
}

/**
 * What a link written in a document becomes on the site: a document without a
 * language (the site settings) links from every page, read in the default
 * language. Null for what is no site path, and for a document in a language the
 * index's list does not have, which the site does not show.
 */
export function documentLink(
  value: string | null | undefined,
  language: string | null,
  index: SiteIndex,
  redirects: readonly RedirectRule[] = [],
): InternalLink | null {
  if (language !== null && !index.locales.includes(language)) return null;
  return internalLink(value, language ?? index.defaultLocale, index, redirects);
}

/** The sections of a page document, as far as `unrenderedLink` reads them. */
interface PageLike {
  _type?: unknown;
  slug?: unknown;
  body?: unknown;
}

/**
 * True for a link the site never renders, so no one should be told about it
 * (the Studio hides its field): the home page's hero takes only its text from
 * the page (the rest comes from the site settings), so its actions are not
 * shown. `sectionKey` is the `_key` of the body section the link sits in.
 */
export function unrenderedLink(document: PageLike, sectionKey: string | undefined): boolean {
  const slug = (document.slug as { current?: unknown } | undefined)?.current;
  if (document._type !== 'page' || slug !== fixedRoutes.home.page || sectionKey === undefined) return false;
  const sections = Array.isArray(document.body) ? (document.body as { _key?: unknown; _type?: unknown }[]) : [];
  return sections.some((section) => section._key === sectionKey && section._type === 'heroSection');
}

/**
 * A query result with each `href` (section buttons, card links, rich text
 * links) as the site can follow it: kept, pointed to the default language's
 * page, or null for a dead link (rendered as text). Objects are copied only
 * where a link changes.
 */
export function withLiveLinks<T>(
  value: T,
  locale: Locale,
  index: SiteIndex,
  redirects: readonly RedirectRule[] = [],
): T {
  const visit = (node: unknown): unknown => {
    if (Array.isArray(node)) {
      const items = node.map(visit);
      return items.some((item, position) => item !== node[position]) ? items : node;
    }
    if (node === null || typeof node !== 'object') return node;
    let copy: Record<string, unknown> | null = null;
    for (const [key, child] of Object.entries(node)) {
      let next = visit(child);
      if (key === 'href' && typeof child === 'string') {
        const link = internalLink(child, locale, index, redirects);
        if (link?.kind === 'fallback') next = link.href;
        if (link?.kind === 'dead') next = null;
      }
      if (next !== child) (copy ??= { ...(node as Record<string, unknown>) })[key] = next;
    }
    return copy ?? node;
  };
  return visit(value) as T;
}
