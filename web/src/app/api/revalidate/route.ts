import { request as httpRequest } from 'node:http';
import { after, NextResponse, type NextRequest } from 'next/server';
import { revalidateTag } from 'next/cache';
import { REVALIDATE } from '@/config/preview';
import { getRouteIndex } from '@/content';
import { expireMemo } from '@/content/memo';
import { revalidationTags, TAGS } from '@/content/tags';
import { env } from '@/env';
import { logOncePer } from '@/log';
import { problem } from '@/preview/http';
import { isServerless } from '@/security/host';
import { siteIndexOf } from '@/routing/site-index';
import {
  checkSignature,
  pagesToWarm,
  SIGNATURE_HEADER,
  signWebhook,
  WEBHOOK_MAX_BYTES,
  webhookDocument,
} from '@/preview/webhook';

/**
 * POST /api/revalidate: the target of the Sanity webhook (docs/owner-guide.md,
 * "Fresh content without a rebuild"). In this order, and nothing is parsed before the signature holds:
 *
 * 1. 403 when no webhook secret is configured;
 * 2. 413 for a body over 64 KiB, before it is read (Content-Length), or as soon
 *    as the bytes read pass the limit;
 * 3. 401 for a missing, wrong, or more than five minutes old signature,
 *    checked on the raw body;
 * 4. 400 for a body that is not JSON naming a document (`_id`, `_type`).
 *
 * Then the changed document's tags are marked stale (its type and its id), and
 * the pages that show it are requested once, in the background: each renders
 * again while visitors keep getting the page they had, and if the CMS cannot
 * answer that render, the last good page stays. When every render that began
 * before the webhook has ended (`REVALIDATE.settleMs`), the tags are marked
 * stale once more (the route calls itself, signed): such a render may have
 * read the old content and stored its page after the first mark, as if fresh.
 * On Vercel and Netlify no server listens on 127.0.0.1:PORT to ask: the pages
 * render on their next visit, and the second mark is made here, in `after()`
 * (as long as the platform lets the function run).
 */
/** A warm-up request that has not answered by then is given up (its page renders on its next visit). */
const OWN_REQUEST_TIMEOUT_MS = 60_000;
/** How long the warm-up waits for one page to be rendered again before it goes on to the next. */
const WARM_WAIT_MS = 5_000;
const WARM_POLL_MS = 50;

export async function POST(request: NextRequest) {
  const secret = env().preview.revalidateSecret;
  if (!secret) return problem(403, 'Revalidation is off: SANITY_REVALIDATE_SECRET is not set on this site.');

  const raw = await readLimited(request, WEBHOOK_MAX_BYTES);
  if (raw === null) return problem(413, `The body is larger than ${WEBHOOK_MAX_BYTES / 1024} KiB.`);

  const signature = checkSignature(raw, request.headers.get(SIGNATURE_HEADER), secret, Date.now());
  if (!signature.ok) return problem(401, signature.reason);

  let body: unknown;
  try {
    body = JSON.parse(raw);
  } catch {
    body = null;
  }
  const document = webhookDocument(body);
  if (!document) {
    return problem(
      400,
      'The body names no document: send the projection {_id, _type, "slug": slug.current, language}.',
    );
  }

  const tags = revalidationTags(document);
  const offeredBefore = await offered();
  for (const tag of tags) revalidateTag(tag, REVALIDATE.profile);
  expireMemo(tags);
  const settling = request.headers.get(REVALIDATE.settleHeader) === '1';
  const settled = Date.now() + REVALIDATE.settleMs;
  after(async () => {
    // A language's first document (or its last) changes the languages the site offers: every page's
    // language menu, rendered under the `languages` tag, renders again; the proxy's index is already fresh.
    const offeredAfter = await offered();
    if (offeredBefore !== null && offeredAfter !== null && offeredBefore.join() !== offeredAfter.join())
      for (const tag of TAGS.languages) revalidateTag(tag, REVALIDATE.profile);
    const serverless = isServerless(env().server.host);
    if (!serverless) await warm(document._id, pagesToWarm(document));
    if (settling) return;
    await new Promise((resolve) => setTimeout(resolve, Math.max(0, settled - Date.now())));
    if (!serverless) return settle(raw, secret);
    for (const tag of tags) revalidateTag(tag, REVALIDATE.profile);
    expireMemo(tags);
  });
  return NextResponse.json({ revalidated: tags }, { headers: { 'Cache-Control': 'no-store' } });
}

/** The languages the site offers now, from the proxy's route index (null when the CMS has never answered). */
async function offered(): Promise<readonly string[] | null> {
  try {
    return siteIndexOf(await getRouteIndex()).offered;
  } catch {
    return null;
  }
}

/** The body as text, or null as soon as it is larger than `limit` bytes (a declared length is believed first). */
async function readLimited(request: NextRequest, limit: number): Promise<string | null> {
  const declared = Number(request.headers.get('content-length') ?? '0');
  if (declared > limit) return null;
  if (!request.body) return '';
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > limit) {
      await reader.cancel();
      return null;
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks).toString('utf8');
}

/**
 * Asks this server for each page, so it renders again now (stale-while-revalidate) instead of for a visitor,
 * one page after another: the first request is answered with the stale page and starts the render, and the
 * page is asked again until it is no longer stale (or `WARM_WAIT_MS` passed), so the changed page itself,
 * first in the list, does not share the CPU with every list that shows it. With several instances, a page
 * another instance is already rendering is not stale here (next-cache-handler.ts) and is passed at once.
 */
async function warm(id: string, paths: string[]): Promise<void> {
  const unanswered: string[] = [];
  for (const path of paths) {
    const deadline = Date.now() + WARM_WAIT_MS;
    let answer: OwnAnswer;
    while ((answer = await ownRequest('GET', path, { 'user-agent': 'vitrine-revalidate' })).cache === 'STALE') {
      if (Date.now() >= deadline) break;
      await new Promise((resolve) => setTimeout(resolve, WARM_POLL_MS));
    }
    if (!answer.answered) unanswered.push(path);
  }
  // One line per webhook: what it asked for, or that this server is not where the route looked for it.
  if (unanswered.length === 0) console.info(`[revalidate] ${id}: ${paths.length} pages asked for again.`);
  else {
    const { host, port } = ownAddress();
    logOncePer(
      'revalidate:own-request',
      60_000,
      'warn',
      `[revalidate] ${id}: nothing answered at ${host}:${port} for ${unanswered.join(', ')}: they render on their next ` +
        'visit. Set PORT (and HOSTNAME) as the server listens (docs/hosting.md).',
    );
  }
}

/** The second mark: this route called again with the same body, signed now, as a settling call. */
async function settle(raw: string, secret: string): Promise<void> {
  await ownRequest(
    'POST',
    REVALIDATE.path,
    {
      'content-type': 'application/json',
      'content-length': String(Buffer.byteLength(raw)),
      [SIGNATURE_HEADER]: signWebhook(raw, secret, Date.now()),
      [REVALIDATE.settleHeader]: '1',
      'user-agent': 'vitrine-revalidate',
    },
    raw,
  );
}

/** Where this server listens, as PORT and HOSTNAME say (`next start -p` sets PORT itself; every interface is asked on loopback). */
function ownAddress(): { host: string; port: number } {
  const { port, hostname } = env().server;
  return { host: !hostname || hostname === '0.0.0.0' || hostname === '::' ? '127.0.0.1' : hostname, port };
}

interface OwnAnswer {
  /** The server answered, whatever the status. */
  answered: boolean;
  /** Next's cache state of the answer (`HIT`, `STALE`…), if it says one. */
  cache?: string;
}

/**
 * One request to this server, read to the end; never fails (a page that
 * cannot render now renders on its next visit). Through node:http, not
 * `fetch`: Next's fetch, called from `after()`, never settles.
 */
function ownRequest(method: string, path: string, headers: Record<string, string>, body?: string): Promise<OwnAnswer> {
  const { host, port } = ownAddress();
  return new Promise((resolve) => {
    const request = httpRequest({ host, port, method, path, headers, timeout: OWN_REQUEST_TIMEOUT_MS }, (response) => {
      const cache = response.headers['x-nextjs-cache'];
      response.resume();
      response.on('end', () => resolve({ answered: true, cache: typeof cache === 'string' ? cache : undefined }));
      response.on('error', () => resolve({ answered: true }));
    });
    request.on('timeout', () => request.destroy());
    request.on('error', () => resolve({ answered: false }));
    request.end(body);
  });
}
