/**
 * Content rules shared by the Studio's validation and the site's rendering.
 * Pure functions, no `sanity` import: the site may use them to drop an unsafe
 * or empty link instead of rendering it.
 */

/** URL schemes an editor may link to (http(s), mailto, tel only). */
export const allowedUrlSchemes = ['http', 'https', 'mailto', 'tel'] as const;

/** One slug segment: lowercase ASCII words joined by single hyphens. */
const SEGMENT = '[a-z0-9]+(?:-[a-z0-9]+)*';

/** A slug: one or more segments separated by `/` (e.g. `studio/process`). */
export const slugPattern = new RegExp(`^${SEGMENT}(?:/${SEGMENT})*$`);

/** `#rrggbb` colours, for the web manifest. */
export const hexColorPattern = /^#[0-9a-f]{6}$/i;

/** A phone number as people write it: digits, spaces, dots, dashes, brackets, an optional leading `+`. */
export const phonePattern = /^\+?[0-9][0-9 ().-]{5,}[0-9]$/;

/** True for absolute http(s), mailto and tel URLs; false for anything else (javascript:, data:, relative…). */
export function isExternalUrl(value: unknown): value is string {
  if (typeof value !== 'string' || value.trim() !== value || value === '') return false;
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return false;
  }
  const scheme = url.protocol.slice(0, -1);
  if (!(allowedUrlSchemes as readonly string[]).includes(scheme)) return false;
  if (scheme === 'http' || scheme === 'https') return url.hostname !== '';
  return url.pathname !== '';
}

const SITE_ORIGIN = 'https://site.invalid';

/**
 * True for a path inside the site (`/fr/contact`, `/en/articles/x#top`): it starts
 * with one `/`, names no host (never `//host` or `/\\host`) and has no whitespace.
 */
export function isSitePath(value: unknown): value is string {
  if (typeof value !== 'string' || !value.startsWith('/') || value.startsWith('//')) return false;
  if (/[\s\\]/.test(value)) return false;
  try {
    return new URL(value, SITE_ORIGIN).origin === SITE_ORIGIN;
  } catch {
    return false;
  }
}

/** A link target an editor may use: a site path, an in-page anchor, or an allowed external URL. */
export function isSafeHref(value: unknown): value is string {
  if (typeof value === 'string' && /^#[A-Za-z][\w-]*$/.test(value)) return true;
  return isSitePath(value) || isExternalUrl(value);
}

/**
 * Turns a title into a slug: strips accents (é → e, ç → c, ã → a), lowercases,
 * keeps `/` so a slug may span segments, and collapses everything else to `-`.
 */
export function slugify(input: string): string {
  return input
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .split('/')
    .map((segment) => segment.replace(/[^a-z0-9]+/g, '-').replace(/^-+|-+$/g, ''))
    .filter((segment) => segment !== '')
    .join('/')
    .slice(0, 120);
}

/** Words in a text, for reading time estimates outside GROQ (e.g. the dataset generator). */
export function countWords(text: string): number {
  return text.split(/\s+/).filter((word) => word !== '').length;
}
