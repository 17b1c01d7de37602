/**
 * Who the client is, when a proxy may stand in front (TRUST_PROXY). Pure.
 *
 * Without a trusted proxy the client is the TCP peer, and every
 * X-Forwarded-* header it sends is its own claim: ignored. With one, the
 * forwarded headers are believed only as far as the chain of trusted hops
 * reaches: walking X-Forwarded-For from the right (the entry the nearest
 * proxy appended), the client is the first address that is not a trusted
 * proxy, so a client cannot pick its own address by prepending entries.
 */
import { BlockList, isIP } from 'node:net';

export type TrustProxy =
  | { kind: 'none' }
  /** The nearest `count` peers are proxies, whatever their address (a PaaS whose proxy addresses are not published). */
  | { kind: 'hops'; count: number }
  /** Peers in these addresses or ranges are proxies. */
  | { kind: 'addresses'; ranges: readonly string[] };

const NAMED: Record<string, readonly string[]> = {
  loopback: ['127.0.0.0/8', '::1/128'],
  private: ['10.0.0.0/8', '172.16.0.0/12', '192.168.0.0/16', 'fc00::/7', '127.0.0.0/8', '::1/128'],
};

export class TrustProxyError extends Error {
  override name = 'TrustProxyError';
}

/** `none` | `loopback` | `private` | `1`…`9` (hops) | comma-separated addresses and CIDR ranges. */
export function parseTrustProxy(value: string | undefined): TrustProxy {
  const text = value?.trim().toLowerCase() ?? '';
  if (text === '' || text === 'none' || text === 'false' || text === '0') return { kind: 'none' };
  if (/^[1-9]$/.test(text)) return { kind: 'hops', count: Number(text) };
  const ranges: string[] = [];
  for (const part of text
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean)) {
    if (NAMED[part]) {
      ranges.push(...NAMED[part]);
      continue;
    }
    const [address = '', bits, extra] = part.split('/');
    const family = isIP(address);
    const max = family === 4 ? 32 : 128;
    if (family === 0 || extra !== undefined || (bits !== undefined && !/^\d{1,3}$/.test(bits)) || Number(bits) > max) {
      throw new TrustProxyError(
        `"${part}" is not an address, a CIDR range, "loopback" or "private" (e.g. TRUST_PROXY=loopback or TRUST_PROXY=10.0.0.0/8).`,
      );
    }
    ranges.push(bits === undefined ? `${address}/${max}` : part);
  }
  return { kind: 'addresses', ranges };
}

/** `::ffff:127.0.0.1` → `127.0.0.1`; IPv6 zone ids dropped. */
export function normalizeAddress(address: string): string {
  const bare = address
    .trim()
    .replace(/^\[|\]$/g, '')
    .replace(/%.*$/, '');
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(bare);
  return (mapped ? mapped[1]! : bare).toLowerCase();
}

function matcher(trust: TrustProxy): (address: string, hop: number) => boolean {
  if (trust.kind === 'none') return () => false;
  if (trust.kind === 'hops') return (_address, hop) => hop < trust.count;
  const list = new BlockList();
  for (const range of trust.ranges) {
    const [address, bits] = range.split('/') as [string, string];
    list.addSubnet(address, Number(bits), isIP(address) === 4 ? 'ipv4' : 'ipv6');
  }
  return (address) => {
    const family = isIP(address);
    return family !== 0 && list.check(address, family === 4 ? 'ipv4' : 'ipv6');
  };
}

export interface ForwardedRequest {
  /** The TCP peer (`socket.remoteAddress`). */
  peer: string | undefined;
  forwardedFor: string | undefined;
  forwardedProto: string | undefined;
  forwardedHost: string | undefined;
  host: string | undefined;
  /** The connection itself is TLS. */
  encrypted: boolean;
}

export interface Client {
  /** The client's address: what the rate limits count. */
  address: string;
  /** The browser used HTTPS (a TLS socket, or a trusted proxy says so). */
  https: boolean;
  /** The host the browser asked for: Host, or X-Forwarded-Host from a trusted proxy. */
  host: string | undefined;
}

const last = (value: string | undefined) => value?.split(',').at(-1)?.trim() || undefined;

export function resolveClient(request: ForwardedRequest, trust: TrustProxy): Client {
  const isTrusted = matcher(trust);
  const peer = normalizeAddress(request.peer ?? '') || 'unknown';
  const chain = [
    peer,
    ...(request.forwardedFor ?? '')
      .split(',')
      .map((entry) => normalizeAddress(entry))
      .filter((entry) => entry !== '')
      .reverse(),
  ];
  let hop = 0;
  while (hop < chain.length - 1 && isTrusted(chain[hop]!, hop)) hop++;
  const viaProxy = isTrusted(peer, 0);
  const proto = viaProxy ? last(request.forwardedProto)?.toLowerCase() : undefined;
  return {
    address: isIP(chain[hop]!) ? chain[hop]! : peer,
    https: request.encrypted || proto === 'https',
    host: (viaProxy ? last(request.forwardedHost) : undefined) ?? request.host,
  };
}

/**
 * The client X-Forwarded-For names when the connection itself is out of
 * sight, as under a server that runs Next itself (`next start`, the standalone
 * output): Next hands the application the client's own X-Forwarded-For, and
 * the socket's address only when the client sent none. With a proxy trusted,
 * the peer is taken to be that proxy (the operator lets nothing else reach the
 * server), and the walk from the right is `resolveClient`'s. Without one, no
 * address can be told from a claim: undefined.
 */
export function forwardedClient(forwardedFor: string | undefined, trust: TrustProxy): string | undefined {
  if (trust.kind === 'none') return undefined;
  const isTrusted = matcher(trust);
  const chain = (forwardedFor ?? '')
    .split(',')
    .map((entry) => normalizeAddress(entry))
    .filter((entry) => entry !== '')
    .reverse();
  // Hop 0 is the unseen peer, a trusted proxy by assumption; the chain starts at hop 1.
  let index = 0;
  while (index < chain.length - 1 && isTrusted(chain[index]!, index + 1)) index++;
  const address = chain[index];
  return address && isIP(address) ? address : undefined;
}

/** A name or address of this machine: `localhost` (and `*.localhost`), 127.0.0.0/8, ::1. */
export function isLoopback(hostname: string): boolean {
  const host = hostname.toLowerCase().replace(/^\[|\]$/g, '');
  return host === 'localhost' || host.endsWith('.localhost') || host === '::1' || /^127(\.\d{1,3}){3}$/.test(host);
}
