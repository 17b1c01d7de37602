/**
 * Where an editor's link goes. Content links are site paths written with their
 * language (`/en/contact`), in-page anchors, or absolute http(s)/mailto/tel
 * URLs (schemas' `isSafeHref`); anything else is dropped rather than rendered.
 */
import { isExternalUrl, isLocale, isSafeHref, isSitePath, type Locale } from '@vitrine/schemas';

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

/**
 * An editor's link to another site (a social profile, the meeting booking
 * page): the same check as any link in rich text, and only http(s). Null for
 * anything else (`javascript:`, `data:`, a relative path), which is then not rendered.
 */
export function webHref(value: string | null | undefined): string | null {
  const target = resolveHref(value);
  return target?.kind === 'external' && target.newTab ? target.href : null;
}

/** `mailto:` target for an address that looks like one (no spaces, no query, one @); null otherwise. */
export function mailHref(email: string | null | undefined): string | null {
  return typeof email === 'string' && /^[^\s@?#/\\<>"]+@[^\s@?#/\\<>"]+\.[^\s@?#/\\<>"]+$/.test(email)
    ? `mailto:${email}`
    : null;
}

/** `tel:` target for a phone number as people write it: `+33 6 12 34 56 78` → `tel:+33612345678`. */
export function telHref(phone: string): string {
  const trimmed = phone.trim();
  return `tel:${trimmed.startsWith('+') ? '+' : ''}${trimmed.replace(/\D/g, '')}`;
}

/** The host of a URL without `www.`, to show next to a link (`studio.example`); the URL itself if it has none. */
export function displayHost(url: string): string {
  try {
    return new URL(url).hostname.replace(/^www\./, '') || url;
  } catch {
    return url;
  }
}
