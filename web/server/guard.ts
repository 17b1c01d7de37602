/**
 * Requests refused at the door, before Next.js sees them: what no page of
 * the site could ever answer, and what has made Next answer 500 (a malformed
 * percent-escape, a null byte). A bare Next app answers these with 404 or
 * 400; so do we, with a short body. Pure.
 */

import { CONTACT } from '../src/config/contact';
import { PREVIEW } from '../src/config/preview';
import { INTERNAL_ROUTE, POST_ENDPOINTS } from '../src/config/routing';

export interface Refusal {
  status: 400 | 405 | 413;
  message: string;
  headers?: Record<string, string>;
}

/** Longer than any path the site makes (a slug is at most a few hundred characters). */
export const MAX_URL_LENGTH = 4096;
/** The largest body any route accepts (the contact form's is 128 KB, the webhook's 64 KiB). */
export const MAX_BODY_BYTES = 1024 * 1024;
export const METHODS = ['GET', 'HEAD', 'POST', 'OPTIONS'] as const;

const CONTROL = /[\u0000-\u001f\u007f]/;

/** Where no page lives: APIs, Next's files, dataset images. */
export const NOT_PAGES = /^\/(api|_next|dataset-images)(\/|$)/;

const STATIC_FILES = /^\/(_next|dataset-images)(\/|$)/;

/** `/_next/image?url=`: only a path on this site (Next turns `/\\host` into a 500 fetching it). */
function imageSourceIsLocal(url: string): boolean {
  const source = new URLSearchParams(url.split('?')[1] ?? '').get('url');
  return source === null || /^\/(?![/\\])/.test(source);
}

/** `serverAction`: the request names one (a `next-action` header). */
export function checkRequest(
  method: string | undefined,
  url: string | undefined,
  contentLength?: string,
  serverAction = false,
): Refusal | null {
  if (!(METHODS as readonly string[]).includes(method ?? '')) {
    return { status: 405, message: 'Method not allowed.', headers: { Allow: METHODS.join(', ') } };
  }
  if (!url || !url.startsWith('/') || url.startsWith('//')) return { status: 400, message: 'Bad request target.' };
  if (url.length > MAX_URL_LENGTH) return { status: 400, message: 'Address too long.' };
  if (CONTROL.test(url)) return { status: 400, message: 'Bad request target.' };
  const path = url.split(/[?#]/, 1)[0]!;
  let decoded: string;
  try {
    decoded = decodeURIComponent(path);
  } catch {
    return { status: 400, message: 'Malformed percent-encoding in the path.' };
  }
  if (CONTROL.test(decoded)) return { status: 400, message: 'Control characters in the path.' };
  // Browsers resolve `.` and `..` before they send a path: only a hand-made request has them, to walk around routes.
  if (decoded.split('/').some((segment) => segment === '.' || segment === '..')) {
    return { status: 400, message: 'Dot segments in the path.' };
  }
  if (serverAction && NOT_PAGES.test(decoded)) return { status: 400, message: 'Server actions are posted to pages.' };
  // Next's files and the dataset's images are read-only: a post there would reach Next's page renderer.
  if (method === 'POST' && STATIC_FILES.test(decoded)) {
    return { status: 405, message: 'Method not allowed.', headers: { Allow: 'GET, HEAD' } };
  }
  // Next would take a form post to an API path without a POST handler as a page's server action, and fail.
  if (method === 'POST' && /^\/api(\/|$)/.test(decoded) && !POST_ENDPOINTS.includes(decoded.replace(/\/+$/, ''))) {
    return { status: 405, message: 'Method not allowed.', headers: { Allow: 'GET, HEAD' } };
  }
  if (decoded === '/_next/image' && !imageSourceIsLocal(url)) return { status: 400, message: 'Bad image source.' };
  if (contentLength !== undefined) {
    // A page takes a POST only as the contact form's action: refused here past its limit, before Next reads it.
    const limit = method === 'POST' && !path.startsWith('/api/') ? CONTACT.bodySizeLimitBytes : MAX_BODY_BYTES;
    if (!/^\d+$/.test(contentLength) || Number(contentLength) > limit) {
      return { status: 413, message: 'Request body too large.' };
    }
  }
  return null;
}

/**
 * Headers only Next.js itself or a proxy the operator runs may set. From a
 * client they are dropped: Next's internal ones (a middleware subrequest
 * marker once let clients skip middleware), and the forwarded ones, which the
 * server rewrites from what it knows (security/trust-proxy.ts).
 */
export const DROPPED_REQUEST_HEADERS = [
  'x-middleware-subrequest',
  'x-middleware-invoke',
  'x-middleware-next',
  'x-middleware-rewrite',
  'x-middleware-set-cookie',
  'x-invoke-path',
  'x-invoke-query',
  'x-invoke-output',
  'x-invoke-status',
  'x-invoke-error',
  'x-next-revalidate-tag-token',
  'x-prerender-revalidate',
  'x-prerender-revalidate-if-generated',
  'x-nextjs-data',
  'x-now-route-matches',
  'x-matched-path',
  'x-forwarded-for',
  'x-forwarded-host',
  'x-forwarded-proto',
  'x-forwarded-port',
  'x-real-ip',
  'forwarded',
  // Only the proxy names the route that answers a request (config/routing.ts).
  INTERNAL_ROUTE.header,
  // Only the proxy may hand a page's `?preview=` to the enable route.
  ...Object.values(PREVIEW.pageHeaders),
] as const;
