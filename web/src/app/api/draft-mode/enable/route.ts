import type { NextRequest } from 'next/server';
import { draftMode } from 'next/headers';
import { validatePreviewUrl } from '@sanity/preview-url-secret';
import { PREVIEW } from '@/config/preview';
import { previewClient } from '@/content/source-of-env';
import { env } from '@/env';
import {
  cookieOptionsFor,
  NOT_A_SITE_PATH,
  problem,
  redirectTo,
  restyleDraftModeCookie,
  setPreviewCookie,
} from '@/preview/http';
import { readPreviewPageHeaders } from '@/preview/page-headers';
import { sameSitePath } from '@/preview/redirect';
import { issuePreviewToken, secretsMatch, type PreviewMode } from '@/preview/secret';
import { previewKey } from '@/preview/key';

/** The Presentation tool's parameters (`@sanity/preview-url-secret`). */
const PRESENTATION_SECRET = 'sanity-preview-secret';
const PRESENTATION_PATH = 'sanity-preview-pathname';

/**
 * GET /api/draft-mode/enable turns Next.js draft mode on, two ways:
 *
 * - the Presentation tool: `?sanity-preview-secret=…&sanity-preview-pathname=/path`, a short-lived
 *   secret the Studio stores in the dataset, checked with `validatePreviewUrl` and the viewer token
 *   (sanity source with SANITY_API_READ_TOKEN), or in the local Content Lake (local source, LAKE_PORT);
 * - a shared secret, in both sources: `?secret=…&redirect=/path`, compared in constant time
 *   against PREVIEW_SECRET.
 *
 * On success: Next's draft-mode cookie and the preview token cookie, then a redirect to the path.
 * 403 when previews are not configured, 401 for a missing or wrong secret, 400 for a redirect
 * that is not a path on this site; none of them sets a cookie.
 */
export async function GET(request: NextRequest) {
  const params = request.nextUrl.searchParams;
  const key = previewKey();
  let target: string | null;
  let mode: PreviewMode;

  if (params.has(PRESENTATION_SECRET)) {
    mode = 'presentation';
    const client = previewClient();
    if (!client || !key) {
      return problem(
        403,
        'Draft mode from the Presentation tool is off: it needs a Sanity project (SANITY_PROJECT_ID, SANITY_DATASET) and a viewer token (SANITY_API_READ_TOKEN), or, on the local source, the local Content Lake (LAKE_PORT) and the secret `npm run studio` keeps for this user (VITRINE_CONFIG_DIR).',
      );
    }
    const result = await validatePreviewUrl(client, request.url);
    if (!result.isValid)
      return problem(401, 'The preview secret is wrong or has expired: open the preview from the Studio again.');
    target = sameSitePath(params.get(PRESENTATION_PATH) ?? '/') && sameSitePath(result.redirectTo ?? '/');
  } else {
    mode = 'shared';
    const secret = env().preview.secret;
    if (!secret || !key) return problem(403, 'Draft mode is off: PREVIEW_SECRET is not set on this site.');
    // From `?preview=` on a page, the proxy passes the secret and the page in headers (config/preview.ts).
    const fromPage = readPreviewPageHeaders(request.headers);
    const given = fromPage.secret ?? params.get(PREVIEW.secretParam);
    if (!given) return problem(401, 'The secret is missing: add ?secret=… to the URL.');
    if (!secretsMatch(given, secret)) return problem(401, 'The secret is wrong.');
    target = sameSitePath(fromPage.redirect ?? params.get(PREVIEW.redirectParam) ?? '/');
  }
  if (!target) return problem(400, NOT_A_SITE_PATH);

  (await draftMode()).enable();
  const options = cookieOptionsFor(request, PREVIEW.sessionMaxAgeSeconds);
  await restyleDraftModeCookie(options);
  await setPreviewCookie(PREVIEW.tokenCookie, issuePreviewToken(key, Date.now() / 1000, mode), options);
  return redirectTo(target);
}
