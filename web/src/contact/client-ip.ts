/**
 * The visitor's address, for the per-IP limit. The Vitrine server
 * (server/handler.ts) has already replaced X-Forwarded-For with the one
 * address it trusts: the TCP peer, or the client a trusted proxy named
 * (TRUST_PROXY, security/trust-proxy.ts). Whatever a client sent in that
 * header never gets this far.
 */
export function clientIp(headers: Pick<Headers, 'get'>): string {
  return headers.get('x-forwarded-for')?.split(',').at(-1)?.trim() || 'unknown';
}
