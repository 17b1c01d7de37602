/**
 * State that several instances of the site share through Redis (REDIS_URL;
 * src/shared-state/): how long Redis may take before an instance stops
 * waiting for it, how long entries live there, and how the contact form's
 * single-use tokens wait for each other.
 */
export const SHARED_STATE = {
  /** Every key and channel starts with this (one Redis database per site: the number in REDIS_URL). */
  prefix: 'vitrine:',
  /** A command that has not answered by then counts as Redis being down: the instance goes on with its own state. */
  commandTimeoutMs: 1000,
  /** At start, how long the server waits to connect and read the shared tag state before it serves alone. */
  startTimeoutMs: 3000,
  /** While Redis does not answer, how often the instance tries again. */
  probeIntervalMs: 1000,
  /** How often the "Redis is down" line is logged, per instance, while it lasts. */
  logIntervalMs: 60_000,
  /** A page or data cache entry lives this long in Redis after it was last written (a miss falls back to the build's). */
  cacheEntryTtlMs: 14 * 24 * 60 * 60_000,
  /**
   * How long the instance that renders a stale page again holds it for all (the others serve the page they
   * have meanwhile): longer than a render waiting on a slow CMS (two reads of 10 s), short enough that a
   * crashed instance's pages are rendered elsewhere soon.
   */
  renderLeaseMs: 25_000,
  /** What an instance keeps of what it read from or wrote to Redis, for when Redis is down (bytes, oldest dropped first). */
  fallbackMaxBytes: 32 * 1024 * 1024,
  /** The in-process store's values (tokens, last good copies), in bytes. */
  processMaxBytes: 16 * 1024 * 1024,
  /** Clients (IPs) whose sliding windows one process keeps; past it, the least recently seen are dropped. */
  processMaxWindows: 10_000,
} as const;
