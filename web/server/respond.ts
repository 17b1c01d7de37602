/**
 * Every response, on its way out (the Vitrine server, server/main.ts): Next.js
 * writes it, this finishes it. Next already sends what every host sends
 * (next.config.ts: the security headers, a policy that does not depend on the
 * page); this adds what needs the response's bytes, or what only this server
 * knows:
 *
 * - Pages (HTML) are held until complete, then: Next's scripts are made to
 *   wait for the first paint (first-paint.ts); their trusted inline scripts
 *   are hashed into the Content Security Policy (security/inline-scripts.ts),
 *   which replaces the policy every host sends; per-request slots are filled
 *   (config/slots.ts: the 404 screen's path, the contact form's token); the
 *   404 screen (the page with a requested-path slot) gets its status; a bot
 *   gets the status and a one-line body instead of an error screen.
 * - The security headers (security/headers.ts) are stated again with what this
 *   server trusts (HTTPS as a trusted proxy says, a Presentation session's
 *   signed token), and a Cache-Control a CDN can honour (cache-control.ts).
 * - Text is compressed, once per version for static responses (compress.ts).
 * - Social cards are held too: their content hash is their ETag and says how
 *   long they may be kept (cards.ts).
 * - Event streams and other binary files pass straight through.
 */
import { createHash } from 'node:crypto';
import type { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from 'node:http';
import { logOncePer, type Logger } from '../src/log';
import { isBot } from '../src/routing/bots';
import { baseHeaders, pagePolicy, RESOURCE_POLICY, type SitePolicy } from '../src/security/headers';
import { auditInlineScripts, type ScriptAudit } from '../src/security/inline-scripts';
import type { Client } from '../src/security/trust-proxy';
import { CARD_TYPE } from '../src/social/card-file';
import { cacheControl } from './cache-control';
import { cardAnswer, isCardPath } from './cards';
import { acceptsEncoding, ByteCache, compress, isCompressible, negotiateEncoding } from './compress';
import { NOT_PAGES } from './guard';
import { escapeHtml, fillSlots, hasSlots, isNotFoundScreen, splitAtFormToken } from './slots';
import { TokenTemplate } from './token-template';

export interface ResponseContext {
  request: IncomingMessage;
  /** The path as the client asked for it (Next rewrites `request.url` while it handles the request). */
  path: string;
  /** The query string as the client sent it, without `?` ('' for none). */
  query: string;
  client: Client;
  /** A preview opened from the Studio's Presentation tool: the Studio frames the page, which reads the preview API. */
  presentation: boolean;
  policy: SitePolicy;
  /** A fresh contact form token, for a page that has the slot. */
  issueFormToken: () => string;
  /** Rewrites a page to paint before the framework runs (first-paint.ts); pages pass as they are without it. */
  firstPaint?: (page: Buffer) => Buffer;
  log?: Logger;
}

const audits = new Map<string, ScriptAudit>();
const compressed = new ByteCache(48 * 1024 * 1024);
const MAX_AUDITS = 2000;
/** Per version of a page with a form: the contact page in each language, a few versions each. */
const templates = new Map<string, TokenTemplate | null>();
const MAX_TEMPLATES = 64;

const PASS_THROUGH = /^(text\/event-stream|image\/(?!svg)|font\/|audio\/|video\/|application\/(octet-stream|zip|pdf))/;

type WriteHead = ServerResponse['writeHead'];

/** Wraps `res` so that what Next writes is finished here. Call before handing `res` to Next. */
export function finishResponses(res: ServerResponse, context: ResponseContext): void {
  const writeHead = res.writeHead.bind(res) as WriteHead;
  const write = res.write.bind(res) as (...args: unknown[]) => boolean;
  const end = res.end.bind(res) as (...args: unknown[]) => ServerResponse;
  const flushHeaders = res.flushHeaders.bind(res);
  const chunks: Buffer[] = [];
  let mode: 'undecided' | 'hold' | 'pass' = 'undecided';
  let headed = false;

  const decide = () => {
    if (mode !== 'undecided') return;
    const type = String(res.getHeader('content-type') ?? '');
    // A HEAD is held and finished as its GET (server/head.ts sends no body).
    const bodyless = res.statusCode === 204 || res.statusCode === 304;
    // A social card is held too: its hash is its ETag, and says how long it may be kept (cards.ts).
    const card = res.statusCode === 200 && type === CARD_TYPE && isCardPath(context.path);
    mode = !card && (bodyless || res.getHeader('content-encoding') || PASS_THROUGH.test(type)) ? 'pass' : 'hold';
  };

  const headPassThrough = () => {
    if (headed) return;
    headed = true;
    finishHeaders(res, context, { html: false, personalized: false, filled: [] });
    writeHead(res.statusCode);
  };

  res.writeHead = ((statusCode: number, ...rest: unknown[]) => {
    res.statusCode = statusCode;
    const headers = rest.find((arg) => typeof arg === 'object' && arg !== null) as
      OutgoingHttpHeaders | (string | string[])[] | undefined;
    if (Array.isArray(headers)) {
      for (let i = 0; i + 1 < headers.length; i += 2) res.setHeader(String(headers[i]), headers[i + 1]!);
    } else if (headers) {
      for (const [name, value] of Object.entries(headers)) if (value !== undefined) res.setHeader(name, value);
    }
    decide();
    if (mode === 'pass') headPassThrough();
    return res;
  }) as WriteHead;

  res.flushHeaders = () => {
    decide();
    if (mode === 'pass') {
      headPassThrough();
      flushHeaders();
    }
  };

  res.write = ((chunk: unknown, ...rest: unknown[]) => {
    decide();
    if (mode === 'pass') {
      headPassThrough();
      return write(chunk, ...rest);
    }
    if (chunk !== undefined && chunk !== null) chunks.push(toBuffer(chunk, rest[0]));
    const callback = rest.find((arg) => typeof arg === 'function') as (() => void) | undefined;
    callback?.();
    return true;
  }) as ServerResponse['write'];

  res.end = ((chunk?: unknown, ...rest: unknown[]) => {
    decide();
    if (mode === 'pass') {
      headPassThrough();
      return end(chunk, ...rest);
    }
    if (chunk !== undefined && chunk !== null && typeof chunk !== 'function') chunks.push(toBuffer(chunk, rest[0]));
    const callback = [chunk, ...rest].find((arg) => typeof arg === 'function') as (() => void) | undefined;
    // One chunk (a prerendered page, a kept copy) is used as it is: concat would copy it for every response.
    const body = finishHeld(res, context, chunks.length === 1 ? chunks[0]! : Buffer.concat(chunks));
    writeHead(res.statusCode);
    if (!Array.isArray(body)) return end(body, callback);
    // A page joined around its per-response value: its pieces go out in one write of the socket, uncopied.
    res.cork();
    for (const piece of body.slice(0, -1)) write(piece);
    return end(body.at(-1), callback);
  }) as ServerResponse['end'];
}

export function toBuffer(chunk: unknown, encoding: unknown): Buffer {
  if (Buffer.isBuffer(chunk)) return chunk;
  if (chunk instanceof Uint8Array) return Buffer.from(chunk.buffer, chunk.byteOffset, chunk.byteLength);
  return Buffer.from(String(chunk), typeof encoding === 'string' ? (encoding as BufferEncoding) : 'utf8');
}

/** The complete body of a held response: its final bytes (or their pieces, in order), with every header set. */
function finishHeld(res: ServerResponse, context: ResponseContext, answer: Buffer): Buffer | Buffer[] {
  const { request, client, log = console } = context;
  const type = String(res.getHeader('content-type') ?? '');
  const { path } = context;
  const short = shortRefusal(request.method ?? 'GET', path, res.statusCode);
  if (short) {
    res.statusCode = short.status;
    res.setHeader('content-type', 'text/plain; charset=utf-8');
    res.removeHeader('etag');
    return finishBody(res, context, Buffer.from(short.body), { html: false, personalized: false, filled: [] });
  }
  const html = type.startsWith('text/html');
  if (type === CARD_TYPE && isCardPath(path)) return finishCard(res, context, answer);
  // The static 404 screen the proxy sent an unknown path to: Next answers it as the page it is, 200.
  if (html && res.statusCode === 200 && isNotFoundScreen(answer)) res.statusCode = 404;
  // Before the hashes and the slots: the loader it adds is an inline script the policy must trust.
  const raw = html && context.firstPaint ? context.firstPaint(answer) : answer;

  let body = raw;
  let filled: string[] = [];
  let audit: ScriptAudit | undefined;
  if (html) {
    if (res.statusCode >= 400 && isBot(request.headers['user-agent'])) {
      // Bots get the status, a line of text and one log line: no error screen.
      logOncePer(
        `bot:${res.statusCode}`,
        1000,
        'warn',
        `[${res.statusCode}] ${path} (bot: ${request.headers['user-agent']})`,
        { log },
      );
      res.setHeader('content-type', 'text/plain; charset=utf-8');
      res.removeHeader('etag');
      return finishBody(res, context, Buffer.from(`${res.statusCode} ${path}\n`), {
        html: false,
        personalized: false,
        filled: [],
      });
    }
    // A page is decoded once per version (a prerendered page's ETag, or the hash of a rendered page's bytes).
    let text: string | undefined;
    const decoded = () => (text ??= raw.toString('utf8'));
    audit = scriptAudit(res.getHeader('etag'), raw, decoded);
    if (audit.refused.length > 0) {
      logOncePer(
        'csp:refused',
        60_000,
        'warn',
        `[csp] Inline script left out of the policy on ${path}: ${JSON.stringify(audit.refused[0])}`,
        { log },
      );
    }
    if (hasSlots(raw)) {
      const etag = res.getHeader('etag');
      const template = typeof etag === 'string' ? tokenTemplate(etag, decoded) : null;
      if (template) return finishTokenPage(res, context, template, audit);
      const html = decoded();
      const result = fillSlots(html, {
        path,
        backHref: refererPath(request, client.host),
        formToken: html.includes('data-vitrine-slot="form-token"') ? context.issueFormToken() : undefined,
      });
      filled = result.filled;
      if (filled.length > 0) {
        body = Buffer.from(result.html, 'utf8');
        res.removeHeader('etag');
      }
    }
  }
  return finishBody(res, context, body, { html, personalized: filled.includes('formToken'), filled, audit });
}

/** The page of this version cut at its form token, once; null when its slots need the whole page each time. */
function tokenTemplate(etag: string, html: () => string): TokenTemplate | null {
  let template = templates.get(etag);
  if (template === undefined) {
    const halves = splitAtFormToken(html());
    template = halves && new TokenTemplate(Buffer.from(halves[0], 'utf8'), Buffer.from(halves[1], 'utf8'));
    if (templates.size >= MAX_TEMPLATES) templates.delete(templates.keys().next().value!);
    templates.set(etag, template);
  }
  return template;
}

/**
 * A page whose one per-response value is a fresh form token: the halves
 * around it were compressed once (token-template.ts), so a response costs a
 * signature and a checksum. gzip whenever the client takes it, even if it
 * prefers Brotli, whose output cannot be joined that way (the contact page:
 * 21.5 KB, against 22.4 KB at Brotli's per-response quality).
 */
function finishTokenPage(res: ServerResponse, context: ResponseContext, template: TokenTemplate, audit: ScriptAudit) {
  res.removeHeader('etag');
  finishHeaders(res, context, { html: true, personalized: true, filled: ['formToken'], audit });
  const value = Buffer.from(escapeHtml(context.issueFormToken()), 'utf8');
  const accepted = String(context.request.headers['accept-encoding'] ?? '');
  const encoding = acceptsEncoding(accepted, 'gzip') ? 'gzip' : negotiateEncoding(accepted);
  let out = encoding === 'gzip' ? template.gzip(value) : template.plain(value);
  // A client that takes Brotli alone (none we know of) has the page compressed for it.
  if (encoding === 'br') out = [compress(Buffer.concat(out), 'br', 'fast')];
  if (encoding) res.setHeader('content-encoding', encoding);
  appendVary(res, 'Accept-Encoding');
  res.removeHeader('transfer-encoding');
  res.setHeader(
    'content-length',
    out.reduce((bytes, piece) => bytes + piece.length, 0),
  );
  return out;
}

/** A social card: its content hash as a strong ETag, kept for ever when asked for by it, a 304 for the card held. */
function finishCard(res: ServerResponse, context: ResponseContext, png: Buffer): Buffer {
  const header = context.request.headers['if-none-match'];
  const answer = cardAnswer(png, context.query, Array.isArray(header) ? header.join(', ') : header);
  res.setHeader('etag', answer.etag);
  // Finished as the card it is (a 304 of it carries the same fields, as a 304 of a page does, but no policy).
  finishHeaders(res, context, { html: false, personalized: false, filled: [] });
  res.setHeader('cache-control', answer.cacheControl);
  res.removeHeader('transfer-encoding');
  if (answer.status === 304) {
    res.statusCode = 304;
    res.removeHeader('content-security-policy');
    res.removeHeader('content-length');
    return Buffer.alloc(0);
  }
  res.setHeader('content-length', png.length);
  return png;
}

interface Finish {
  html: boolean;
  personalized: boolean;
  filled: string[];
  audit?: ScriptAudit;
}

function finishBody(res: ServerResponse, context: ResponseContext, body: Buffer, finish: Finish): Buffer {
  finishHeaders(res, context, finish);
  const type = String(res.getHeader('content-type') ?? '');
  const encoding = requestedEncoding(context);
  let out = body;
  if (encoding && isCompressible(type, body.length)) {
    const etag = res.getHeader('etag');
    const key = etag ? `${encoding}:${etag}:${body.length}` : undefined;
    const cached = key ? compressed.get(key) : undefined;
    out = cached ?? compress(body, encoding, key ? 'max' : 'fast');
    if (key && !cached) compressed.set(key, out);
    res.setHeader('content-encoding', encoding);
    weakenEtag(res);
  }
  if (isCompressible(type, 1024)) appendVary(res, 'Accept-Encoding');
  res.removeHeader('transfer-encoding');
  res.setHeader('content-length', out.length);
  return out;
}

/** The encoding this response is compressed with, if the client takes one. */
function requestedEncoding(context: ResponseContext) {
  return negotiateEncoding(String(context.request.headers['accept-encoding'] ?? ''));
}

/** A compressed body is not Next's bytes: its ETag says so (a 304 confirming it says the same). */
function weakenEtag(res: ServerResponse): void {
  const etag = res.getHeader('etag');
  if (typeof etag === 'string' && !etag.startsWith('W/')) res.setHeader('etag', `W/${etag}`);
}

function finishHeaders(res: ServerResponse, context: ResponseContext, { html, personalized, audit }: Finish): void {
  const { client, policy, presentation } = context;
  for (const [name, value] of Object.entries(baseHeaders({ https: client.https, framedByStudio: presentation }))) {
    res.setHeader(name, value);
  }
  const cache = cacheControl({
    status: res.statusCode,
    nextCacheControl: res.getHeader('cache-control') as string | undefined,
    personalized,
  });
  if (cache) res.setHeader('cache-control', cache);
  else res.removeHeader('cache-control');
  // A 304 updates the headers a browser or CDN stored with the page: the same Cache-Control, ETag and Vary as
  // the page it confirms (one Next answered with its own year-long header would keep a CDN's copy a year),
  // and no policy of its own.
  if (res.statusCode === 304) {
    res.removeHeader('content-security-policy');
    if (requestedEncoding(context)) {
      weakenEtag(res);
      appendVary(res, 'Accept-Encoding');
    }
    return;
  }
  res.setHeader(
    'content-security-policy',
    html && audit
      ? pagePolicy({
          inlineScripts: audit.hashes,
          images: policy.images,
          connect: presentation ? policy.preview.connect : [],
          frameAncestors: presentation ? policy.preview.frameAncestors : [],
          https: client.https,
        })
      : RESOURCE_POLICY,
  );
}

/**
 * Refusals that need no page: a 404 outside the pages (an API, Next's files,
 * an image) is a line of text, not the 404 screen; and a POST to a page that
 * Next could not take as the contact form's action (a broken body, an unknown
 * action id) is the client's mistake, a 400, whatever Next made of it. So is
 * Next's 409 "Server Action unavailable", wherever it was posted (no route of
 * ours answers 409). The client's action protocol reads a header Next keeps
 * (x-nextjs-action-not-found), not the status.
 */
function shortRefusal(method: string, path: string, status: number): { status: number; body: string } | null {
  if (status === 404 && NOT_PAGES.test(path)) return { status, body: 'Not found\n' };
  if (method === 'POST' && (status === 409 || (status >= 500 && !NOT_PAGES.test(path)))) {
    return { status: 400, body: 'Bad request\n' };
  }
  return null;
}

function scriptAudit(etag: unknown, raw: Buffer, html: () => string): ScriptAudit {
  const key = typeof etag === 'string' ? etag : createHash('sha1').update(raw).digest('base64');
  let audit = audits.get(key);
  if (!audit) {
    audit = auditInlineScripts(html());
    if (audits.size >= MAX_AUDITS) audits.delete(audits.keys().next().value!);
    audits.set(key, audit);
  }
  return audit;
}

function appendVary(res: ServerResponse, name: string): void {
  const current = String(res.getHeader('vary') ?? '');
  const names = current.split(',').map((entry) => entry.trim().toLowerCase());
  if (!names.includes(name.toLowerCase())) res.setHeader('vary', current ? `${current}, ${name}` : name);
}

/** The page the visitor came from, when it is on this site (the host the browser used), as a path. */
function refererPath(request: IncomingMessage, host: string | undefined): string | undefined {
  const referer = request.headers.referer;
  if (!referer || !host) return undefined;
  try {
    const url = new URL(referer);
    if (url.host !== host || !/^https?:$/.test(url.protocol)) return undefined;
    const path = `${url.pathname}${url.search}`;
    return /^\/(?![/\\])/.test(path) && !/[\u0000-\u001f\\]/.test(path) ? path : undefined;
  } catch {
    return undefined;
  }
}
