export interface RateLimit {
  limit: number;
  windowMs: number;
}

export type RateDecision = { allowed: true } | { allowed: false; retryAfterMs: number };

export interface RateLimiter {
  /** Counts message `id` for `client` at `now`, unless that message is already counted (a retry). */
  hit(client: string, id: string, now: number): RateDecision;
}

/**
 * A sliding-window limit per client (IP): at most `limit` distinct messages
 * in any `windowMs`. A retry of a message already counted passes, so a double
 * submit or a resend after a network error is never what trips the limit.
 *
 * In memory and per process: several instances each keep their own count.
 * At most `maxClients` are tracked; past that, the least recently seen are dropped.
 */
export function createRateLimiter({ limit, windowMs }: RateLimit, { maxClients = 10_000 } = {}): RateLimiter {
  const clients = new Map<string, { id: string; at: number }[]>();

  const recent = (client: string, now: number) =>
    (clients.get(client) ?? []).filter((entry) => now - entry.at < windowMs);

  return {
    hit(client, id, now) {
      const hits = recent(client, now);
      // Re-inserting keeps the Map in least-recently-seen order, for eviction.
      clients.delete(client);
      if (hits.some((entry) => entry.id === id)) {
        clients.set(client, hits);
        return { allowed: true };
      }
      if (hits.length >= limit) {
        clients.set(client, hits);
        return { allowed: false, retryAfterMs: hits[0]!.at + windowMs - now };
      }
      hits.push({ id, at: now });
      clients.set(client, hits);
      if (clients.size > maxClients) {
        for (const other of clients.keys()) {
          if (clients.size <= maxClients) break;
          if (other !== client) clients.delete(other);
        }
      }
      return { allowed: true };
    },
  };
}
