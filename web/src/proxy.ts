import { NextResponse, type NextRequest } from 'next/server';
import createMiddleware from 'next-intl/middleware';
import { redirectListQuery } from '@vitrine/schemas';
import { contentSource } from './content/source-of-env';
import { cachedRules, matchRedirect, type RedirectRule } from './content/redirects';
import { env } from './env';
import { isForeignLocalePrefix, rootRedirect } from './i18n/root-redirect';
import { routing } from './i18n/routing';

const intl = createMiddleware(routing);

const redirectRules = cachedRules(
  () =>
    contentSource().fetch<RedirectRule[]>({
      name: 'redirectListQuery',
      query: redirectListQuery,
      perspective: 'published',
      tags: ['redirect'],
    }),
  60_000,
);

/**
 * Runs before every page request (SPEC §2):
 * 1. a configured root redirect (ROOT_REDIRECT_TARGET/STATUS) wins for `/`;
 * 2. CMS `redirect` documents;
 * 3. a first segment shaped like a language we do not speak is a 404;
 * 4. next-intl: an unprefixed path redirects to the detected locale's prefix,
 *    the `i18n_redirected` cookie winning over Accept-Language, then `en`.
 */
export default async function proxy(request: NextRequest) {
  const configured = rootRedirect(request.nextUrl, env().rootRedirect);
  if (configured) return NextResponse.redirect(configured.location, configured.status);
  const cms = matchRedirect(request.nextUrl, await redirectRules());
  if (cms) return NextResponse.redirect(cms.location, cms.status);
  if (isForeignLocalePrefix(request.nextUrl.pathname)) {
    // Rendered by the default locale's "no route matches" screen; the address bar keeps the path.
    return NextResponse.rewrite(
      new URL(`/${routing.defaultLocale}/_unmatched${request.nextUrl.pathname}`, request.url),
    );
  }
  return intl(request);
}

export const config = {
  // Everything except API routes, Next internals, the dataset images and files with an extension.
  matcher: ['/((?!api|_next|_vercel|dataset-images|.*\\..*).*)'],
};
