/**
 * Where an editor's link goes, for the components that render one: what the
 * link is comes from schemas' `resolveHref`, shared with the Studio's checks.
 */
import { resolveHref } from '@vitrine/schemas';

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
