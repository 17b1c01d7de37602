import { mkdtempSync, readFileSync, rmSync, utimesSync, writeFileSync, existsSync } from 'node:fs';
import { hostname, tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { DataDirLockedError, LOCK_FILE, lockDataDir } from './data-dir-lock';

const dirs: string[] = [];
const temp = () => {
  const dir = mkdtempSync(join(tmpdir(), 'vitrine-lock-'));
  dirs.push(dir);
  return dir;
};
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

const holder = (fields: object) =>
  JSON.stringify({ pid: 1, host: hostname(), since: Date.now(), nonce: 'x', ...fields });

describe('lockDataDir: one server per data directory', () => {
  it('refuses a second server, naming the holder and what to do instead, until the first releases it', async () => {
    const dir = temp();
    const first = await lockDataDir(dir);
    // The second server is another process: the first one's pid is alive for it.
    const error = await lockDataDir(dir, { alive: () => true }).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(DataDirLockedError);
    expect((error as Error).message).toMatch(new RegExp(`pid ${process.pid} on ${hostname()}`));
    expect((error as Error).message).toMatch(/VITRINE_DATA_DIR=/);
    expect((error as Error).message).toMatch(/SANITY_API_WRITE_TOKEN/);
    first.release();
    expect(existsSync(join(dir, LOCK_FILE))).toBe(false);
    (await lockDataDir(dir)).release();
  });

  it.each([
    ['a process that is gone', () => false],
    ['a pid used again by a process started after the lock', (_pid: number, since: number) => since < 0],
  ])('takes over a lock left on this host by %s', async (_name, alive) => {
    const dir = temp();
    writeFileSync(join(dir, LOCK_FILE), holder({ pid: 4_000_000 }));
    const lock = await lockDataDir(dir, { alive, settleMs: 10 });
    expect(JSON.parse(readFileSync(lock.file, 'utf8')).pid).toBe(process.pid);
    lock.release();
  });

  it('asks the kernel about a holder on this host: alive refuses, gone or a pid used again takes over', async () => {
    const { spawn } = await import('node:child_process');
    const child = spawn('sleep', ['30']);
    await new Promise((resolve) => setTimeout(resolve, 100));
    const dir = temp();
    const file = join(dir, LOCK_FILE);
    try {
      writeFileSync(file, holder({ pid: child.pid, since: Date.now() }));
      await expect(lockDataDir(dir, { settleMs: 10 })).rejects.toBeInstanceOf(DataDirLockedError);
      // The lock is older than the process with that pid: the holder is gone, its pid went to another process.
      writeFileSync(file, holder({ pid: child.pid, since: Date.now() - 60_000 }));
      (await lockDataDir(dir, { settleMs: 10 })).release();
    } finally {
      child.kill('SIGKILL');
    }
    await new Promise((resolve) => child.once('exit', resolve));
    writeFileSync(file, holder({ pid: child.pid, since: Date.now() }));
    (await lockDataDir(dir, { settleMs: 10 })).release();
  });

  it('takes over a lock naming this very process (a restart that got the same pid)', async () => {
    const dir = temp();
    writeFileSync(join(dir, LOCK_FILE), holder({ pid: process.pid, nonce: 'old' }));
    (await lockDataDir(dir, { settleMs: 10 })).release();
  });

  it('takes over an unreadable lock (torn by a crash as it was written)', async () => {
    const dir = temp();
    writeFileSync(join(dir, LOCK_FILE), '{"pid": 12');
    (await lockDataDir(dir, { settleMs: 10 })).release();
  });

  it('waits for a lock held from another host to go stale: taken once untouched, refused while it is touched', async () => {
    const dir = temp();
    const file = join(dir, LOCK_FILE);
    writeFileSync(file, holder({ host: 'another-host' }));
    const old = new Date(Date.now() - 10_000);
    utimesSync(file, old, old);
    (await lockDataDir(dir, { staleMs: 5000, touchMs: 100, settleMs: 10 })).release();

    writeFileSync(file, holder({ host: 'another-host' }));
    const touching = setInterval(() => utimesSync(file, new Date(), new Date()), 50);
    try {
      const started = Date.now();
      const error = await lockDataDir(dir, { staleMs: 300, touchMs: 100, settleMs: 10 }).catch(
        (caught: unknown) => caught,
      );
      expect(error).toBeInstanceOf(DataDirLockedError);
      expect(Date.now() - started).toBeGreaterThanOrEqual(300);
    } finally {
      clearInterval(touching);
    }
  });

  it('lets exactly one of two servers that find the same stale lock take it', async () => {
    const dir = temp();
    writeFileSync(join(dir, LOCK_FILE), holder({ pid: 4_000_000 }));
    const results = await Promise.allSettled([
      lockDataDir(dir, { alive: () => false, settleMs: 50 }),
      lockDataDir(dir, { alive: () => false, settleMs: 50 }),
    ]);
    expect(results.filter((result) => result.status === 'fulfilled')).toHaveLength(1);
    for (const result of results) if (result.status === 'fulfilled') result.value.release();
  });
});
