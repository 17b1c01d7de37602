/**
 * The Vitrine server's alone (`npm start`); hosts that run Next themselves
 * have their own edge cache, or none.
 *
 * A short-lived copy of what Next.js answered for a prerendered page, so that
 * a busy page is answered without Next for a moment: Next's routing, the
 * proxy (src/proxy.ts) and its cache lookup cost about five times what
 * serving the bytes does. What is kept is Next's own answer, before the
 * server finishes it (respond.ts), so a page served from here is finished
 * exactly as one served by Next: its CSP, its per-response slots (the contact
 * form's token), its compression.
 *
 * Only a request that every visitor would get the same answer to is served
 * from here or fills it: a GET of a page, without a query, a draft-mode
 * cookie, a conditional or partial request, or Next's client-router headers.
 * Only an answer Next served from its prerender cache is kept: a 200 page
 * whose Cache-Control lets shared caches keep it, that sets no cookie. The
 * copy lives `ttlMs` at most, and the revalidation webhook empties the cache,
 * so a published change waits no longer than it did without it.
 */
import type { IncomingHttpHeaders, OutgoingHttpHeaders, ServerResponse } from 'node:http';
import { MICROCACHE } from '../src/config/http';
import { PREVIEW } from '../src/config/preview';
import { NOT_PAGES } from './guard';
import { toBuffer } from './respond';
import { isNotFoundScreen } from './slots';

export interface MicrocacheLimits {
  /** How long a copy is served. */
  ttlMs: number;
  /** All copies together, in body bytes; the oldest go first (a copy lives a second: no need to track use). */
  maxBytes: number;
  /** A larger page is never kept. */
  maxEntryBytes: number;
}

export interface StoredAnswer {
  status: number;
  headers: OutgoingHttpHeaders;
  body: Buffer;
  storedAt: number;
}

/** Request headers that make Next answer differently for the same path (its `Vary`, conditionals, ranges). */
const PERSONAL_HEADERS = [
  'rsc',
  'next-router-state-tree',
  'next-router-prefetch',
  'next-router-segment-prefetch',
  'next-action',
  'next-url',
  'if-none-match',
  'if-modified-since',
  'if-match',
  'if-unmodified-since',
  'if-range',
  'range',
] as const;

/** Headers that belong to one connection or one response, never to a copy. */
const CONNECTION_HEADERS = ['date', 'connection', 'keep-alive', 'transfer-encoding', 'content-length'];

const DRAFT_COOKIES = new RegExp(`(?:^|;\\s*)(?:${PREVIEW.draftModeCookie}|${PREVIEW.tokenCookie})=`);

/** The cache key of a request that may be answered from a copy (its path), or null. */
export function cacheKey(
  method: string | undefined,
  url: string | undefined,
  headers: IncomingHttpHeaders,
): string | null {
  if (method !== 'GET' || !url || url.includes('?') || url.includes('#')) return null;
  if (NOT_PAGES.test(url)) return null;
  for (const name of PERSONAL_HEADERS) if (headers[name] !== undefined) return null;
  if (DRAFT_COOKIES.test(String(headers.cookie ?? ''))) return null;
  return url;
}

/** An answer every visitor may get: a 200 page from Next's prerender cache, shareable, setting no cookie. */
export function storable(status: number, headers: OutgoingHttpHeaders): boolean {
  const value = (name: string) => {
    const header = headers[name];
    return header === undefined ? undefined : String(header);
  };
  const cacheControl = value('cache-control') ?? '';
  return (
    status === 200 &&
    (value('content-type') ?? '').startsWith('text/html') &&
    value('x-nextjs-cache') === 'HIT' &&
    /(^|,\s*)s-maxage=\d+/.test(cacheControl) &&
    !/private|no-store|no-cache/.test(cacheControl) &&
    headers['set-cookie'] === undefined &&
    headers['content-encoding'] === undefined
  );
}

export class Microcache {
  private readonly entries = new Map<string, StoredAnswer>();
  private bytes = 0;

  constructor(
    private readonly limits: MicrocacheLimits,
    private readonly now: () => number = Date.now,
  ) {}

  /** A fresh copy for this key, or undefined. */
  get(key: string): StoredAnswer | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    if (this.now() - entry.storedAt < this.limits.ttlMs) return entry;
    this.entries.delete(key);
    this.bytes -= entry.body.length;
    return undefined;
  }

  set(key: string, answer: Omit<StoredAnswer, 'storedAt'>): void {
    if (answer.body.length > this.limits.maxEntryBytes || !storable(answer.status, answer.headers)) return;
    // The 404 screen answers every unknown path: kept under each, it would cost memory per random URL.
    if (isNotFoundScreen(answer.body)) return;
    const old = this.entries.get(key);
    if (old) this.bytes -= old.body.length;
    this.entries.delete(key);
    this.entries.set(key, { ...answer, storedAt: this.now() });
    this.bytes += answer.body.length;
    for (const [oldest, entry] of this.entries) {
      if (this.bytes <= this.limits.maxBytes) break;
      this.entries.delete(oldest);
      this.bytes -= entry.body.length;
    }
  }

  clear(): void {
    this.entries.clear();
    this.bytes = 0;
  }

  /** Body bytes held. */
  get size(): number {
    return this.bytes;
  }

  /**
   * Records what Next writes to `res` and keeps it under `key` if it may be
   * kept. Call after `finishResponses`, so the record is Next's answer as
   * Next wrote it, before the server finishes it.
   */
  record(key: string, res: ServerResponse): void {
    const writeHead = res.writeHead.bind(res) as (...args: unknown[]) => ServerResponse;
    const write = res.write.bind(res) as (...args: unknown[]) => boolean;
    const end = res.end.bind(res) as (...args: unknown[]) => ServerResponse;
    const chunks: Buffer[] = [];
    let status: number | undefined;
    let headers: OutgoingHttpHeaders | undefined;
    let keep = true;

    res.writeHead = ((...args: unknown[]) => {
      const result = writeHead(...args);
      // What Next's headers were, as the server holds them until the body is complete.
      status = res.statusCode;
      headers = res.getHeaders();
      return result;
    }) as ServerResponse['writeHead'];
    res.write = ((chunk: unknown, ...rest: unknown[]) => {
      if (typeof chunk === 'string' || chunk instanceof Uint8Array) chunks.push(toBuffer(chunk, rest[0]));
      else keep = false;
      return write(chunk, ...rest);
    }) as ServerResponse['write'];
    res.end = ((chunk?: unknown, ...rest: unknown[]) => {
      if (typeof chunk === 'string' || chunk instanceof Uint8Array) chunks.push(toBuffer(chunk, rest[0]));
      else if (chunk !== undefined && chunk !== null && typeof chunk !== 'function') keep = false;
      // A response already on the wire (streamed through) has headers the server changed: not Next's answer.
      if (keep && !res.headersSent) {
        const answer = { ...(headers ?? res.getHeaders()) };
        for (const name of CONNECTION_HEADERS) delete answer[name];
        this.set(key, { status: status ?? res.statusCode, headers: answer, body: Buffer.concat(chunks) });
      }
      return end(chunk, ...rest);
    }) as ServerResponse['end'];
  }
}

/** Writes a kept answer to `res` as Next would have written it (through the server's finishing, respond.ts). */
export function replay(answer: StoredAnswer, res: ServerResponse): void {
  res.statusCode = answer.status;
  for (const [name, value] of Object.entries(answer.headers)) if (value !== undefined) res.setHeader(name, value);
  res.setHeader(MICROCACHE.header, 'hit');
  res.end(answer.body);
}
