/**
 * A loopback test double of the Sanity Content Lake's query and mutation
 * endpoints, for driving the real `@sanity/client` without the internet.
 *
 *   const double = await startSanityDouble({ documents });
 *   const client = createClient({ projectId: 'test', dataset: 'production', apiVersion: '2025-02-19',
 *     apiHost: double.url, useProjectHostname: false, useCdn: false });
 *
 * Binds 127.0.0.1 only. By default it neither keeps the process alive
 * (`unref`) nor outlives ten idle minutes, so a forgotten double is harmless.
 * See README.md for which real-API behaviours it reproduces.
 */
import { createHash, randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import { loadDataset, type LoadOptions, type SanityDocument } from '@vitrine/schemas/dataset';
import { ApiError, gatewayError, injectedFaultBody, lakeError, unknownTokenError, type ApiResponse } from './errors.ts';
import { applyMutations, insufficientPermissions, type MutationResult } from './mutations.ts';
import {
  decodeSearchParams,
  isApiVersionAtLeast,
  isValidApiVersion,
  resolvePerspective,
  runQuery,
  SYNC_TAGS_SINCE,
  visibleDocuments,
} from './query.ts';

export type { SanityDocument } from '@vitrine/schemas/dataset';
export type { MutationResult } from './mutations.ts';

export interface SanityDoubleOptions {
  /** Documents of the default dataset (`dataset`, "production" unless set). */
  documents?: SanityDocument[];
  /** Loads the default dataset from `<dir>/data.ndjson` with `loadDataset` (export assets resolved). */
  datasetDir?: string;
  /** Passed to `loadDataset` with `datasetDir`. */
  loadOptions?: LoadOptions;
  /** More datasets by name, e.g. `{ staging: docs }`. */
  datasets?: Record<string, SanityDocument[]>;
  /** Name of the default dataset. Default "production". */
  dataset?: string;
  /** Project ID named in error messages when the client sends no `X-Sanity-Project-ID`. Default "test". */
  projectId?: string;
  /** The one token the double accepts. Unset: any `Bearer` token is valid. A wrong token gets 401 "Session not found". */
  token?: string;
  /** Answer 401 to every request without a valid token (a private dataset). */
  requireToken?: boolean;
  /** Port on 127.0.0.1; 0 (default) picks a free one. */
  port?: number;
  /** Let the process exit while the double is still open. Default true; the CLI turns it off. */
  unref?: boolean;
  /** Close after this long without a request. Default 600 000 (ten minutes); 0 never. */
  idleTimeoutMs?: number;
  /** Called once per request, when it has been answered or dropped (the CLI's --verbose). */
  onRequest?: (request: LoggedRequest) => void;
}

export type Endpoint = 'query' | 'mutate' | 'other';

/** One HTTP request as the double saw it: every attempt is logged, so retries can be counted. */
export interface LoggedRequest {
  method: string;
  /** Path without the query string, e.g. `/v2025-02-19/data/query/production`. */
  path: string;
  /** Decoded query string (without `$params`), e.g. `{ perspective: 'drafts', returnQuery: 'false' }`. */
  search: Record<string, string>;
  endpoint: Endpoint;
  apiVersion: string | null;
  dataset: string | null;
  /** The GROQ query (GET `query=` or POST body `query`). */
  query: string | null;
  /** Decoded `$param` values, or the POST body's `params`. */
  params: Record<string, unknown>;
  /** The `perspective` option exactly as sent; null when absent. */
  perspective: string | null;
  tag: string | null;
  /** Bearer token sent, if any. */
  token: string | null;
  /** The `X-Sanity-Project-ID` header (the client sends it when `useProjectHostname` is false). */
  projectId: string | null;
  /** Parsed JSON body of a POST. */
  body: unknown;
  /** Status answered; null while in flight or when the socket was dropped. */
  status: number | null;
  /** The injected fault that hit this request, if any. */
  fault: 'status' | 'delay' | 'drop' | null;
}

export interface FaultSpec {
  /** Answer with this status (and `body`) instead of handling the request. */
  status?: number;
  /** Body for `status`. Default: a gateway-style error body. */
  body?: unknown;
  headers?: Record<string, string>;
  /** Wait this long first; alone, the request is then handled normally (a slow API). */
  delayMs?: number;
  /** Destroy the socket without answering (a connection reset). */
  drop?: boolean;
  /** How many matching requests this fault hits. Default 1; `Infinity` for all. */
  times?: number;
  /** Which requests it hits. Default: any. */
  match?: (request: LoggedRequest) => boolean;
}

export interface MutationResponse {
  transactionId: string;
  results: MutationResult[];
}

export interface SanityDouble {
  /** `http://127.0.0.1:<port>`: pass as the client's `apiHost` with `useProjectHostname: false`. */
  readonly url: string;
  readonly port: number;
  /** Every request so far, oldest first. Clear with `requests.length = 0`. */
  readonly requests: LoggedRequest[];
  /** Queues a fault; faults are consumed in the order queued, each by the first request it matches. */
  fault(spec: FaultSpec): void;
  clearFaults(): void;
  /** Replaces a dataset's documents (creating the dataset if new). */
  setDocuments(documents: SanityDocument[], dataset?: string): void;
  /** A copy of a dataset's stored documents, drafts included. */
  getDocuments(dataset?: string): SanityDocument[];
  /** Applies a transaction as the mutate endpoint would for an authenticated caller. */
  mutate(mutations: unknown[], options?: { dataset?: string; transactionId?: string }): Promise<MutationResponse>;
  /** Stops listening and destroys every open socket, in-flight requests included. Idempotent. */
  close(): Promise<void>;
  /** Resolves once the double has closed, whoever closed it (`close()` or the idle timeout). */
  readonly closed: Promise<void>;
}

const ROUTE = /^\/v([^/]+)\/data\/(query|mutate)\/([^/]+)\/?$/;
const MAX_BODY_BYTES = 10 * 1024 * 1024;
const DEFAULT_IDLE_TIMEOUT_MS = 10 * 60 * 1000;

interface QueuedFault {
  spec: FaultSpec;
  remaining: number;
}

export async function startSanityDouble(options: SanityDoubleOptions = {}): Promise<SanityDouble> {
  const defaultDataset = options.dataset ?? 'production';
  const stores = initialDatasets(options, defaultDataset);
  const projectId = options.projectId ?? 'test';
  const requests: LoggedRequest[] = [];
  const faults: QueuedFault[] = [];
  const sockets = new Set<Socket>();
  const timers = new Set<NodeJS.Timeout>();
  const unref = options.unref ?? true;
  const idleTimeoutMs = options.idleTimeoutMs ?? DEFAULT_IDLE_TIMEOUT_MS;
  // Mutations read-modify-write a dataset asynchronously (GROQ selections), so they run one at a time.
  let writes: Promise<unknown> = Promise.resolve();
  let closing: Promise<void> | null = null;
  let idleTimer: NodeJS.Timeout | null = null;
  let markClosed: () => void = () => {};
  const closed = new Promise<void>((resolve) => (markClosed = resolve));

  const commit = <T>(work: () => Promise<T>): Promise<T> => {
    const run = writes.then(work, work);
    writes = run.catch(() => undefined);
    return run;
  };

  const mutate = (dataset: string, mutations: unknown[], transactionId?: string) =>
    commit(async () => {
      const store = stores.get(dataset);
      if (!store) throw new Error(`The Sanity double has no dataset "${dataset}"`);
      const outcome = await applyMutations(store, mutations);
      stores.set(dataset, outcome.documents);
      return { transactionId: transactionId ?? randomId(), results: outcome.results };
    });

  const authenticate = (token: string | null): boolean => {
    if (token === null) {
      if (options.requireToken)
        throw gatewayError(401, 'Authentication required: this dataset is private (requireToken)');
      return false;
    }
    if (options.token !== undefined && token !== options.token) throw unknownTokenError();
    return true;
  };

  const handle = async (entry: LoggedRequest, search: URLSearchParams, rawBody: string): Promise<ApiResponse> => {
    const started = Date.now();
    if (entry.endpoint === 'other') {
      throw lakeError(
        404,
        'httpNotFound',
        `The Sanity double does not serve ${entry.method} ${entry.path}: only /v{apiVersion}/data/query/{dataset} and /data/mutate/{dataset}`,
      );
    }
    const apiVersion = entry.apiVersion as string;
    const dataset = entry.dataset as string;
    if (!isValidApiVersion(apiVersion)) {
      throw lakeError(400, 'httpBadRequest', `Invalid API version "v${apiVersion}": expected v1, vX or vYYYY-MM-DD`);
    }
    const authenticated = authenticate(entry.token);
    const store = stores.get(dataset);
    if (!store)
      throw lakeError(
        404,
        'httpNotFound',
        `Dataset "${dataset}" not found for project ID "${entry.projectId ?? projectId}"`,
      );

    if (entry.endpoint === 'mutate') {
      if (entry.method !== 'POST')
        throw new ApiError(
          405,
          { error: { description: 'Method not allowed', type: 'httpMethodNotAllowed' } },
          { allow: 'POST' },
        );
      const body = jsonBody(rawBody) as Record<string, unknown> | null;
      const mutations = body?.mutations;
      if (!Array.isArray(mutations))
        throw lakeError(400, 'httpBadRequest', 'The request body needs a "mutations" array');
      if (!authenticated) throw insufficientPermissions(mutations);
      const dryRun = search.get('dryRun') === 'true' || body?.dryRun === true;
      const transactionId = stringOr(body?.transactionId) ?? stringOr(search.get('transactionId')) ?? undefined;
      const outcome = dryRun
        ? { transactionId: transactionId ?? randomId(), results: (await applyMutations(store, mutations)).results }
        : await mutate(dataset, mutations, transactionId);
      return { status: 200, body: mutationBody(outcome, search) };
    }

    if (entry.method !== 'GET' && entry.method !== 'POST') {
      throw new ApiError(
        405,
        { error: { description: 'Method not allowed', type: 'httpMethodNotAllowed' } },
        { allow: 'GET, POST' },
      );
    }
    let query = entry.query;
    let params: Record<string, unknown>;
    if (entry.method === 'GET') {
      params = decodeSearchParams(search);
    } else {
      const body = jsonBody(rawBody) as Record<string, unknown> | null;
      query = typeof body?.query === 'string' ? body.query : null;
      if (
        body?.params !== undefined &&
        (typeof body.params !== 'object' || body.params === null || Array.isArray(body.params))
      ) {
        throw lakeError(400, 'httpBadRequest', '"params" must be an object of parameter values');
      }
      params = (body?.params ?? {}) as Record<string, unknown>;
    }
    if (query === null || query.trim() === '')
      throw lakeError(400, 'httpBadRequest', 'Missing "query": send it as ?query= (GET) or in the JSON body (POST)');
    const perspective = resolvePerspective(entry.perspective, apiVersion);
    const result = await runQuery({
      query,
      params,
      documents: visibleDocuments(store, perspective, authenticated),
      projectId: entry.projectId ?? projectId,
      dataset,
    });
    const response: Record<string, unknown> = {};
    if (search.get('returnQuery') !== 'false') response.query = query;
    response.result = result;
    if (search.has('resultSourceMap')) response.resultSourceMap = { documents: [], paths: [], mappings: {} };
    response.ms = Date.now() - started;
    if (isApiVersionAtLeast(apiVersion, SYNC_TAGS_SINCE)) response.syncTags = [syncTag(dataset)];
    return { status: 200, body: response };
  };

  const takeFault = (entry: LoggedRequest): FaultSpec | null => {
    const index = faults.findIndex((queued) => !queued.spec.match || queued.spec.match(entry));
    if (index === -1) return null;
    const queued = faults[index] as QueuedFault;
    queued.remaining -= 1;
    if (queued.remaining <= 0) faults.splice(index, 1);
    return queued.spec;
  };

  const sleep = (ms: number) =>
    new Promise<void>((resolve) => {
      const timer = setTimeout(() => {
        timers.delete(timer);
        resolve();
      }, ms);
      if (unref) timer.unref();
      timers.add(timer);
    });

  const touch = () => {
    if (idleTimeoutMs <= 0 || closing) return;
    if (idleTimer) clearTimeout(idleTimer);
    idleTimer = setTimeout(() => void close(), idleTimeoutMs);
    idleTimer.unref();
  };

  const onRequest = async (req: IncomingMessage, res: ServerResponse) => {
    touch();
    const rawBody = await readBody(req).catch(() => null);
    if (rawBody === null) {
      req.socket.destroy();
      return;
    }
    const url = new URL(req.url ?? '/', 'http://127.0.0.1');
    const entry = describe(req, url, rawBody);
    requests.push(entry);

    const fault = takeFault(entry);
    if (fault?.delayMs) {
      entry.fault = 'delay';
      await sleep(fault.delayMs);
      if (closing) return; // close() destroyed the socket meanwhile
    }
    if (fault?.drop) {
      entry.fault = 'drop';
      req.socket.destroy();
      options.onRequest?.(entry);
      return;
    }
    let response: ApiResponse;
    if (fault?.status !== undefined) {
      entry.fault = 'status';
      response = { status: fault.status, body: fault.body ?? injectedFaultBody(fault.status), headers: fault.headers };
    } else {
      try {
        response = await handle(entry, url.searchParams, rawBody);
      } catch (failure) {
        if (!(failure instanceof ApiError)) throw failure;
        response = { status: failure.status, body: failure.body, headers: failure.headers };
      }
    }
    if (closing || res.destroyed) return;
    entry.status = response.status;
    const payload = JSON.stringify(response.body);
    res.writeHead(response.status, {
      'content-type': 'application/json; charset=utf-8',
      'content-length': Buffer.byteLength(payload),
      ...response.headers,
    });
    res.end(payload);
    options.onRequest?.(entry);
  };

  const server = createServer((req, res) => {
    onRequest(req, res).catch((error: unknown) => {
      // A bug in the double: answer 500 with the cause rather than hanging the client.
      if (res.headersSent || res.destroyed) return;
      const description = `Sanity double failure: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`;
      res.writeHead(500, { 'content-type': 'application/json; charset=utf-8' });
      res.end(JSON.stringify({ error: { description, type: 'internalError' } }));
    });
  });
  // Clients (the site's fetch) reuse an idle connection for up to the server's keep-alive timeout less a
  // second; under load a client's event loop can be late by more than that, and a request sent on a
  // connection Node's default (5 s) just closed fails as "other side closed". A long timeout makes that rare.
  server.keepAliveTimeout = 60_000;
  server.headersTimeout = 65_000;
  server.on('connection', (socket) => {
    sockets.add(socket);
    if (unref) socket.unref();
    socket.once('close', () => sockets.delete(socket));
  });

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, '127.0.0.1', () => {
      server.off('error', reject);
      resolve();
    });
  });
  if (unref) server.unref();
  touch();
  const { port } = server.address() as AddressInfo;

  const close = (): Promise<void> => {
    closing ??= new Promise<void>((resolve) => {
      if (idleTimer) clearTimeout(idleTimer);
      for (const timer of timers) clearTimeout(timer);
      timers.clear();
      server.close(() => resolve());
      for (const socket of sockets) socket.destroy();
      server.closeAllConnections();
    }).then(markClosed);
    return closing;
  };

  return {
    url: `http://127.0.0.1:${port}`,
    port,
    requests,
    fault(spec) {
      if (spec.drop && spec.status !== undefined)
        throw new TypeError('fault(): `drop` and `status` exclude each other');
      if (!spec.drop && spec.status === undefined && !spec.delayMs)
        throw new TypeError('fault(): give `status`, `drop` or `delayMs`');
      const times = spec.times ?? 1;
      if (!(times >= 1)) throw new TypeError('fault(): `times` must be at least 1');
      faults.push({ spec, remaining: times });
    },
    clearFaults() {
      faults.length = 0;
    },
    setDocuments(documents, dataset = defaultDataset) {
      stores.set(dataset, structuredClone(documents));
    },
    getDocuments(dataset = defaultDataset) {
      const store = stores.get(dataset);
      if (!store) throw new Error(`The Sanity double has no dataset "${dataset}"`);
      return structuredClone(store);
    },
    mutate(mutations, { dataset = defaultDataset, transactionId } = {}) {
      return mutate(dataset, mutations, transactionId);
    },
    close,
    closed,
  };
}

function initialDatasets(options: SanityDoubleOptions, defaultDataset: string): Map<string, SanityDocument[]> {
  if (options.documents && options.datasetDir)
    throw new TypeError('startSanityDouble(): give `documents` or `datasetDir`, not both');
  const stores = new Map<string, SanityDocument[]>();
  for (const [name, documents] of Object.entries(options.datasets ?? {})) stores.set(name, structuredClone(documents));
  if (options.datasetDir) stores.set(defaultDataset, loadDataset(options.datasetDir, options.loadOptions));
  else if (options.documents) stores.set(defaultDataset, structuredClone(options.documents));
  else if (!stores.has(defaultDataset)) stores.set(defaultDataset, []);
  return stores;
}

/** What the log and fault matchers see, read leniently: validation happens later, in `handle`. */
function describe(req: IncomingMessage, url: URL, rawBody: string): LoggedRequest {
  const route = ROUTE.exec(url.pathname);
  const search: Record<string, string> = {};
  const params: Record<string, unknown> = {};
  for (const [key, value] of url.searchParams) {
    if (key.startsWith('$')) params[key.slice(1)] = lenientJson(value);
    else search[key] = value;
  }
  let body: unknown = null;
  if (rawBody !== '') body = lenientJson(rawBody);
  const record = typeof body === 'object' && body !== null ? (body as Record<string, unknown>) : {};
  const isPostQuery = route?.[2] === 'query' && req.method === 'POST';
  const authorization = req.headers.authorization ?? '';
  const bearer = /^Bearer\s+(.+)$/i.exec(authorization);
  return {
    method: req.method ?? 'GET',
    path: url.pathname,
    search,
    endpoint: route ? (route[2] as Endpoint) : 'other',
    apiVersion: route?.[1] ?? null,
    dataset: route?.[3] ? decodeURIComponent(route[3]) : null,
    query: isPostQuery ? stringOr(record.query) : (search.query ?? null),
    params:
      isPostQuery && typeof record.params === 'object' && record.params !== null
        ? (record.params as Record<string, unknown>)
        : params,
    perspective: search.perspective ?? (isPostQuery ? stringOr(record.perspective) : null),
    tag: search.tag ?? null,
    token: bearer?.[1]?.trim() ?? null,
    projectId: stringOr(req.headers['x-sanity-project-id']),
    body,
    status: null,
    fault: null,
  };
}

function mutationBody(outcome: MutationResponse, search: URLSearchParams): MutationResponse {
  const returnIds = search.get('returnIds') === 'true';
  const returnDocuments = search.get('returnDocuments') === 'true';
  // The API documents both as "default false": without either, no per-document results.
  const results =
    returnIds || returnDocuments
      ? outcome.results.map(({ id, operation, document }) =>
          returnDocuments && document ? { id, operation, document } : { id, operation },
        )
      : [];
  return { transactionId: outcome.transactionId, results };
}

function jsonBody(raw: string): unknown {
  try {
    return JSON.parse(raw);
  } catch (cause) {
    throw lakeError(400, 'httpInvalidRequestBody', cause instanceof Error ? cause.message : 'invalid JSON', {
      body: raw.slice(0, 1000),
      bodyTruncated: raw.length > 1000,
    });
  }
}

function lenientJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

function stringOr(value: unknown): string | null {
  return typeof value === 'string' && value !== '' ? value : null;
}

function readBody(req: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    req.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > MAX_BODY_BYTES) reject(new Error('body too large'));
      else chunks.push(chunk);
    });
    req.once('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    req.once('error', reject);
  });
}

/** A stable, opaque `s1:` tag per dataset (real tags are opaque too; the client only passes them on). */
function syncTag(dataset: string): string {
  return `s1:${createHash('sha256').update(dataset).digest('base64url').slice(0, 6)}`;
}

function randomId(): string {
  return randomBytes(16).toString('base64url').slice(0, 22);
}
