/**
 * The params of a catch-all route (`[locale]/[...slug]`,
 * `[locale]/articles/[...slug]`) read the way its validate rule needs them: a
 * language the site speaks and a well-formed slug, or null (the route's 404).
 * Pure.
 */
import { isLocale, isValidSlug, type Locale } from '@vitrine/schemas';

export function slugParams({
  locale,
  slug,
}: {
  locale: string;
  slug: string[];
}): { locale: Locale; slug: string } | null {
  if (!isLocale(locale)) return null;
  let joined: string;
  try {
    joined = slug.map(decodeURIComponent).join('/');
  } catch {
    return null;
  }
  return isValidSlug(joined) ? { locale, slug: joined } : null;
}
