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

/**
 * The shell that holds redis-server: it prints the server's pid, then waits on its stdin, a pipe from this
 * process. When that pipe closes (stop(), or this process ending however it ends, a killed test worker
 * included), it kills the server and waits for it, so no redis-server outlives the tests that started it.
 */
const HOLDER =
  'redis-server "$@" </dev/null & pid=$!; echo "redis pid $pid"; read _; kill -CONT $pid; kill -KILL $pid; wait $pid';

export async function startRedis(): Promise<RunningRedis> {
  requireTool('redis-server');
  const port = await freePort();
  const dir = mkdtempSync(join(tmpdir(), 'vitrine-redis-'));
  let holder: ChildProcess | undefined;
  let pid: number | undefined;

  const start = async () => {
    const process = spawn(
      'sh',
      [
        '-c',
        HOLDER,
        'redis-holder',
        '--port',
        String(port),
        '--bind',
        '127.0.0.1',
        '--save',
        '',
        '--appendonly',
        'no',
        '--dir',
        dir,
      ],
      { stdio: ['pipe', 'pipe', 'pipe'] },
    );
    holder = process;
    pid = undefined;
    let output = '';
    await new Promise<void>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`redis-server did not start:\n${output}`)), 10_000);
      process.stdout!.on('data', (chunk: Buffer) => {
        output += chunk;
        pid ??= Number(/redis pid (\d+)/.exec(output)?.[1]) || undefined;
        if (pid && output.includes('Ready to accept connections')) {
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

  /** Closes the holder's stdin: it kills the server (SIGCONT first, should it be frozen), waits for it, and ends. */
  const kill = async () => {
    const running = holder;
    if (!running || running.exitCode !== null || running.signalCode !== null) return;
    const exited = new Promise((resolve) => running.once('exit', resolve));
    running.stdin!.end();
    await exited;
  };

  const signal = (name: NodeJS.Signals) => {
    if (pid !== undefined) process.kill(pid, name);
  };

  await start();
  return {
    url: `redis://127.0.0.1:${port}/0`,
    port,
    kill,
    start,
    freeze: () => signal('SIGSTOP'),
    thaw: () => signal('SIGCONT'),
    async stop() {
      await kill();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
