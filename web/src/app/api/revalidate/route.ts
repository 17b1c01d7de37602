import { NextResponse, type NextRequest } from 'next/server';
import { revalidateTag } from 'next/cache';
import { parseBody } from 'next-sanity/webhook';
import { REVALIDATE } from '@/config/preview';
import { env } from '@/env';
import { problem } from '@/preview/http';
import { revalidationTags, webhookDocument } from '@/preview/webhook';

/**
 * POST /api/revalidate: the target of the Sanity webhook (README, "Preview and
 * freshness"). The signature (header `sanity-webhook-signature`, secret
 * SANITY_REVALIDATE_SECRET) is checked with next-sanity's `parseBody`, then
 * the changed document's tags expire: its type and its id. The next visit to
 * any page that shows it renders it again; every other page stays static.
 *
 * 403 when no webhook secret is configured, 401 for a missing or bad
 * signature, 400 for a body that is not JSON naming a document (`_id`,
 * `_type`). None of them revalidates anything.
 */
export async function POST(request: NextRequest) {
  const secret = env().preview.revalidateSecret;
  if (!secret) return problem(403, 'Revalidation is off: SANITY_REVALIDATE_SECRET is not set on this site.');

  let parsed: Awaited<ReturnType<typeof parseBody<unknown>>>;
  try {
    // No wait for eventual consistency: the site reads the API uncached (useCdn: false), and a page
    // re-renders on its next visit, after the webhook.
    parsed = await parseBody<unknown>(request, secret, false);
  } catch {
    return problem(
      400,
      'The body is not JSON. Send the webhook projection {_id, _type, "slug": slug.current, language}.',
    );
  }
  if (parsed.isValidSignature !== true) {
    return problem(
      401,
      'The webhook signature is missing or wrong: check SANITY_REVALIDATE_SECRET against the webhook.',
    );
  }
  const document = webhookDocument(parsed.body);
  if (!document) {
    return problem(400, 'The body names no document: the webhook projection needs at least _id and _type.');
  }

  const tags = revalidationTags(document);
  for (const tag of tags) revalidateTag(tag, REVALIDATE.profile);
  return NextResponse.json({ revalidated: tags }, { headers: { 'Cache-Control': 'no-store' } });
}
