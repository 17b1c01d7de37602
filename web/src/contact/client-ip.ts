/**
 * The visitor's address, for the per-IP limit, on each host (security/host.ts):
 *
 * - the Vitrine server has already replaced X-Forwarded-For with the one
 *   address it trusts: the TCP peer, or the client a trusted proxy named
 *   (TRUST_PROXY, security/trust-proxy.ts);
 * - Vercel and Netlify name the client in a header of their own, which a
 *   client cannot set (`x-vercel-forwarded-for`, `x-nf-client-connection-ip`):
 *   that one, and no other, is believed;
 * - Next's own server passes the client's X-Forwarded-For through and shows
 *   the connection's address only when there is none: with a proxy trusted
 *   (which overwrites the header), the client it names; without one, no
 *   address at all, so every sender shares one limit rather than each forged
 *   address getting its own.
 */
import { forwardedClient, normalizeAddress, type TrustProxy } from '@/security/trust-proxy';
import type { Host } from '@/security/host';

/** The header a platform names the client in; nothing else from the request is believed there. */
export const PLATFORM_CLIENT_HEADER = {
  vercel: 'x-vercel-forwarded-for',
  netlify: 'x-nf-client-connection-ip',
} as const;

/** Where no address can be known: one shared bucket. */
export const UNKNOWN_CLIENT = 'unknown';

const last = (value: string | null) => (value ? normalizeAddress(value.split(',').at(-1) ?? '') : '');

export function clientIp(headers: Pick<Headers, 'get'>, host: Host, trust: TrustProxy): string {
  const forwardedFor = headers.get('x-forwarded-for');
  switch (host) {
    case 'vitrine':
      return last(forwardedFor) || UNKNOWN_CLIENT;
    case 'vercel':
    case 'netlify':
      return last(headers.get(PLATFORM_CLIENT_HEADER[host])) || UNKNOWN_CLIENT;
    case 'next':
      return forwardedClient(forwardedFor ?? undefined, trust) ?? UNKNOWN_CLIENT;
  }
}
