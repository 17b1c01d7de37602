/**
 * A throwaway redis-server on a free loopback port, with nothing persisted (a
 * restart starts empty, as a Redis without persistence does): the shared
 * state's tests, the several-instances e2e test and the bench run the site
 * against it. It can be killed, started again on the same port, and frozen
 * (SIGSTOP: it keeps the connections but answers nothing).
 *
 * Debian/Ubuntu: sudo apt-get install -y redis-server
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort } from './server.ts';
import { requireTool } from './tools.ts';

export interface RunningRedis {
  /** `redis://127.0.0.1:<port>/0` */
  url: string;
  port: number;
  /** SIGKILL: every connection drops, nothing is kept. */
  kill(): Promise<void>;
  /** Starts it again on the same port (empty). */
  start(): Promise<void>;
  /** SIGSTOP / SIGCONT: connections stay open, nothing answers. */
  freeze(): void;
  thaw(): void;
  stop(): Promise<void>;
}

export async function startRedis(): Promise<RunningRedis> {
  requireTool('redis-server');
  const port = await freePort();
  const dir = mkdtempSync(join(tmpdir(), 'vitrine-redis-'));
  let child: ChildProcess | undefined;

  const start = async () => {
    const process = spawn(
      'redis-server',
      ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no', '--dir', dir],
      { stdio: ['ignore', 'pipe', 'pipe'] },
    );
    child = process;
    let output = '';
    await new Promise<void>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`redis-server did not start:\n${output}`)), 10_000);
      process.stdout!.on('data', (chunk: Buffer) => {
        output += chunk;
        if (output.includes('Ready to accept connections')) {
          clearTimeout(timer);
          resolve();
        }
      });
      process.once('exit', (code) => {
        clearTimeout(timer);
        reject(new Error(`redis-server exited with ${code}:\n${output}`));
      });
    });
    process.removeAllListeners('exit');
  };

  const kill = async () => {
    const running = child;
    if (!running || running.exitCode !== null || running.signalCode !== null) return;
    const exited = new Promise((resolve) => running.once('exit', resolve));
    running.kill('SIGCONT');
    running.kill('SIGKILL');
    await exited;
  };

  await start();
  return {
    url: `redis://127.0.0.1:${port}/0`,
    port,
    kill,
    start,
    freeze: () => child?.kill('SIGSTOP'),
    thaw: () => child?.kill('SIGCONT'),
    async stop() {
      await kill();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
