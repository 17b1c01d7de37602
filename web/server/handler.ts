/**
 * The request handler of the Node server: the door checks (guard.ts), who the
 * client really is (security/trust-proxy.ts), then Next.js, with every
 * response finished on the way out (respond.ts). A HEAD is answered as a GET
 * without its body (head.ts).
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { TLSSocket } from 'node:tls';
import { PREVIEW, REVALIDATE } from '../src/config/preview';
import { previewKey } from '../src/preview/key';
import { readPreviewToken } from '../src/preview/secret';
import { baseHeaders, RESOURCE_POLICY, type SitePolicy } from '../src/security/headers';
import { resolveClient, type TrustProxy } from '../src/security/trust-proxy';
import { checkRequest, DROPPED_REQUEST_HEADERS } from './guard';
import { answerHeadAsGet } from './head';
import { cacheKey, Microcache, replay } from './microcache';
import { finishResponses } from './respond';

export type NextHandler = (req: IncomingMessage, res: ServerResponse) => Promise<void>;

export interface HandlerOptions {
  next: NextHandler;
  trustProxy: TrustProxy;
  policy: SitePolicy;
  issueFormToken: () => string;
  /** Next's answers for prerendered pages, kept a moment (microcache.ts); none by default. */
  microcache?: Microcache;
  /** Each page's first-paint rewrite (first-paint.ts); none by default. */
  firstPaint?: (page: Buffer) => Buffer;
}

/** A cookie's value, decoded; undefined when absent or not valid percent-encoding (a client's forgery, never ours). */
function cookie(header: string, name: string): string | undefined {
  const raw = new RegExp(`(?:^|;\\s*)${name}=([^;]*)`).exec(header)?.[1];
  if (raw === undefined) return undefined;
  try {
    return decodeURIComponent(raw);
  } catch {
    return undefined;
  }
}

/** Draft mode opened from the Presentation tool (its signed preview token says so), read from the cookies. */
function presentation(req: IncomingMessage): boolean {
  const cookies = String(req.headers.cookie ?? '');
  const token = cookie(cookies, PREVIEW.tokenCookie);
  const key = previewKey();
  if (cookie(cookies, PREVIEW.draftModeCookie) === undefined || !token || !key) return false;
  return readPreviewToken(token, key, Date.now() / 1000, PREVIEW.sessionMaxAgeSeconds) === 'presentation';
}

/** Empties the cache as the response is written, when it succeeds: before anything the route does after it. */
function emptiedOnSuccess(res: ServerResponse, microcache: Microcache): void {
  const end = res.end.bind(res) as (...args: unknown[]) => ServerResponse;
  res.end = ((...args: unknown[]) => {
    if (res.statusCode < 300) microcache.clear();
    return end(...args);
  }) as ServerResponse['end'];
}

export function createHandler({ next, trustProxy, policy, issueFormToken, microcache, firstPaint }: HandlerOptions) {
  return async (req: IncomingMessage, res: ServerResponse): Promise<void> => {
    const header = (name: string) => {
      const value = req.headers[name];
      return Array.isArray(value) ? value.join(', ') : value;
    };
    const client = resolveClient(
      {
        peer: req.socket.remoteAddress,
        forwardedFor: header('x-forwarded-for'),
        forwardedProto: header('x-forwarded-proto'),
        forwardedHost: header('x-forwarded-host'),
        host: header('host'),
        encrypted: Boolean((req.socket as TLSSocket).encrypted),
      },
      trustProxy,
    );

    const refusal = checkRequest(req.method, req.url, header('content-length'), header('next-action') !== undefined);
    if (refusal) {
      const body = `${refusal.message}\n`;
      res.writeHead(refusal.status, {
        ...baseHeaders({ https: client.https, framedByStudio: false }),
        ...refusal.headers,
        'Content-Security-Policy': RESOURCE_POLICY,
        'Content-Type': 'text/plain; charset=utf-8',
        'Content-Length': Buffer.byteLength(body),
        'Cache-Control': 'no-store',
        Connection: 'close',
      });
      res.end(req.method === 'HEAD' ? undefined : body);
      return;
    }

    // Next and the site read these; they now say what this server knows, not what the client claimed.
    for (const name of DROPPED_REQUEST_HEADERS) delete req.headers[name];
    req.headers['x-forwarded-for'] = client.address;
    req.headers['x-real-ip'] = client.address;
    req.headers['x-forwarded-proto'] = client.https ? 'https' : 'http';
    if (client.host) req.headers['x-forwarded-host'] = client.host;

    // From here on a HEAD is a GET whose body is not sent: every header is the GET's (head.ts).
    answerHeadAsGet(req, res);
    const [path = '/', query = ''] = (req.url ?? '/').split(/\?(.*)/s, 2);
    finishResponses(res, {
      request: req,
      path,
      query,
      client,
      policy,
      issueFormToken,
      firstPaint,
      presentation: presentation(req),
    });
    if (microcache) {
      const key = cacheKey(req.method, req.url, req.headers);
      const kept = key === null ? undefined : microcache.get(key);
      if (kept) return replay(kept, res);
      if (key !== null) microcache.record(key, res);
      // The webhook revalidated content: what is kept is out of date (its warm-up requests must reach Next).
      else if (req.method === 'POST' && path === REVALIDATE.path) emptiedOnSuccess(res, microcache);
    }
    await next(req, res);
  };
}
