/**
 * One server per data directory (VITRINE_DATA_DIR). The local inbox and the
 * outbox are append-only files whose index of ids lives in the memory of the
 * one process that writes them: a second process on the same directory would
 * store a retried message twice and let the inbox pass its cap. So the server
 * takes a lock file before it listens, and a second one refuses to start.
 *
 * The lock names its holder (pid, host, when) and the holder touches it every
 * few seconds. It is stale, and taken over, when its holder is gone: on this
 * host, when no such process runs (or one that started after the lock was
 * written: a pid used again); held from another host (a shared volume), when
 * nobody touched it for `staleMs` (a container killed with its volume kept),
 * which a starting server waits for before it refuses. A killed server never
 * blocks the next start; a clean stop removes the lock.
 */
import { mkdirSync, readFileSync, rmSync, statSync, utimesSync, writeFileSync, openSync, closeSync } from 'node:fs';
import { hostname } from 'node:os';
import { join } from 'node:path';
import { randomBytes } from 'node:crypto';

export const LOCK_FILE = 'server.lock';

export interface LockHolder {
  pid: number;
  host: string;
  /** When the holder took the lock (ms since the epoch). */
  since: number;
  /** Tells two takers apart when they race for a stale lock. */
  nonce: string;
}

export interface DataDirLock {
  readonly file: string;
  release(): void;
}

export class DataDirLockedError extends Error {
  override name = 'DataDirLockedError';
  constructor(
    readonly dir: string,
    readonly holder: LockHolder,
  ) {
    super(
      `Another Vitrine server (pid ${holder.pid} on ${holder.host}, since ${new Date(holder.since).toISOString()}) ` +
        `uses the data directory ${dir}: its contact inbox must have one server writing it.\n` +
        'Run each server with a directory of its own (VITRINE_DATA_DIR=/path/for/this/one), or, with the sanity ' +
        "source, store messages in Sanity (SANITY_API_WRITE_TOKEN, the Studio's Inbox) and still give each server " +
        `its own directory. A server that is gone does not hold it (${join(dir, LOCK_FILE)}).`,
    );
  }
}

export interface LockOptions {
  /** A lock untouched this long is stale whatever host holds it. */
  staleMs?: number;
  /** How often the holder touches it. */
  touchMs?: number;
  /** Another process on this host with this pid is alive, and started at or before `since` (tests replace it). */
  alive?: (pid: number, since: number) => boolean;
  /** How long a taker waits before it checks it won a race for a stale lock. */
  settleMs?: number;
}

/** When a process started, from /proc (Linux), or null where that is not known. */
function startedAt(pid: number): number | null {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const ticks = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[19]);
    const boot = Number(/^btime (\d+)$/m.exec(readFileSync('/proc/stat', 'utf8'))?.[1]);
    // Clock ticks are 100 per second on every Linux Node runs on.
    return Number.isFinite(ticks) && Number.isFinite(boot) ? boot * 1000 + (ticks / 100) * 1000 : null;
  } catch {
    return null;
  }
}

function isAlive(pid: number, since: number): boolean {
  if (pid === process.pid) return false; // A lock naming this very process is a previous life of its pid.
  try {
    process.kill(pid, 0);
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
  const started = startedAt(pid);
  // A process that started after the lock was written is not its holder: the pid was used again.
  return started === null || started <= since + 1000;
}

function read(file: string): { holder: LockHolder; touched: number } | null {
  try {
    const holder = JSON.parse(readFileSync(file, 'utf8')) as LockHolder;
    if (typeof holder.pid !== 'number' || typeof holder.host !== 'string') return null;
    return { holder, touched: statSync(file).mtimeMs };
  } catch {
    return null;
  }
}

/** Writes the lock only if there is none (O_EXCL). */
function create(file: string, holder: LockHolder): boolean {
  let fd: number;
  try {
    fd = openSync(file, 'wx', 0o600);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return false;
    throw error;
  }
  try {
    writeFileSync(fd, JSON.stringify(holder));
  } finally {
    closeSync(fd);
  }
  return true;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Takes the data directory for this process, or throws DataDirLockedError naming the holder and what to do. */
export async function lockDataDir(
  dir: string,
  { staleMs = 30_000, touchMs = 5_000, alive = isAlive, settleMs = 200 }: LockOptions = {},
): Promise<DataDirLock> {
  mkdirSync(dir, { recursive: true, mode: 0o700 });
  const file = join(dir, LOCK_FILE);
  const mine: LockHolder = {
    pid: process.pid,
    host: hostname(),
    since: Date.now(),
    nonce: randomBytes(8).toString('hex'),
  };
  const isMine = () => read(file)?.holder.nonce === mine.nonce;

  const waitUntil = Date.now() + staleMs + 2 * touchMs;
  for (let attempt = 0; ; attempt++) {
    if (create(file, mine)) break;
    const found = read(file);
    if (found) {
      const { holder, touched } = found;
      if (holder.host === mine.host) {
        // On this host the kernel says whether the holder still runs.
        if (alive(holder.pid, holder.since)) throw new DataDirLockedError(dir, holder);
      } else if (Date.now() - touched <= staleMs) {
        // On another host (a shared volume), only its touches say it: wait until they stop, or refuse.
        if (Date.now() >= waitUntil) throw new DataDirLockedError(dir, holder);
        await sleep(Math.min(1000, touchMs));
        continue;
      }
    }
    // Stale, or unreadable (a lock torn by a crash as it was written): take it over.
    if (attempt >= 20) throw new Error(`Could not take the lock ${file}: another server keeps taking it.`);
    rmSync(file, { force: true });
    if (create(file, mine)) {
      // Two servers may have judged the same lock stale at once: the one whose lock is there after a moment won.
      await sleep(settleMs);
      if (isMine()) break;
      const winner = read(file);
      if (winner) throw new DataDirLockedError(dir, winner.holder);
    }
  }

  const touch = setInterval(() => {
    try {
      if (isMine()) {
        const now = new Date();
        utimesSync(file, now, now);
      }
    } catch {
      // The directory went away: nothing to keep.
    }
  }, touchMs);
  touch.unref();
  return {
    file,
    release() {
      clearInterval(touch);
      try {
        if (isMine()) rmSync(file, { force: true });
      } catch {
        // Already gone.
      }
    },
  };
}
