/**
 * HTTP/1.1 over a raw TCP socket. `fetch` and `node:http` refuse or normalize
 * much of what the fuzzer sends (raw control characters and unicode in the
 * request-target, header names with spaces, two Host headers, no Host), so
 * requests are written byte for byte, one connection each (`Connection:
 * close`), and the answer is read to the end of the connection and parsed here.
 */
import { connect } from 'node:net';
import { brotliDecompressSync, gunzipSync, inflateSync } from 'node:zlib';
import type { FuzzRequest } from './generate.ts';

export interface HttpResponse {
  status: number;
  /** Lowercased names, in order, duplicates kept. */
  headers: [string, string][];
  /** The body as sent (after de-chunking), and decoded from its Content-Encoding when possible. */
  body: Buffer;
  /** Set when the Content-Encoding could not be decoded: `body` is then the encoded bytes. */
  encodingError?: string;
  /** The body was longer than the runner keeps (see MAX_RESPONSE_BYTES); it is cut. */
  truncated?: boolean;
}

export type Outcome =
  | { kind: 'response'; response: HttpResponse; ms: number }
  | { kind: 'timeout'; ms: number }
  | {
      kind: 'no-answer';
      error: string;
      ms: number;
      /** The connection failed before the whole request was written (a server refusing a body it will not read). */
      whileSending?: boolean;
    };

/** Responses are read up to this many bytes; a page is well under 1 MB. */
export const MAX_RESPONSE_BYTES = 8 * 1024 * 1024;

/** The bytes of a request, with the runner's Host (unless forged or omitted), Content-Length and `Connection: close`. */
export function serializeRequest(request: FuzzRequest, origin: URL): Buffer {
  const lines = [`${request.method} ${request.target} HTTP/1.1`];
  if (request.host === undefined) lines.push(`Host: ${origin.host}`);
  else if (request.host !== null) lines.push(`Host: ${request.host}`);
  for (const [name, value] of request.headers) lines.push(`${name}: ${value}`);
  const body = request.body === undefined ? undefined : Buffer.from(request.body, 'utf8');
  if (body !== undefined) lines.push(`Content-Length: ${body.length}`);
  lines.push('Connection: close', '', '');
  const head = Buffer.from(lines.join('\r\n'), 'utf8');
  return body ? Buffer.concat([head, body]) : head;
}

export function header(response: HttpResponse, name: string): string | undefined {
  return response.headers.find(([key]) => key === name)?.[1];
}

export function headers(response: HttpResponse, name: string): string[] {
  return response.headers.filter(([key]) => key === name).map(([, value]) => value);
}

export class ResponseParseError extends Error {
  override name = 'ResponseParseError';
}

/**
 * Parses everything a server wrote on a `Connection: close` exchange: skips
 * interim 1xx answers, de-chunks, cuts at Content-Length, decodes gzip,
 * deflate and br. HEAD answers and 204/304 have no body whatever they say.
 */
export function parseResponse(raw: Buffer, method: string, truncated = false): HttpResponse {
  let rest = raw;
  for (;;) {
    const end = rest.indexOf('\r\n\r\n');
    if (end < 0) throw new ResponseParseError(`no complete head in ${rest.length} bytes`);
    const [statusLine = '', ...lines] = rest.subarray(0, end).toString('latin1').split('\r\n');
    const match = /^HTTP\/1\.[01] (\d{3})(?: .*)?$/.exec(statusLine);
    if (!match) throw new ResponseParseError(`not a status line: ${JSON.stringify(statusLine.slice(0, 80))}`);
    const status = Number(match[1]);
    const headerList = lines.map((line): [string, string] => {
      const colon = line.indexOf(':');
      return colon < 0
        ? [line.toLowerCase(), '']
        : [line.slice(0, colon).trim().toLowerCase(), line.slice(colon + 1).trim()];
    });
    rest = rest.subarray(end + 4);
    if (status >= 100 && status < 200 && status !== 101) continue;
    const response: HttpResponse = { status, headers: headerList, body: Buffer.alloc(0) };
    if (method.toUpperCase() === 'HEAD' || status === 204 || status === 304) return response;
    let body = rest;
    const transfer = header(response, 'transfer-encoding');
    const length = header(response, 'content-length');
    if (transfer && /chunked/i.test(transfer)) body = dechunk(rest);
    else if (length !== undefined && /^\d+$/.test(length)) body = rest.subarray(0, Number(length));
    response.body = body;
    if (truncated) response.truncated = true;
    decode(response);
    return response;
  }
}

function dechunk(data: Buffer): Buffer {
  const chunks: Buffer[] = [];
  let at = 0;
  while (at < data.length) {
    const lineEnd = data.indexOf('\r\n', at);
    if (lineEnd < 0) break;
    const size = parseInt(data.subarray(at, lineEnd).toString('latin1').split(';')[0]!.trim(), 16);
    if (!Number.isFinite(size) || size === 0) break;
    chunks.push(data.subarray(lineEnd + 2, lineEnd + 2 + size));
    at = lineEnd + 2 + size + 2;
  }
  return Buffer.concat(chunks);
}

function decode(response: HttpResponse): void {
  const encoding = header(response, 'content-encoding')?.toLowerCase().trim();
  if (!encoding || encoding === 'identity' || response.body.length === 0) return;
  try {
    if (encoding === 'gzip' || encoding === 'x-gzip') response.body = gunzipSync(response.body);
    else if (encoding === 'deflate') response.body = inflateSync(response.body);
    else if (encoding === 'br') response.body = brotliDecompressSync(response.body);
    else response.encodingError = `unsupported Content-Encoding "${encoding}"`;
  } catch (error) {
    response.encodingError = `${encoding}: ${(error as Error).message}`;
  }
}

/** Sends one request on a fresh connection and reads the answer until the server closes it. */
export function send(request: FuzzRequest, origin: URL, timeoutMs: number): Promise<Outcome> {
  const started = performance.now();
  const elapsed = () => Math.round(performance.now() - started);
  return new Promise((resolve) => {
    const chunks: Buffer[] = [];
    let received = 0;
    let truncated = false;
    let settled = false;
    const socket = connect({ host: origin.hostname, port: Number(origin.port || 80) });
    const finish = (outcome: Outcome) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      socket.destroy();
      resolve(outcome);
    };
    const timer = setTimeout(() => finish({ kind: 'timeout', ms: elapsed() }), timeoutMs);
    // Written, not ended: a half-closed connection makes Node's server drop the request unanswered.
    let written = false;
    socket.on('connect', () =>
      socket.write(serializeRequest(request, origin), (error) => {
        if (!error) written = true;
      }),
    );
    socket.on('data', (chunk: Buffer) => {
      if (received >= MAX_RESPONSE_BYTES) return void (truncated = true);
      chunks.push(chunk);
      received += chunk.length;
    });
    const done = (error?: Error) => {
      if (settled) return;
      const raw = Buffer.concat(chunks);
      if (raw.length === 0)
        return finish({
          kind: 'no-answer',
          error: error?.message ?? 'connection closed with no answer',
          ms: elapsed(),
          ...(error && !written ? { whileSending: true } : {}),
        });
      try {
        finish({ kind: 'response', response: parseResponse(raw, request.method, truncated), ms: elapsed() });
      } catch (cause) {
        finish({
          kind: 'no-answer',
          error: `${(cause as Error).message}${error ? ` (${error.message})` : ''}`,
          ms: elapsed(),
        });
      }
    };
    socket.on('end', () => done());
    socket.on('close', () => done());
    // A server may answer early (413, 431) and reset while we still write the body: keep what came.
    socket.on('error', (error) => done(error));
  });
}
