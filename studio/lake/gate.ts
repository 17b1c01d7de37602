/**
 * Who the local Content Lake answers, decided before a request has any
 * effect. Binding 127.0.0.1 keeps other machines out, not the web pages the
 * owner visits meanwhile, nor other processes on this machine:
 *
 * - **Host.** A page whose own name resolves to 127.0.0.1 (DNS rebinding)
 *   reaches the lake as its own origin, with its own name in `Host`. Only
 *   names that always mean this machine are answered: `localhost`,
 *   `*.localhost`, `127.0.0.1` and `[::1]`, with the lake's port.
 * - **Origin.** A browser names the page behind every request that can
 *   write (and every cross-origin fetch). A request from any page other than
 *   the lake's own, the Studio's and the dev site's is refused, whatever its
 *   method and content type: a "simple" cross-origin POST is sent without a
 *   preflight, so refusing the preflight alone would not stop it.
 * - **Content type.** As on Sanity's API, a JSON body must say it is JSON.
 *
 * Credentials (the owner's secret as a bearer token) are server.ts's: they
 * decide what an answered request may read and write.
 */

export interface Refusal {
  status: 403 | 415;
  reason: string;
}

const LOOPBACK_HOST = /^(?:localhost|127\.0\.0\.1|\[::1\]|(?:[a-z0-9](?:[a-z0-9-]*[a-z0-9])?\.)+localhost):(\d{1,5})$/i;

/** True for `localhost`, `*.localhost`, `127.0.0.1` or `[::1]`, on `port`: a name only this machine answers to. */
export function isLoopbackHost(host: string | undefined, port: number): boolean {
  const match = host === undefined ? null : LOOPBACK_HOST.exec(host);
  return match !== null && Number(match[1]) === port;
}

/** The origins a lake on `port` answers besides those it is given: its own, by every loopback name it has. */
export function ownOrigins(port: number): string[] {
  return ['localhost', '127.0.0.1', '[::1]'].flatMap((host) => [`http://${host}:${port}`, `https://${host}:${port}`]);
}

/** The origin of `url` (`http://localhost:3000/x` → `http://localhost:3000`); null when it is not an http(s) URL. */
export function originOf(url: string): string | null {
  try {
    const { origin, protocol } = new URL(url);
    return protocol === 'http:' || protocol === 'https:' ? origin : null;
  } catch {
    return null;
  }
}

export interface GateRequest {
  method: string;
  /** `Host`, or HTTP/2's `:authority`. */
  host: string | undefined;
  origin: string | undefined;
  contentType: string | undefined;
  /** Whether the route reads its body as JSON (queries by POST, mutations, actions, the key-value store). */
  jsonBody: boolean;
  hasBody: boolean;
}

/** Why the lake refuses this request, or null when it answers it. */
export function refusal(request: GateRequest, port: number, origins: ReadonlySet<string>): Refusal | null {
  if (!isLoopbackHost(request.host, port)) {
    return {
      status: 403,
      reason: `Host "${request.host ?? ''}" is not this machine: the local Content Lake answers localhost:${port}, 127.0.0.1:${port} and [::1]:${port} only`,
    };
  }
  if (request.origin !== undefined && !origins.has(request.origin)) {
    return {
      status: 403,
      reason: `Origin "${request.origin}" is not the Studio's or the site's: the local Content Lake answers pages of its own, the Studio and the dev site only`,
    };
  }
  if (request.jsonBody && request.hasBody && !isJson(request.contentType)) {
    return {
      status: 415,
      reason: `Content-Type "${request.contentType ?? ''}" is not JSON: send the body as application/json`,
    };
  }
  return null;
}

function isJson(contentType: string | undefined): boolean {
  const type = contentType?.split(';')[0]?.trim().toLowerCase();
  return type === 'application/json' || (type !== undefined && /^application\/[\w.+-]+\+json$/.test(type));
}
