import type { NextRequest } from 'next/server';
import { draftMode } from 'next/headers';
import { PREVIEW } from '@/config/preview';
import { browserHost, cookieOptionsFor, NOT_A_SITE_PATH, problem, redirectTo, setPreviewCookie } from '@/preview/http';
import { sameSitePath } from '@/preview/redirect';

/** The page the visitor came from, when it is on this site; the banner's "Exit preview" link relies on it. */
function refererPath(request: NextRequest): string {
  const referer = request.headers.get('referer');
  if (!referer) return '/';
  try {
    const url = new URL(referer);
    // The host the browser used, not the server's own address.
    if (url.host !== browserHost(request)) return '/';
    return sameSitePath(`${url.pathname}${url.search}`) ?? '/';
  } catch {
    return '/';
  }
}

/**
 * GET /api/draft-mode/disable turns draft mode off: both preview cookies expire,
 * then a redirect to `?redirect=/path` (a path on this site, else 400), or the
 * page the link was on, or `/`. No secret needed: it only ever ends a preview.
 */
export async function GET(request: NextRequest) {
  const requested = request.nextUrl.searchParams.get(PREVIEW.redirectParam);
  const target = requested === null ? refererPath(request) : sameSitePath(requested);
  if (!target) return problem(400, NOT_A_SITE_PATH);
  (await draftMode()).disable();
  const options = cookieOptionsFor(request);
  await setPreviewCookie(PREVIEW.draftModeCookie, null, options);
  await setPreviewCookie(PREVIEW.tokenCookie, null, options);
  return redirectTo(target);
}
