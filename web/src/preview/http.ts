/** Responses of the draft-mode and revalidation routes. Server-only (next/headers). */
import 'server-only';
import { NextResponse, type NextRequest } from 'next/server';
import { cookies } from 'next/headers';
import { PREVIEW } from '@/config/preview';
import { env } from '@/env';
import { previewCookieOptions } from './cookies';

const NO_STORE = { 'Cache-Control': 'no-store' };

export const NOT_A_SITE_PATH =
  'The redirect must be a path on this site, such as /en/articles/designing-for-calm: no scheme, no host, no "//" or "\\".';

/** A JSON error a person can act on: `{ "error": "…" }`. */
export function problem(status: 400 | 401 | 403 | 413, message: string): NextResponse {
  return NextResponse.json({ error: message }, { status, headers: NO_STORE });
}

/**
 * A temporary redirect to a same-site path (checked by `sameSitePath`). The
 * Location is relative: the browser resolves it against the address it used.
 */
export function redirectTo(path: string): NextResponse {
  return new NextResponse(null, { status: 307, headers: { ...NO_STORE, Location: path } });
}

/** The host the browser asked for: what the Vitrine server wrote in X-Forwarded-Host (from Host, or a trusted proxy). */
export function browserHost(request: NextRequest): string | null {
  return request.headers.get('x-forwarded-host') ?? request.headers.get('host');
}

/** The preview cookies' attributes for this request (see cookies.ts). */
export function cookieOptionsFor(request: NextRequest, maxAgeSeconds?: number) {
  return previewCookieOptions(
    {
      secureCookies: env().server.secureCookies,
      fetchDest: request.headers.get('sec-fetch-dest'),
      fetchSite: request.headers.get('sec-fetch-site'),
    },
    maxAgeSeconds,
  );
}

/**
 * `draftMode().enable()` sets Next's cookie SameSite=None and Secure everywhere;
 * this sets it again, same value, with the attributes fit for this request.
 */
export async function restyleDraftModeCookie(options: ReturnType<typeof cookieOptionsFor>): Promise<void> {
  const jar = await cookies();
  const value = jar.get(PREVIEW.draftModeCookie)?.value;
  if (value) jar.set({ name: PREVIEW.draftModeCookie, value, ...options });
}

/** Sets (or, with `value: null`, expires) a preview cookie on the route's response. */
export async function setPreviewCookie(
  name: string,
  value: string | null,
  options: ReturnType<typeof cookieOptionsFor>,
): Promise<void> {
  const jar = await cookies();
  jar.set({ name, value: value ?? '', ...options, ...(value === null ? { expires: new Date(0), maxAge: 0 } : {}) });
}
