/**
 * What an editor's link is. Content links are site paths written with their
 * language (`/en/contact`), in-page anchors, or absolute http(s)/mailto/tel
 * URLs (`isSafeHref`); anything else is dropped rather than rendered. Pure.
 */
import { isLocale, type Locale } from '../locales';
import { isExternalUrl, isSafeHref, isSitePath } from '../rules';

export type ResolvedHref =
  /** A page of this site: `href` without its language prefix, `locale` when the link names one. */
  | { kind: 'internal'; href: string; locale?: Locale }
  /** An anchor on the current page. */
  | { kind: 'anchor'; href: string }
  /** Another site (opens in a new tab), or a mailto:/tel: link (stays in place). */
  | { kind: 'external'; href: string; newTab: boolean };

export function resolveHref(value: string | null | undefined): ResolvedHref | null {
  if (!isSafeHref(value)) return null;
  if (value.startsWith('#')) return { kind: 'anchor', href: value };
  if (isSitePath(value)) {
    const [, first = '', ...rest] = value.split('/');
    const head = first.split(/[?#]/)[0];
    if (isLocale(head)) {
      const remainder = [first.slice(head.length), ...rest].join('/');
      const path = remainder.startsWith('/') ? remainder : `/${remainder}`;
      return { kind: 'internal', href: path, locale: head };
    }
    return { kind: 'internal', href: value };
  }
  if (isExternalUrl(value)) return { kind: 'external', href: value, newTab: /^https?:/.test(value) };
  return null;
}
