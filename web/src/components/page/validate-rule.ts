/**
 * SPEC §2: a page may carry a validate rule; when it fails for a request the
 * page is a 404 ("Page Not Found: {path}"). The rule (schemas, page.validate)
 * may limit the page to some languages and require the path to match a pattern.
 */
import { pagePath } from './page-metadata';

export interface ValidateRule {
  locales?: readonly string[] | null;
  pathPattern?: string | null;
  message?: string | null;
}

/** True when the page may be shown at `path` in `locale`. A malformed pattern fails closed. */
export function passesValidateRule(
  rule: ValidateRule | null | undefined,
  request: { locale: string; path: string },
): boolean {
  if (!rule) return true;
  if (rule.locales && rule.locales.length > 0 && !rule.locales.includes(request.locale)) return false;
  if (rule.pathPattern) {
    try {
      if (!new RegExp(rule.pathPattern).test(request.path)) return false;
    } catch {
      return false;
    }
  }
  return true;
}

/**
 * The page if it may be shown in `locale` at its own path, null otherwise
 * (routes turn null into notFound()). The path is the page's canonical one:
 * `/{locale}` for home, `/{locale}/{slug}` for the rest.
 */
export function visiblePage<Page extends { slug: string; validate: ValidateRule | null }>(
  page: Page | null | undefined,
  locale: string,
): Page | null {
  if (!page) return null;
  return passesValidateRule(page.validate, { locale, path: pagePath(locale, page.slug) }) ? page : null;
}
