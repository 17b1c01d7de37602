/**
 * The local Content Lake: one loopback server that answers enough of Sanity's
 * HTTP API for the Studio and the site, over a dataset in memory that can be
 * the dataset folder on disk (`data.ndjson` + `images/`), written back as it
 * changes. The owner's `npm run studio` runs it with no account; every test of
 * the Sanity path and of the Studio runs against it.
 *
 *   const lake = await startLake({ documents });
 *   const client = createClient({ projectId: 'test', dataset: 'production', apiVersion: '2025-02-19',
 *     apiHost: lake.url, useProjectHostname: false, useCdn: false });
 *
 * Binds 127.0.0.1 only. With `tls`, the same port speaks HTTP/2 over TLS (the
 * Studio keeps more event streams open than HTTP/1.1 allows a host) and plain
 * HTTP/1.1 (servers on this machine: the site, the tests). By default it
 * neither keeps the process alive (`unref`) nor outlives ten idle minutes.
 * README.md lists the routes and which real-API behaviours it reproduces.
 */
import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import { createServer as createHttpServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { createSecureServer, type Http2ServerRequest, type Http2ServerResponse } from 'node:http2';
import { createServer as createNetServer, type AddressInfo, type Socket } from 'node:net';
import { join } from 'node:path';
import { loadDataset, type LoadOptions, type SanityDocument } from '@vitrine/schemas/dataset';
import { applyActions } from './actions';
import { ImageFiles, readUpload } from './assets';
import { ApiError, gatewayError, injectedFaultBody, lakeError, unknownTokenError, type ApiResponse } from './errors';
import { originOf, ownOrigins, refusal, type Refusal } from './gate';
import { createHistory } from './history';
import { EventStreams, type Commit, type EventSink } from './listen';
import { applyMutations, insufficientPermissions, type MutationResult } from './mutations';
import { createDatasetWriter, datasetText, removeStaleTemporaries, type DatasetWriter } from './persist';
import { DEFAULT_LOCAL_USER, projectRoute, SIGN_IN_HELP_HEADERS, signInHelpPage, type LocalUser } from './project';
import {
  decodeSearchParams,
  isApiVersionAtLeast,
  isValidApiVersion,
  parseQuery,
  resolvePerspective,
  runQuery,
  SYNC_TAGS_SINCE,
  visibleDocuments,
} from './query';
import { referencesTo } from './references';
import { serveStatic } from './static';
import { DatasetStore } from './store';
import { deliver, webhookCalls, type WebhookConfig, type WebhookDelivery } from './webhook';

export type { SanityDocument } from '@vitrine/schemas/dataset';
export type { MutationResult } from './mutations';
export type { WebhookConfig, WebhookDelivery } from './webhook';

export interface LakeOptions {
  /** Documents of the default dataset (`dataset`, "production" unless set). */
  documents?: SanityDocument[];
  /** Loads the default dataset from `<dir>/data.ndjson` with `loadDataset` (export assets resolved). */
  datasetDir?: string;
  /** Passed to `loadDataset` with `datasetDir`. Default asset URLs: this lake's `/images/<project>/<dataset>`. */
  loadOptions?: LoadOptions;
  /** Writes every change of the default dataset back to `datasetDir` (data.ndjson, uploads to images/). */
  persist?: boolean;
  /** More datasets by name, e.g. `{ staging: docs }`. */
  datasets?: Record<string, SanityDocument[]>;
  /** Name of the default dataset. Default "production". */
  dataset?: string;
  /** Project ID: named in errors when the client sends no `X-Sanity-Project-ID`, and in image paths. Default "test". */
  projectId?: string;
  /**
   * The one token the lake accepts (`npm run studio`: the owner's secret). A wrong token gets 401 "Session not
   * found". Unset, any `Bearer` token is valid: for tests, never for the owner's files.
   */
  token?: string;
  /** Answer 401 to every request without a valid token (a private dataset). */
  requireToken?: boolean;
  /**
   * Who a request with a valid token is: this one local user, an administrator (the owner's Studio: no
   * sign-in, the secret stands for it). `true` for the default user. A request without a token is anonymous
   * either way: it reads published, public documents, and writes nothing.
   */
  localUser?: boolean | LocalUser;
  /**
   * Pages that may call the lake besides its own (`http(s)://localhost|127.0.0.1|[::1]:<port>`), by origin:
   * the Studio's dev server, the dev site. A request from any other page is refused (gate.ts).
   */
  origins?: string[];
  /** HTTP/2 over TLS on the same port (plain HTTP still answers): a key and certificate in PEM. */
  tls?: { key: string; cert: string; hostname?: string };
  /** Serves a built Studio (`sanity build`'s folder) at `/`, for its own API host. */
  studioDir?: string;
  /** POSTs Sanity's webhook on each publish, unpublish and delete. */
  webhook?: WebhookConfig;
  /** Port on 127.0.0.1; 0 (default) picks a free one. */
  port?: number;
  /** Let the process exit while the lake is still open. Default true; the CLI turns it off. */
  unref?: boolean;
  /** Close after this long without a request. Default 600 000 (ten minutes); 0 never. */
  idleTimeoutMs?: number;
  /** Called once per request, when it has been answered or dropped (the CLI's --verbose). */
  onRequest?: (request: LoggedRequest) => void;
  /** Where the lake says what it does not know (unknown routes) and what failed. Default: stderr. */
  log?: (line: string) => void;
}

export type Endpoint =
  | 'query'
  | 'mutate'
  | 'actions'
  | 'doc'
  | 'listen'
  | 'live'
  | 'history'
  | 'references'
  | 'ping'
  | 'assets'
  | 'images'
  | 'project'
  | 'studio'
  | 'other';

/** One HTTP request as the lake saw it: every attempt is logged, so retries can be counted. */
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
  /** When it arrived and when it was answered (`Date.now()`; null while in flight or dropped). */
  receivedAt: number;
  answeredAt: number | null;
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

/** A request the lake refused before it had any effect (gate.ts), and why. */
export interface RefusedRequest {
  method: string;
  path: string;
  host: string | null;
  origin: string | null;
  status: number;
  reason: string;
}

export interface Lake {
  /** `http://127.0.0.1:<port>`: pass as the client's `apiHost` with `useProjectHostname: false`. */
  readonly url: string;
  /** `https://<tls.hostname ?? localhost>:<port>` with `tls` (HTTP/2), else null. */
  readonly secureUrl: string | null;
  readonly port: number;
  readonly projectId: string;
  /** Every request so far, oldest first. Clear with `requests.length = 0`. */
  readonly requests: LoggedRequest[];
  /** `METHOD /path` of every request to a route the lake does not know, oldest first. */
  readonly unknownRoutes: string[];
  /** Every request refused for its Host, Origin or content type, oldest first; none of them had an effect. */
  readonly refused: RefusedRequest[];
  /** Every webhook call so far, oldest first. */
  readonly webhooks: WebhookDelivery[];
  /** Queues a fault; faults are consumed in the order queued, each by the first request it matches. */
  fault(spec: FaultSpec): void;
  clearFaults(): void;
  /** Replaces a dataset's documents (creating the dataset if new). */
  setDocuments(documents: SanityDocument[], dataset?: string): void;
  /** A copy of a dataset's stored documents, drafts included. */
  getDocuments(dataset?: string): SanityDocument[];
  /** Applies a transaction as the mutate endpoint would for an authenticated caller. */
  mutate(mutations: unknown[], options?: { dataset?: string; transactionId?: string }): Promise<MutationResponse>;
  /** Sets (or, with null, removes) the webhook: for a caller that learns the URL after the lake started. */
  setWebhook(config: WebhookConfig | null): void;
  /** Resolves when every change so far is on disk and every webhook call so far has been answered. */
  settled(): Promise<void>;
  /** Stops listening and destroys every open socket, in-flight requests included. Idempotent. */
  close(): Promise<void>;
  /** Resolves once the lake has closed, whoever closed it (`close()` or the idle timeout). */
  readonly closed: Promise<void>;
}

const VERSIONED = /^\/v([^/]+)\/(.*)$/;
const DATA_ROUTE = /^data\/(query|mutate|actions|doc|listen|history|references|ping|live\/events)\/([^/]+)(?:\/(.*))?$/;
const ASSET_ROUTE = /^assets\/(images|files)\/([^/]+)$/;
const IMAGE_ROUTE = /^\/images\/([^/]+)\/([^/]+)\/([^/]+)$/;
const MAX_BODY_BYTES = 20 * 1024 * 1024;
/** The lake's one page: how a browser without the owner's secret gets it (project.ts offers it to the Studio). */
const SIGN_IN_HELP = '/local-content-lake/sign-in';
const DEFAULT_IDLE_TIMEOUT_MS = 10 * 60 * 1000;
const TLS_HANDSHAKE = 0x16;

interface QueuedFault {
  spec: FaultSpec;
  remaining: number;
}

type Request = IncomingMessage | Http2ServerRequest;
// Both take the same arguments to writeHead, flushHeaders and write, but their overloads do not unify in
// @types/node: those calls go through ServerResponse.
type Response = ServerResponse | Http2ServerResponse;

interface Context {
  entry: LoggedRequest;
  req: Request;
  res: Response;
  url: URL;
  raw: Buffer;
  started: number;
}

/** A handler's answer: JSON (`body`), bytes (`raw`), or `streaming` when it took the response over. */
type Outcome = ApiResponse & { streaming?: boolean };

export async function startLake(options: LakeOptions = {}): Promise<Lake> {
  const defaultDataset = options.dataset ?? 'production';
  const projectId = options.projectId ?? 'test';
  const localUser = options.localUser === true ? DEFAULT_LOCAL_USER : options.localUser || null;
  const log = options.log ?? ((line: string) => process.stderr.write(`${line}\n`));
  const requests: LoggedRequest[] = [];
  const unknownRoutes: string[] = [];
  const refused: RefusedRequest[] = [];
  const webhooks: WebhookDelivery[] = [];
  const faults: QueuedFault[] = [];
  const sockets = new Set<Socket>();
  const timers = new Set<NodeJS.Timeout>();
  const keyValues = new Map<string, unknown>();
  const unref = options.unref ?? true;
  const idleTimeoutMs = options.idleTimeoutMs ?? DEFAULT_IDLE_TIMEOUT_MS;
  const pending = new Set<Promise<unknown>>();
  // Mutations read-modify-write a dataset asynchronously (GROQ selections), so they run one at a time.
  let writes: Promise<unknown> = Promise.resolve();
  let closing: Promise<void> | null = null;
  let idleTimer: NodeJS.Timeout | null = null;
  let markClosed: () => void = () => {};
  const closed = new Promise<void>((resolve) => (markClosed = resolve));
  const streams = new EventStreams(syncTag);
  let webhook = options.webhook ?? null;
  const history = createHistory();
  const closeServers: (() => void)[] = [];

  if (options.persist && !options.datasetDir) throw new TypeError('startLake(): `persist` needs a `datasetDir`');
  if (options.documents && options.datasetDir)
    throw new TypeError('startLake(): give `documents` or `datasetDir`, not both');

  // The port is known once listening; asset URLs and the Studio's origin depend on it, so the data loads after.
  const { server, port, secureUrl } = await listen();
  const url = `http://127.0.0.1:${port}`;
  const origins = new Set([
    ...ownOrigins(port),
    ...(options.origins ?? []).map((origin) => {
      const normalized = originOf(origin);
      if (!normalized) throw new TypeError(`startLake(): origins: "${origin}" is not an http(s) origin`);
      return normalized;
    }),
  ]);
  const publicUrl = secureUrl ?? url;
  const assetBase = (dataset: string) => `${publicUrl}/images/${projectId}/${dataset}`;

  const stores = new Map<string, DatasetStore>();
  for (const [name, documents] of Object.entries(options.datasets ?? {}))
    stores.set(name, new DatasetStore(structuredClone(documents)));
  let writer: DatasetWriter | null = null;
  if (options.datasetDir) {
    const documents = loadDataset(options.datasetDir, {
      assetBaseUrl: assetBase(defaultDataset),
      ...options.loadOptions,
    });
    stores.set(defaultDataset, new DatasetStore(documents));
    if (options.persist) {
      for (const file of removeStaleTemporaries(options.datasetDir))
        log(`local Content Lake: removed ${file}, left by a writer that was stopped mid-write`);
      writer = createDatasetWriter(options.datasetDir, datasetText(documents));
    }
  } else if (options.documents) stores.set(defaultDataset, new DatasetStore(structuredClone(options.documents)));
  else if (!stores.has(defaultDataset)) stores.set(defaultDataset, new DatasetStore([]));
  const images = new ImageFiles(options.datasetDir ? join(options.datasetDir, 'images') : null);

  const track = <T>(promise: Promise<T>): Promise<T> => {
    pending.add(promise);
    void promise.finally(() => pending.delete(promise)).catch(() => undefined);
    return promise;
  };

  const storeOf = (dataset: string, projectIdForError: string | null): DatasetStore => {
    const store = stores.get(dataset);
    if (!store) {
      throw lakeError(
        404,
        'httpNotFound',
        `Dataset "${dataset}" not found for project ID "${projectIdForError ?? projectId}"`,
      );
    }
    return store;
  };

  /** Runs `work` on a new transaction of the dataset, commits it, then tells listeners, the file and the webhook. */
  const transact = <T>(
    dataset: string,
    transactionId: string | undefined,
    identity: string,
    work: (tx: ReturnType<DatasetStore['begin']>) => Promise<T> | T,
    { dryRun = false }: { dryRun?: boolean } = {},
  ): Promise<{ transactionId: string; value: T }> => {
    const run = writes.then(async () => {
      const store = storeOf(dataset, null);
      const id = transactionId ?? randomId();
      const timestamp = new Date().toISOString();
      const tx = store.begin(id, timestamp);
      const value = await work(tx);
      if (dryRun) return { transactionId: id, value };
      const changes = store.commit(tx);
      if (changes.length > 0) {
        const commit: Commit = { dataset, transactionId: id, timestamp, identity, changes };
        history.record(commit);
        await streams.publish(commit);
        // The webhook first: the site it calls reads the lake, not the file, and the file's text is made after.
        if (webhook) notify(webhook, commit);
        if (writer && dataset === defaultDataset) {
          track(writer.save(store.all())).catch((error: unknown) =>
            log(`local Content Lake: could not write the dataset file: ${(error as Error).message}`),
          );
        }
      }
      return { transactionId: id, value };
    });
    writes = run.catch(() => undefined);
    return run;
  };

  const notify = (config: WebhookConfig, commit: Commit) => {
    track(
      (async () => {
        for (const call of await webhookCalls(commit)) {
          const delivery = await deliver(config, commit, call, projectId);
          webhooks.push(delivery);
          if (delivery.status === null || delivery.status >= 400) {
            log(
              `local Content Lake: webhook ${config.url} for ${delivery.documentId}: ${delivery.error ?? delivery.status}`,
            );
          }
        }
      })(),
    );
  };

  /** True for a valid token, false for none (anonymous: public documents only); a wrong token throws 401. */
  const authenticate = (token: string | null): boolean => {
    if (token === null) {
      if (options.requireToken)
        throw gatewayError(401, 'Authentication required: this dataset is private (requireToken)');
      return false;
    }
    if (options.token !== undefined && !sameSecret(token, options.token)) throw unknownTokenError();
    return true;
  };

  /** History and references name documents of every kind, drafts and private ones included: token only. */
  const authenticateStrictly = (token: string | null): void => {
    if (!authenticate(token)) throw lakeError(401, 'unauthorizedError', 'This endpoint needs a token');
  };

  const identityOf = (authenticated: boolean) => (authenticated ? (localUser?.id ?? 'p-token') : '');

  const handleQuery = async ({ entry, url: requestUrl, raw, started }: Context): Promise<Outcome> => {
    const search = requestUrl.searchParams;
    const apiVersion = entry.apiVersion!;
    const dataset = entry.dataset!;
    if (entry.method !== 'GET' && entry.method !== 'POST') throw methodNotAllowed('GET, POST');
    const authenticated = authenticate(entry.token);
    const store = storeOf(dataset, entry.projectId);
    let query = entry.query;
    let params: Record<string, unknown>;
    if (entry.method === 'GET') {
      params = decodeSearchParams(search);
    } else {
      const body = jsonBody(raw) as Record<string, unknown> | null;
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
    const engine = store.engine(`${perspective}:${authenticated}`, (documents) =>
      visibleDocuments(documents as SanityDocument[], perspective, authenticated),
    );
    const result = await runQuery({
      query,
      params,
      engine,
      context: {
        identity: identityOf(authenticated),
        sanity: { projectId: entry.projectId ?? projectId, dataset },
      },
    });
    const response: Record<string, unknown> = {};
    if (search.get('returnQuery') !== 'false') response.query = query;
    response.result = result;
    if (search.has('resultSourceMap')) response.resultSourceMap = { documents: [], paths: [], mappings: {} };
    response.ms = Date.now() - started;
    if (isApiVersionAtLeast(apiVersion, SYNC_TAGS_SINCE)) response.syncTags = [syncTag(dataset)];
    return { status: 200, body: response };
  };

  const handleMutate = async ({ entry, url: requestUrl, raw }: Context): Promise<Outcome> => {
    const search = requestUrl.searchParams;
    if (entry.method !== 'POST') throw methodNotAllowed('POST');
    const authenticated = authenticate(entry.token);
    storeOf(entry.dataset!, entry.projectId);
    const body = jsonBody(raw) as Record<string, unknown> | null;
    const mutations = body?.mutations;
    if (!Array.isArray(mutations)) throw lakeError(400, 'httpBadRequest', 'The request body needs a "mutations" array');
    if (!authenticated) throw insufficientPermissions(mutations);
    const dryRun = search.get('dryRun') === 'true' || body?.dryRun === true;
    const transactionId = stringOr(body?.transactionId) ?? stringOr(search.get('transactionId')) ?? undefined;
    const outcome = await transact(
      entry.dataset!,
      transactionId,
      identityOf(authenticated),
      (tx) => applyMutations(tx, mutations),
      { dryRun },
    );
    return {
      status: 200,
      body: mutationBody({ transactionId: outcome.transactionId, results: outcome.value }, search),
    };
  };

  const handleActions = async ({ entry, raw }: Context): Promise<Outcome> => {
    if (entry.method !== 'POST') throw methodNotAllowed('POST');
    const authenticated = authenticate(entry.token);
    storeOf(entry.dataset!, entry.projectId);
    const body = jsonBody(raw) as Record<string, unknown> | null;
    const actions = body?.actions;
    if (!authenticated) throw insufficientPermissions(Array.isArray(actions) ? actions : [actions]);
    const outcome = await transact(
      entry.dataset!,
      stringOr(body?.transactionId) ?? undefined,
      identityOf(authenticated),
      (tx) => applyActions(tx, actions),
      { dryRun: body?.dryRun === true },
    );
    return { status: 200, body: { transactionId: outcome.transactionId } };
  };

  const handleDoc = async ({ entry, url: requestUrl }: Context): Promise<Outcome> => {
    if (entry.method !== 'GET') throw methodNotAllowed('GET');
    const authenticated = authenticate(entry.token);
    const store = storeOf(entry.dataset!, entry.projectId);
    const ids = (routeRest(requestUrl) ?? '').split(',').filter(Boolean);
    if (ids.length === 0)
      throw lakeError(400, 'httpBadRequest', 'Name the documents: /data/doc/<dataset>/<id>[,<id>…]');
    const documents: SanityDocument[] = [];
    const omitted: { id: string; reason: string }[] = [];
    for (const id of ids) {
      const doc = store.get(id);
      if (doc && (authenticated || !id.includes('.'))) documents.push(doc);
      else omitted.push({ id, reason: doc ? 'permission' : 'existence' });
    }
    return { status: 200, body: { documents, omitted } };
  };

  const handleListen = async ({ entry, req, res, url: requestUrl }: Context): Promise<Outcome> => {
    if (entry.method !== 'GET') throw methodNotAllowed('GET');
    const authenticated = authenticate(entry.token);
    storeOf(entry.dataset!, entry.projectId);
    const search = requestUrl.searchParams;
    const query = search.get('query');
    if (!query) throw lakeError(400, 'httpBadRequest', 'Missing "query": the GROQ filter to listen to');
    const params = decodeSearchParams(search);
    const tree = parseQuery(query, params);
    streams.listen({
      dataset: entry.dataset!,
      tree,
      params,
      authenticated,
      search,
      sink: openStream(req, res, entry),
    });
    return { status: 200, body: null, streaming: true };
  };

  const handleReferences = async ({ entry, url: requestUrl }: Context): Promise<Outcome> => {
    if (entry.method !== 'GET') throw methodNotAllowed('GET');
    authenticateStrictly(entry.token);
    storeOf(entry.dataset!, entry.projectId);
    const match = /^documents\/([^/]+)\/to$/.exec(routeRest(requestUrl) ?? '');
    if (!match) return unknown(entry);
    const datasets = new Map([...stores].map(([name, store]) => [name, store.all()] as const));
    const answer = referencesTo(
      { id: match[1]!, dataset: entry.dataset!, projectId: entry.projectId ?? projectId },
      datasets,
      { excludeInternal: requestUrl.searchParams.get('excludeInternalReferences') === 'true' },
    );
    return { status: 200, body: answer };
  };

  const handleLive = async ({ entry, req, res, url: requestUrl }: Context): Promise<Outcome> => {
    if (entry.method !== 'GET') throw methodNotAllowed('GET');
    storeOf(entry.dataset!, entry.projectId);
    const includeDrafts = requestUrl.searchParams.get('includeDrafts') === 'true' && authenticate(entry.token);
    streams.liveEvents(entry.dataset!, openStream(req, res, entry), { includeDrafts });
    return { status: 200, body: null, streaming: true };
  };

  const handleHistory = async ({ entry, url: requestUrl }: Context): Promise<Outcome> => {
    if (entry.method !== 'GET') throw methodNotAllowed('GET');
    authenticateStrictly(entry.token);
    const store = storeOf(entry.dataset!, entry.projectId);
    const answer = history.answer(entry.dataset!, routeRest(requestUrl) ?? '', requestUrl.searchParams, store);
    if (!answer) return unknown(entry);
    return answer;
  };

  const handleUpload = async ({ entry, url: requestUrl, raw }: Context): Promise<Outcome> => {
    if (entry.method !== 'POST') throw methodNotAllowed('POST');
    const authenticated = authenticate(entry.token);
    const dataset = entry.dataset!;
    storeOf(dataset, entry.projectId);
    if (!authenticated) throw insufficientPermissions([{ create: {} }]);
    if (!requestUrl.pathname.includes('/assets/images/')) {
      throw lakeError(400, 'invalidAssetError', 'The local Content Lake stores images only, not files');
    }
    const upload = await readUpload(raw, {
      filename: requestUrl.searchParams.get('filename'),
      assetBaseUrl: assetBase(dataset),
    });
    await images.store(upload.file, upload.bytes);
    const existing = stores.get(dataset)!.get(upload.document._id);
    if (existing) return { status: 200, body: { document: existing } };
    const outcome = await transact(dataset, undefined, identityOf(authenticated), (tx) => tx.put(upload.document));
    return { status: 200, body: { document: outcome.value } };
  };

  const handleImage = async ({ entry, url: requestUrl }: Context): Promise<Outcome> => {
    if (entry.method !== 'GET' && entry.method !== 'HEAD') throw methodNotAllowed('GET');
    const [, , , file] = IMAGE_ROUTE.exec(requestUrl.pathname) ?? [];
    const found = file ? await images.read(decodeURIComponent(file)) : null;
    if (!found) throw lakeError(404, 'httpNotFound', `No image ${requestUrl.pathname}`);
    return {
      status: 200,
      body: null,
      raw: found.bytes,
      headers: { 'content-type': found.mimeType, 'cache-control': 'public, max-age=31536000, immutable' },
    };
  };

  const handleProject = async ({ entry, url: requestUrl, raw }: Context): Promise<Outcome> => {
    const route = VERSIONED.exec(requestUrl.pathname)?.[2] ?? '';
    let authenticated = false;
    try {
      authenticated = authenticate(entry.token);
    } catch {
      authenticated = false;
    }
    const answer = projectRoute({
      method: entry.method,
      route,
      search: requestUrl.searchParams,
      body: raw.length > 0 ? jsonBody(raw) : null,
      projectId: entry.projectId ?? projectId,
      datasets: [...stores.keys()],
      user: authenticated ? (localUser ?? { id: 'p-token', name: 'Token', email: 'token@localhost' }) : null,
      keyValues,
      signInHelp: localUser ? `${publicUrl}${SIGN_IN_HELP}` : null,
    });
    return answer ?? unknown(entry);
  };

  const unknown = (entry: LoggedRequest): never => {
    const route = `${entry.method} ${entry.path}`;
    unknownRoutes.push(route);
    log(`local Content Lake: unknown route ${route}`);
    throw lakeError(404, 'httpNotFound', `The local Content Lake does not serve ${route} (see studio/lake/README.md)`);
  };

  const handle = async (ctx: Context): Promise<Outcome> => {
    const { entry } = ctx;
    if (entry.apiVersion !== null && !isValidApiVersion(entry.apiVersion)) {
      throw lakeError(
        400,
        'httpBadRequest',
        `Invalid API version "v${entry.apiVersion}": expected v1, vX or vYYYY-MM-DD`,
      );
    }
    if (localUser && entry.path === SIGN_IN_HELP && (entry.method === 'GET' || entry.method === 'HEAD')) {
      return { status: 200, body: null, raw: Buffer.from(signInHelpPage()), headers: SIGN_IN_HELP_HEADERS };
    }
    switch (entry.endpoint) {
      case 'query':
        return handleQuery(ctx);
      case 'mutate':
        return handleMutate(ctx);
      case 'actions':
        return handleActions(ctx);
      case 'doc':
        return handleDoc(ctx);
      case 'listen':
        return handleListen(ctx);
      case 'live':
        return handleLive(ctx);
      case 'history':
        return handleHistory(ctx);
      case 'references':
        return handleReferences(ctx);
      case 'ping':
        // The Studio reads which shard answered, for its latency report.
        return { status: 200, body: {}, headers: { 'x-sanity-shard': 'local' } };
      case 'assets':
        return handleUpload(ctx);
      case 'images':
        return handleImage(ctx);
      case 'project':
        return handleProject(ctx);
      case 'studio': {
        const served = options.studioDir ? await serveStatic(options.studioDir, ctx.url.pathname) : null;
        if (served) return { status: 200, body: null, raw: served.bytes, headers: served.headers };
        return unknown(entry);
      }
      default:
        return unknown(entry);
    }
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

  /** The pages the lake answers (gate.ts) may read its answers, and send their token. */
  const corsHeaders = (req: Request): Record<string, string> => {
    const origin = req.headers.origin;
    if (typeof origin !== 'string' || !origins.has(origin)) return {};
    return {
      'access-control-allow-origin': origin,
      'access-control-allow-credentials': 'true',
      vary: 'origin',
    };
  };

  /** Answers a request the gate refused: its status and why, no CORS headers, no effect. */
  const refuse = (req: Request, res: Response, path: string, { status, reason }: Refusal) => {
    const host = hostOf(req);
    refused.push({
      method: req.method ?? 'GET',
      path,
      host: host ?? null,
      origin: req.headers.origin ?? null,
      status,
      reason,
    });
    log(`local Content Lake: refused ${req.method} ${path}: ${reason}`);
    const body = JSON.stringify({
      error: { description: reason, type: status === 415 ? 'httpUnsupportedMediaType' : 'httpForbidden' },
    });
    if (res.destroyed) return;
    (res as ServerResponse).writeHead(status, {
      'content-type': 'application/json; charset=utf-8',
      'content-length': Buffer.byteLength(body),
    });
    res.end(body);
  };

  const onRequest = async (req: Request, res: Response) => {
    touch();
    const receivedAt = Date.now();
    const raw = await readBody(req).catch(() => null);
    if (raw === null) {
      req.socket.destroy();
      return;
    }
    const requestUrl = new URL(req.url ?? '/', 'http://127.0.0.1');
    const endpoint = endpointOf(requestUrl, Boolean(options.studioDir));
    const refusedFor = refusal(
      {
        method: req.method ?? 'GET',
        host: hostOf(req),
        origin: req.headers.origin,
        contentType: req.headers['content-type'],
        jsonBody: takesJson(endpoint, req.method ?? 'GET', requestUrl),
        hasBody: raw.length > 0,
      },
      port,
      origins,
    );
    if (refusedFor) {
      refuse(req, res, requestUrl.pathname, refusedFor);
      return;
    }
    if (req.method === 'OPTIONS') {
      (res as ServerResponse).writeHead(204, {
        ...corsHeaders(req),
        'access-control-allow-methods': 'GET, HEAD, POST, PUT, PATCH, DELETE',
        'access-control-allow-headers':
          (req.headers['access-control-request-headers'] as string | undefined) ?? 'authorization, content-type',
        'access-control-max-age': '600',
      });
      res.end();
      return;
    }
    const entry = describe(req, requestUrl, raw, Boolean(options.studioDir), receivedAt);
    requests.push(entry);
    const ctx: Context = { entry, req, res, url: requestUrl, raw, started: Date.now() };

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
    let response: Outcome;
    if (fault?.status !== undefined) {
      entry.fault = 'status';
      response = { status: fault.status, body: fault.body ?? injectedFaultBody(fault.status), headers: fault.headers };
    } else {
      try {
        response = await handle(ctx);
      } catch (failure) {
        if (!(failure instanceof ApiError)) throw failure;
        response = { status: failure.status, body: failure.body, headers: failure.headers };
      }
    }
    entry.status = response.status;
    if (response.streaming) {
      options.onRequest?.(entry);
      return;
    }
    if (closing || res.destroyed) return;
    const payload = response.raw ?? JSON.stringify(response.body);
    (res as ServerResponse).writeHead(response.status, {
      'content-type': 'application/json; charset=utf-8',
      'content-length': Buffer.byteLength(payload),
      ...corsHeaders(req),
      ...response.headers,
    });
    if (req.method === 'HEAD') res.end();
    else res.end(payload);
    entry.answeredAt = Date.now();
    options.onRequest?.(entry);
  };

  /** Starts an event stream on the response; the sink stops writing once the client or the lake is gone. */
  const openStream = (req: Request, res: Response, entry: LoggedRequest): EventSink => {
    (res as ServerResponse).writeHead(200, {
      'content-type': 'text/event-stream; charset=utf-8',
      'cache-control': 'no-cache, no-transform',
      ...corsHeaders(req),
    });
    entry.status = 200;
    let open = true;
    const closers: (() => void)[] = [];
    const end = () => {
      if (!open) return;
      open = false;
      for (const closer of closers) closer();
    };
    res.once('close', end);
    req.once('close', end);
    // An h2 stream flushes each write; HTTP/1.1 needs the headers out before the first event.
    (res as ServerResponse).flushHeaders?.();
    return {
      write(text) {
        if (open && !res.destroyed) (res as ServerResponse).write(text);
      },
      onClose(listener) {
        closers.push(listener);
      },
    };
  };

  async function listen(): Promise<{
    server: ReturnType<typeof createNetServer>;
    port: number;
    secureUrl: string | null;
  }> {
    const handler = (req: Request, res: Response) => {
      onRequest(req, res).catch((error: unknown) => {
        // A bug in the lake: answer 500 with the cause rather than hanging the client.
        log(`local Content Lake: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`);
        if (res.headersSent || res.destroyed) return;
        const description = `Local Content Lake failure: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`;
        (res as ServerResponse).writeHead(500, { 'content-type': 'application/json; charset=utf-8' });
        res.end(JSON.stringify({ error: { description, type: 'internalError' } }));
      });
    };
    const plain = createHttpServer(handler);
    // Never close an idle keep-alive connection: the client does. Node's 5 s default races a client that
    // reuses the connection just as it closes ("other side closed"), which a busy machine makes likely.
    plain.keepAliveTimeout = 0;
    const secure = options.tls
      ? createSecureServer({ key: options.tls.key, cert: options.tls.cert, allowHTTP1: true }, handler)
      : null;
    secure?.on('sessionError', () => undefined);
    secure?.on('tlsClientError', () => undefined);
    // One port, two protocols: a TLS handshake goes to the HTTP/2 server, anything else to plain HTTP/1.1.
    const front = createNetServer((socket) => {
      sockets.add(socket);
      if (unref) socket.unref();
      socket.once('close', () => sockets.delete(socket));
      socket.on('error', () => undefined);
      if (!secure) {
        plain.emit('connection', socket);
        return;
      }
      socket.once('data', (first: Buffer) => {
        socket.pause();
        socket.unshift(first);
        (first[0] === TLS_HANDSHAKE ? secure : plain).emit('connection', socket);
        process.nextTick(() => socket.resume());
      });
    });
    await new Promise<void>((resolve, reject) => {
      front.once('error', reject);
      front.listen(options.port ?? 0, '127.0.0.1', () => {
        front.off('error', reject);
        resolve();
      });
    });
    if (unref) front.unref();
    const { port: bound } = front.address() as AddressInfo;
    closeServers.push(() => plain.closeAllConnections());
    return {
      server: front,
      port: bound,
      secureUrl: options.tls ? `https://${options.tls.hostname ?? 'localhost'}:${bound}` : null,
    };
  }

  touch();

  const close = (): Promise<void> => {
    closing ??= new Promise<void>((resolve) => {
      if (idleTimer) clearTimeout(idleTimer);
      for (const timer of timers) clearTimeout(timer);
      timers.clear();
      streams.close();
      server.close(() => resolve());
      for (const socket of sockets) socket.destroy();
      for (const closer of closeServers) closer();
    }).then(markClosed);
    return closing;
  };

  return {
    url,
    secureUrl,
    port,
    projectId,
    requests,
    unknownRoutes,
    refused,
    webhooks,
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
      const store = stores.get(dataset);
      if (store) store.replace(structuredClone(documents));
      else stores.set(dataset, new DatasetStore(structuredClone(documents)));
    },
    getDocuments(dataset = defaultDataset) {
      const store = stores.get(dataset);
      if (!store) throw new Error(`The local Content Lake has no dataset "${dataset}"`);
      return structuredClone([...store.all()]);
    },
    async mutate(mutations, { dataset = defaultDataset, transactionId } = {}) {
      if (!stores.has(dataset)) throw new Error(`The local Content Lake has no dataset "${dataset}"`);
      const outcome = await transact(dataset, transactionId, localUser?.id ?? 'p-token', (tx) =>
        applyMutations(tx, mutations),
      );
      return { transactionId: outcome.transactionId, results: outcome.value };
    },
    setWebhook(config) {
      webhook = config;
    },
    async settled() {
      await writes;
      while (pending.size > 0) await Promise.allSettled([...pending]);
    },
    close,
    closed,
  };
}

function methodNotAllowed(allow: string): ApiError {
  return new ApiError(405, { error: { description: 'Method not allowed', type: 'httpMethodNotAllowed' } }, { allow });
}

/** `Host`, or HTTP/2's `:authority` (which a client sends instead). */
function hostOf(req: Request): string | undefined {
  const authority = req.headers[':authority'];
  return typeof authority === 'string' ? authority : req.headers.host;
}

/** Which endpoint a path names. */
function endpointOf(url: URL, servesStudio: boolean): Endpoint {
  const versioned = VERSIONED.exec(url.pathname);
  const route = versioned?.[2] ?? '';
  const data = versioned ? DATA_ROUTE.exec(route) : null;
  if (data) return data[1] === 'live/events' ? 'live' : (data[1] as Endpoint);
  if (versioned && ASSET_ROUTE.test(route)) return 'assets';
  if (versioned) return 'project';
  if (IMAGE_ROUTE.test(url.pathname)) return 'images';
  return servesStudio ? 'studio' : 'other';
}

/** The routes that read their body as JSON and change something with it (or run a query), as Sanity's API does. */
function takesJson(endpoint: Endpoint, method: string, url: URL): boolean {
  if (method === 'GET' || method === 'HEAD' || method === 'OPTIONS') return false;
  if (endpoint === 'query' || endpoint === 'mutate' || endpoint === 'actions') return true;
  return endpoint === 'project' && /\/users\/me\/keyvalue(\/|$)/.test(url.pathname);
}

/** Compares a token with the secret in constant time. */
function sameSecret(given: string, secret: string): boolean {
  const a = createHash('sha256').update(given).digest();
  const b = createHash('sha256').update(secret).digest();
  return timingSafeEqual(a, b);
}

/** What the log and fault matchers see, read leniently: validation happens later, in `handle`. */
function describe(req: Request, url: URL, raw: Buffer, servesStudio: boolean, receivedAt: number): LoggedRequest {
  const versioned = VERSIONED.exec(url.pathname);
  const route = versioned?.[2] ?? '';
  const data = versioned ? DATA_ROUTE.exec(route) : null;
  const asset = versioned ? ASSET_ROUTE.exec(route) : null;
  const endpoint = endpointOf(url, servesStudio);
  const search: Record<string, string> = {};
  const params: Record<string, unknown> = {};
  for (const [key, value] of url.searchParams) {
    if (key.startsWith('$')) params[key.slice(1)] = lenientJson(value);
    else search[key] = value;
  }
  const text = endpoint === 'assets' || raw.length === 0 ? '' : raw.toString('utf8');
  const body: unknown = text === '' ? null : lenientJson(text);
  const record = typeof body === 'object' && body !== null ? (body as Record<string, unknown>) : {};
  const isPostQuery = endpoint === 'query' && req.method === 'POST';
  const authorization = req.headers.authorization ?? '';
  const bearer = /^Bearer\s+(.+)$/i.exec(authorization);
  const datasetName = data?.[2] ?? asset?.[2];
  return {
    method: req.method ?? 'GET',
    path: url.pathname,
    search,
    endpoint,
    apiVersion: versioned?.[1] ?? null,
    dataset: datasetName ? decodeURIComponent(datasetName) : null,
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
    receivedAt,
    answeredAt: null,
  };
}

/** The path after `/data/<endpoint>/<dataset>/`, e.g. the ids of `/data/doc/<dataset>/<ids>`. */
function routeRest(url: URL): string | null {
  const route = VERSIONED.exec(url.pathname)?.[2] ?? '';
  const rest = DATA_ROUTE.exec(route)?.[3];
  return rest === undefined ? null : decodeURIComponent(rest);
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

function jsonBody(raw: Buffer): unknown {
  const text = raw.toString('utf8');
  try {
    return JSON.parse(text);
  } catch (cause) {
    throw lakeError(400, 'httpInvalidRequestBody', cause instanceof Error ? cause.message : 'invalid JSON', {
      body: text.slice(0, 1000),
      bodyTruncated: text.length > 1000,
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

function readBody(req: Request): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    req.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > MAX_BODY_BYTES) reject(new Error('body too large'));
      else chunks.push(chunk);
    });
    req.once('end', () => resolve(Buffer.concat(chunks)));
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
