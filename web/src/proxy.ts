import { NextResponse, type NextRequest } from 'next/server';
import createMiddleware from 'next-intl/middleware';
import { env } from './env';
import { rootRedirect } from './i18n/root-redirect';
import { routing } from './i18n/routing';

const intl = createMiddleware(routing);

/**
 * Runs before every page request (SPEC §2):
 * 1. a configured root redirect (ROOT_REDIRECT_TARGET/STATUS) wins for `/`;
 * 2. next-intl: an unprefixed path redirects to the detected locale's prefix,
 *    the `i18n_redirected` cookie winning over Accept-Language, then `en`.
 */
export default function proxy(request: NextRequest) {
  const configured = rootRedirect(request.nextUrl, env().rootRedirect);
  if (configured) return NextResponse.redirect(configured.location, configured.status);
  return intl(request);
}

export const config = {
  // Everything except API routes, Next internals, the dataset images and files with an extension.
  matcher: ['/((?!api|_next|_vercel|dataset-images|.*\\..*).*)'],
};
