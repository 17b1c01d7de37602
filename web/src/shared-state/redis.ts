/**
 * The shared state in Redis (REDIS_URL): what every instance of the site
 * reads and writes, so they behave as one. Each operation is one command or
 * one Lua script, so it holds however many instances run it at once.
 *
 * Redis is optional at every moment, not only at start. A command that fails
 * or does not answer within a second marks Redis as down: from then on the
 * instance works from its own state (process.ts), which it has kept in step
 * with what it read and wrote, logs one line per interval, and tries again
 * every second. When Redis answers again the instance pushes the tag marks
 * it made meanwhile, reads everyone else's, and goes on: no restart.
 *
 * Tag marks reach the other instances at once (Redis pub/sub); each one also
 * reads them all whenever it (re)connects, so a message missed while a
 * connection was down is caught up.
 */
import { createClient, type RedisClientType } from '@redis/client';
import { SHARED_STATE } from '@/config/shared-state';
import { logOncePer, type Logger } from '@/log';
import { createProcessState } from './process';
import { tagMarkBook, type SharedState, type TagMark, type WindowDecision } from './state';

export interface RedisStateOptions {
  log?: Logger;
  /** Timings (tests shorten them). */
  commandTimeoutMs?: number;
  startTimeoutMs?: number;
  probeIntervalMs?: number;
  logIntervalMs?: number;
}

/** Redis did not answer; the caller goes on with the process's own state. */
class Unavailable extends Error {
  override name = 'SharedStateUnavailable';
}

/** Merges marks into the hash (stale only moves forward, a given expired replaces), then tells every instance. */
const MARK_TAGS = `
local given = cjson.decode(ARGV[2])
local merged = {}
for tag, mark in pairs(given) do
  local old = redis.call('HGET', KEYS[1], tag)
  local m = old and cjson.decode(old) or {}
  if mark.stale and (not m.stale or mark.stale > m.stale) then m.stale = mark.stale end
  if mark.expired then m.expired = mark.expired end
  redis.call('HSET', KEYS[1], tag, cjson.encode(m))
  merged[tag] = m
end
redis.call('PUBLISH', ARGV[1], cjson.encode(merged))
return 1`;

/** A sliding window in a sorted set of ids scored by time: 0 when counted (or counted before), else ms to wait. */
const HIT = `
local now = tonumber(ARGV[2])
local window = tonumber(ARGV[4])
redis.call('ZREMRANGEBYSCORE', KEYS[1], '-inf', now - window)
if redis.call('ZSCORE', KEYS[1], ARGV[1]) then return 0 end
if redis.call('ZCARD', KEYS[1]) >= tonumber(ARGV[3]) then
  local oldest = redis.call('ZRANGE', KEYS[1], 0, 0, 'WITHSCORES')
  return tonumber(oldest[2]) + window - now
end
redis.call('ZADD', KEYS[1], now, ARGV[1])
redis.call('PEXPIRE', KEYS[1], window)
return 0`;

const CLAIM = `
local held = redis.call('GET', KEYS[1])
if held then return held end
if tonumber(ARGV[2]) > 0 then redis.call('SET', KEYS[1], ARGV[1], 'PX', ARGV[2]) else redis.call('SET', KEYS[1], ARGV[1]) end
return false`;

const RELEASE = `
if redis.call('GET', KEYS[1]) == ARGV[1] then return redis.call('DEL', KEYS[1]) end
return 0`;

let instances = 0;

/**
 * Rejects after `ms`, measured as Redis's delay rather than this process's: when the event loop was busy
 * (a render, Next starting), the timer fires as soon as it is free, before the socket's answer, already
 * there, is read. So the rejection waits for that read (setImmediate runs after the loop's I/O).
 */
function late(ms: number, keep: (timer: NodeJS.Timeout) => void): Promise<never> {
  return new Promise<never>((_, reject) => {
    const timer = setTimeout(() => setImmediate(() => reject(new Unavailable(`no answer within ${ms} ms`))), ms);
    timer.unref();
    keep(timer);
  });
}

/** `host:port/db` of a Redis URL, without its credentials (for logs). */
export function redisTarget(url: string): string {
  const parsed = new URL(url);
  const db = parsed.pathname.replace(/^\//, '') || '0';
  return `${parsed.hostname}:${parsed.port || '6379'}/${db}`;
}

export function createRedisState(url: string, options: RedisStateOptions = {}): SharedState {
  const {
    log = console,
    commandTimeoutMs = SHARED_STATE.commandTimeoutMs,
    startTimeoutMs = SHARED_STATE.startTimeoutMs,
    probeIntervalMs = SHARED_STATE.probeIntervalMs,
    logIntervalMs = SHARED_STATE.logIntervalMs,
  } = options;
  const target = redisTarget(url);
  // One state per process in the site; tests run several, each with its own "down" line.
  const logKey = `shared-state:down:${++instances}`;
  const db = target.split('/')[1]!;
  const key = (name: string) => `${SHARED_STATE.prefix}${name}`;
  const TAGS_HASH = key('tags');
  // Pub/sub channels are not per database: the database is in the name, so two sites on one Redis stay apart.
  const TAGS_CHANNEL = key(`${db}:tags`);

  /** What this instance goes on with while Redis is down, kept in step with what it read and wrote. */
  const local = createProcessState({ maxBytes: SHARED_STATE.fallbackMaxBytes });
  const book = tagMarkBook();
  const marks = book.marks;
  let healthy = false;
  let reportedDown = false;
  let probing: NodeJS.Timeout | undefined;
  let closed = false;

  const client = createClient({
    url,
    // A command while disconnected fails at once (the instance uses its own state) instead of waiting in a queue.
    disableOfflineQueue: true,
    socket: {
      connectTimeout: commandTimeoutMs * 2,
      reconnectStrategy: (retries) => Math.min(100 * 2 ** retries, 1000),
    },
  }) as RedisClientType;
  const subscriber = client.duplicate() as RedisClientType;

  const down = (reason: string) => {
    healthy = false;
    if (closed) return;
    if (
      logOncePer(
        logKey,
        logIntervalMs,
        'warn',
        `[shared-state] Redis at ${target} does not answer (${reason}): this instance serves pages from its own ` +
          'cache and counts contact limits alone until it does.',
        { log },
      )
    ) {
      reportedDown = true;
    }
    probe();
  };

  const applyMarks = book.apply;

  /** One command, or Unavailable when Redis is down or does not answer in time (then it counts as down). */
  async function call<T>(args: string[]): Promise<T> {
    if (!healthy || closed) throw new Unavailable('down');
    let timer: NodeJS.Timeout | undefined;
    try {
      return (await Promise.race([client.sendCommand(args), late(commandTimeoutMs, (ms) => (timer = ms))])) as T;
    } catch (error) {
      if (error instanceof Unavailable) down(error.message);
      else if (!client.isReady) down((error as Error).message);
      else throw error;
      throw error instanceof Unavailable ? error : new Unavailable((error as Error).message);
    } finally {
      clearTimeout(timer);
    }
  }

  /** Pushes this instance's marks (those made while Redis was down among them), then reads everyone's. */
  async function sync(): Promise<void> {
    const run = (args: string[]) => {
      let timer: NodeJS.Timeout | undefined;
      return Promise.race([client.sendCommand(args), late(commandTimeoutMs, (ms) => (timer = ms))]).finally(() =>
        clearTimeout(timer),
      );
    };
    if (marks.size > 0) {
      await run(['EVAL', MARK_TAGS, '1', TAGS_HASH, TAGS_CHANNEL, JSON.stringify(Object.fromEntries(marks))]);
    }
    const all = (await run(['HGETALL', TAGS_HASH])) as unknown as string[] | Record<string, string>;
    const pairs = Array.isArray(all) ? all : Object.entries(all).flat();
    const read: Record<string, TagMark> = {};
    for (let i = 0; i + 1 < pairs.length; i += 2) {
      try {
        read[pairs[i]!] = JSON.parse(pairs[i + 1]!) as TagMark;
      } catch {
        // Not ours: ignore.
      }
    }
    applyMarks(read);
  }

  let syncing: Promise<void> | undefined;
  const recover = (): Promise<void> =>
    (syncing ??= sync()
      .then(() => {
        if (closed) return;
        healthy = true;
        if (probing) clearInterval(probing);
        probing = undefined;
        if (reportedDown) {
          reportedDown = false;
          log.info(`[shared-state] Redis at ${target} answers again: this instance shares its state again.`);
        }
      })
      .catch((error: unknown) => down((error as Error).message))
      .finally(() => {
        syncing = undefined;
      }));

  /** While Redis does not answer a connected client (it hangs), asks again every interval. */
  function probe(): void {
    if (probing || closed) return;
    probing = setInterval(() => {
      if (client.isReady && !syncing) void recover();
    }, probeIntervalMs);
    probing.unref();
  }

  client.on('error', (error: Error) => down(error.message));
  client.on('end', () => down('connection closed'));
  client.on('ready', () => void recover());
  subscriber.on('error', () => {
    // The command connection reports the same outage; this one reconnects and resubscribes on its own.
  });
  // A message missed while this connection was down is caught up by reading every mark again.
  subscriber.on('ready', () => {
    if (healthy) void recover();
  });

  const started = (async () => {
    await Promise.all([client.connect(), subscriber.connect()]);
    await subscriber.subscribe(TAGS_CHANNEL, (message: string) => {
      try {
        applyMarks(JSON.parse(message) as Record<string, TagMark>);
      } catch {
        // Not ours: ignore.
      }
    });
    await recover();
  })().catch((error: unknown) => down((error as Error).message));

  const ready = Promise.race([
    started,
    new Promise<void>((resolve) =>
      setTimeout(() => {
        if (!healthy) down(`not connected within ${startTimeoutMs} ms of starting`);
        resolve();
      }, startTimeoutMs).unref(),
    ),
  ]);

  const k = (name: string) => key(`v:${name}`);

  return {
    kind: 'redis',
    shared: true,
    target: `Redis at ${target}`,

    async get(name) {
      try {
        const value = await call<string | null>(['GET', k(name)]);
        if (value !== null) await local.set(name, value, 0);
        return value;
      } catch (error) {
        if (error instanceof Unavailable) return local.get(name);
        throw error;
      }
    },
    async set(name, value, ttlMs) {
      await local.set(name, value, ttlMs);
      await call(ttlMs > 0 ? ['SET', k(name), value, 'PX', String(ttlMs)] : ['SET', k(name), value]).catch(
        (error: unknown) => {
          if (!(error instanceof Unavailable)) throw error;
        },
      );
    },
    async claim(name, value, ttlMs) {
      try {
        const held = await call<string | null>(['EVAL', CLAIM, '1', k(name), value, String(ttlMs)]);
        // What this instance claimed holds here too while Redis is down; another instance's claim does not
        // (that instance cannot finish what it claimed for this one then: a render lease, say).
        if (held === null) await local.set(name, value, ttlMs);
        return held;
      } catch (error) {
        if (error instanceof Unavailable) return local.claim(name, value, ttlMs);
        throw error;
      }
    },
    async release(name, value) {
      await local.release(name, value);
      await call(['EVAL', RELEASE, '1', k(name), value]).catch((error: unknown) => {
        if (!(error instanceof Unavailable)) throw error;
      });
    },
    async hit(name, id, now, rule): Promise<WindowDecision> {
      try {
        const wait = Number(
          await call(['EVAL', HIT, '1', k(name), id, String(now), String(rule.limit), String(rule.windowMs)]),
        );
        return wait > 0 ? { allowed: false, retryAfterMs: wait } : { allowed: true };
      } catch (error) {
        if (error instanceof Unavailable) return local.hit(name, id, now, rule);
        throw error;
      }
    },

    async markTags(given) {
      // At once here; the others hear it through Redis, or when it answers again (sync pushes every mark).
      applyMarks(given);
      await call(['EVAL', MARK_TAGS, '1', TAGS_HASH, TAGS_CHANNEL, JSON.stringify(given)]).catch((error: unknown) => {
        if (!(error instanceof Unavailable)) throw error;
      });
    },
    tagMarks: () => marks,
    onTagMarks: (listener) => book.listen(listener),

    ready: () => ready,
    async close() {
      closed = true;
      healthy = false;
      if (probing) clearInterval(probing);
      await Promise.allSettled([started]);
      client.destroy();
      subscriber.destroy();
    },
  };
}
