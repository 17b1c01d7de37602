/**
 * A second API host in front of the Sanity double, standing for the staging
 * (preview) API: it forwards every request to the double, answers CORS as the
 * Content Lake does for an allowed origin (the browser reads drafts from it in
 * live preview), and serves the Live Content API's event stream
 * (`/v{version}/data/live/events/{dataset}`), which the double does not have.
 * `emit()` sends a `message` event carrying the sync tags the double has
 * answered with, so preview-kit refetches its queries.
 */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';

export interface LiveFront {
  url: string;
  /** Requests seen, oldest first: method and path (with query string). */
  readonly requests: { method: string; path: string }[];
  /** Open event streams. */
  readonly listeners: number;
  /** Tells every listener that documents with these sync tags changed (default: every tag seen so far). */
  emit(tags?: string[]): void;
  close(): Promise<void>;
}

const LIVE_EVENTS = /^\/v[^/]+\/data\/live\/events\/[^/]+$/;

function cors(req: IncomingMessage): Record<string, string> {
  const origin = req.headers.origin;
  return origin
    ? {
        'access-control-allow-origin': origin,
        'access-control-allow-credentials': 'true',
        'access-control-allow-headers':
          'authorization, content-type, x-sanity-project-id, last-event-id, cache-control',
        'access-control-allow-methods': 'GET, POST, OPTIONS',
        'access-control-max-age': '600',
        vary: 'origin',
      }
    : {};
}

export async function startLiveFront(target: string): Promise<LiveFront> {
  const requests: { method: string; path: string }[] = [];
  const streams = new Set<ServerResponse>();
  const sockets = new Set<Socket>();
  const seenTags = new Set<string>();
  let eventId = 0;

  const send = (res: ServerResponse, event: string, data: unknown, id?: string) => {
    res.write(`${id ? `id: ${id}\n` : ''}event: ${event}\ndata: ${JSON.stringify(data)}\n\n`);
  };

  const forward = async (req: IncomingMessage, res: ServerResponse, url: URL) => {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const headers: Record<string, string> = {};
    for (const name of ['authorization', 'content-type', 'x-sanity-project-id']) {
      const value = req.headers[name];
      if (typeof value === 'string') headers[name] = value;
    }
    const upstream = await fetch(`${target}${url.pathname}${url.search}`, {
      method: req.method,
      headers,
      body: chunks.length ? Buffer.concat(chunks) : undefined,
    });
    const text = await upstream.text();
    try {
      const tags = (JSON.parse(text) as { syncTags?: unknown }).syncTags;
      if (Array.isArray(tags)) for (const tag of tags) if (typeof tag === 'string') seenTags.add(tag);
    } catch {
      // not JSON: nothing to learn
    }
    res.writeHead(upstream.status, {
      ...cors(req),
      'content-type': upstream.headers.get('content-type') ?? 'application/json',
    });
    res.end(text);
  };

  const server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://127.0.0.1');
    requests.push({ method: req.method ?? 'GET', path: `${url.pathname}${url.search}` });
    if (req.method === 'OPTIONS') {
      res.writeHead(204, cors(req));
      res.end();
      return;
    }
    if (url.pathname.endsWith('/check/cors')) {
      res.writeHead(200, { ...cors(req), 'content-type': 'application/json' });
      res.end(JSON.stringify({ result: { allowed: true, withCredentials: true } }));
      return;
    }
    if (LIVE_EVENTS.test(url.pathname)) {
      res.writeHead(200, {
        ...cors(req),
        'content-type': 'text/event-stream',
        'cache-control': 'no-cache',
        connection: 'keep-alive',
      });
      streams.add(res);
      res.once('close', () => streams.delete(res));
      send(res, 'welcome', { listenerName: `front-${streams.size}` });
      return;
    }
    forward(req, res, url).catch((error: unknown) => {
      if (!res.headersSent) res.writeHead(502, { ...cors(req), 'content-type': 'application/json' });
      res.end(JSON.stringify({ error: { description: String(error) } }));
    });
  });
  server.on('connection', (socket) => {
    sockets.add(socket);
    socket.once('close', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    get listeners() {
      return streams.size;
    },
    emit(tags = [...seenTags]) {
      eventId += 1;
      for (const res of streams) send(res, 'message', { tags }, `event-${eventId}`);
    },
    close() {
      return new Promise<void>((resolve) => {
        for (const res of streams) res.end();
        server.close(() => resolve());
        for (const socket of sockets) socket.destroy();
      });
    },
  };
}
