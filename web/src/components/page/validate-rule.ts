/**
 * A page may carry a validate rule (schemas, page.validate: some languages
 * only, a path pattern); when it fails for a request the page is a 404
 * ("Page Not Found: {path}"). The rule itself lives with the routes
 * (schemas/src/routes.ts, passesValidateRule).
 */
import { pagePath, passesValidateRule, type Locale, type ValidateRule } from '@vitrine/schemas';

/**
 * The page if it may be shown in `locale` at its own path, null otherwise
 * (routes turn null into notFound()). The path is the page's canonical one:
 * `/{locale}` for home, `/{locale}/{slug}` for the rest.
 */
export function visiblePage<Page extends { slug: string; validate: ValidateRule | null }>(
  page: Page | null | undefined,
  locale: Locale,
): Page | null {
  if (!page) return null;
  return passesValidateRule(page.validate, { locale, path: pagePath(locale, page.slug) }) ? page : null;
}
