/**
 * Builds and starts the site as `npm run build` and `npm start` do (the Vitrine
 * server, web/dist/server.mjs), or a bare Next.js app (`next start`, the
 * bench's floor), on a free loopback port, and stops it by pid.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { createRequire } from 'node:module';
import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative, sep } from 'node:path';
import { createServer } from 'node:net';
import { fileURLToPath } from 'node:url';
import { peakOf, treeResidentBytes } from './disk.ts';

export const WEB_DIR = fileURLToPath(new URL('../../web/', import.meta.url));
const NEXT_BIN = createRequire(`${WEB_DIR}package.json`).resolve('next/dist/bin/next');
const SERVER_BUNDLER = `${WEB_DIR}scripts/build-server.mjs`;
export const SERVER_ENTRY = `${WEB_DIR}dist/server.mjs`;
/** The Node flags `npm start` gives the server (web/package.json), so the site runs here as it runs there. */
export const SERVER_NODE_FLAGS: string[] = (
  JSON.parse(readFileSync(`${WEB_DIR}package.json`, 'utf8')) as { scripts: { start: string } }
).scripts.start
  .split(/\s+/)
  .filter((arg) => arg.startsWith('--'));
const isSite = (dir: string) => dir === WEB_DIR;

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port')),
      );
    });
  });
}

export interface RunningSite {
  url: string;
  process: ChildProcess;
  /** What the server printed so far (stdout and stderr). */
  output(): string;
  stop(): Promise<void>;
}

export interface BuildStats {
  ms: number;
  /** The most memory the build's processes (Next and its workers) held at once, sampled every 100 ms. */
  peakBytes: number;
  /** What `next build` printed, each line with the ms since the build started (the bench reads its phases). */
  lines: { ms: number; text: string }[];
}

/**
 * Runs `next build` (for the site, after bundling its server and cache handler, which the build loads, as
 * `npm run build` does) with extra env (e.g. another source and NEXT_DIST_DIR). Returns how long it took
 * and its peak memory.
 */
export async function buildSite(env: Record<string, string> = {}, dir = WEB_DIR): Promise<BuildStats> {
  const started = performance.now();
  const lines: BuildStats['lines'] = [];
  let peakBytes = isSite(dir) ? await run([SERVER_BUNDLER], dir, env) : 0;
  const onLine = (text: string) => lines.push({ ms: performance.now() - started, text });
  peakBytes = Math.max(peakBytes, await run([NEXT_BIN, 'build'], dir, env, onLine));
  return { ms: performance.now() - started, peakBytes, lines };
}

/** Runs a Node script to the end; returns its process tree's peak resident memory. */
async function run(
  args: string[],
  dir: string,
  env: Record<string, string>,
  onLine?: (text: string) => void,
): Promise<number> {
  const { code, output, peakBytes } = await runNode(args, dir, env, onLine);
  if (code !== 0) throw new Error(`${args.join(' ')} failed (${code}):\n${output}`);
  return peakBytes;
}

/** Runs a Node script to the end: its exit code, what it printed (stdout apart), and its peak memory. */
async function runNode(
  args: string[],
  dir: string,
  env: Record<string, string>,
  onLine?: (text: string) => void,
): Promise<{ code: number | null; output: string; stdout: string; peakBytes: number }> {
  const child = spawn(process.execPath, args, {
    cwd: dir,
    env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const peak = peakOf(() => treeResidentBytes(child.pid!));
  let output = '';
  let stdout = '';
  let partial = '';
  child.stdout?.on('data', (chunk) => {
    output += chunk;
    stdout += chunk;
    if (!onLine) return;
    const lines = (partial + chunk).split('\n');
    partial = lines.pop()!;
    for (const line of lines) onLine(line);
  });
  child.stderr?.on('data', (chunk) => (output += chunk));
  const code = await new Promise<number | null>((resolve) => child.once('exit', resolve));
  if (onLine && partial) onLine(partial);
  return { code, output, stdout, peakBytes: peak.stop() };
}

const TSX_CLI = createRequire(`${WEB_DIR}package.json`).resolve('tsx/cli');

/** Runs `npm run content:check` with extra env and arguments: its exit code and what it printed. */
export async function contentCheckProcess(
  env: Record<string, string> = {},
  args: string[] = [],
): Promise<{ code: number | null; stdout: string; output: string }> {
  const { code, stdout, output } = await runNode(
    [TSX_CLI, '--conditions=react-server', `${WEB_DIR}scripts/content-check.ts`, ...args],
    WEB_DIR,
    env,
  );
  return { code, stdout, output };
}

/**
 * Runs the content check (`npm run content:check -- --json`) with extra env:
 * its report, and its exit code (1: the build would stop).
 */
export async function runContentCheck(env: Record<string, string> = {}): Promise<{
  code: number | null;
  report: {
    source: string;
    problems: { code: string; severity: string; documentId: string | null; language: string | null }[];
  };
}> {
  const { code, output, stdout } = await contentCheckProcess(env, ['--json']);
  if (code !== 0 && code !== 1) throw new Error(`the content check could not run (${code}):\n${output}`);
  return { code, report: JSON.parse(stdout) };
}

/** What a prerendered page or file leaves in a build (server/app/…): a variant build writes its own. */
const PRERENDERED = /\.(html|rsc|meta|body)$|\.segments$/;

/**
 * Another build of the site over other content (`env`: VITRINE_DATASET_DIR,
 * SITE_URL…) in `WEB_DIR/<distDir>`, reusing the compiled code of the build
 * in `WEB_DIR/<from>`: its compiled files are copied (not its caches, its
 * route types, nor what it prerendered from its own content) and Next's generate mode
 * (`next build --experimental-build-mode=generate`) prerenders every page
 * again, from the other content or source (the Sanity specs: their own local Content Lake). The compile step (most of a build’s time)
 * is done once. The server bundle (dist/) is the one of that build.
 */
export async function generateBuild(
  distDir: string,
  env: Record<string, string>,
  from = '.next',
): Promise<BuildStats & { output: string }> {
  const started = performance.now();
  const source = join(WEB_DIR, from);
  const target = join(WEB_DIR, distDir);
  if (!existsSync(join(source, 'BUILD_ID'))) throw new Error(`No build in ${source}: run \`npm run build\` first.`);
  rmSync(target, { recursive: true, force: true });
  cpSync(source, target, {
    recursive: true,
    filter: (path) => {
      const rest = relative(source, path);
      // Not the caches the running server writes (pages rendered again, fetches), nor route types.
      if (['cache', 'types', join('server', 'route-cache')].includes(rest)) return false;
      return !(rest.startsWith(`server${sep}app${sep}`) && PRERENDERED.test(rest));
    },
  });
  const { code, output, peakBytes } = await runNode(
    [NEXT_BIN, 'build', '--experimental-build-mode=generate'],
    WEB_DIR,
    { ...env, NEXT_DIST_DIR: distDir },
  );
  if (code !== 0) throw new Error(`next build (generate) failed (${code}):\n${output}`);
  return { ms: performance.now() - started, peakBytes, output, lines: [] };
}

/**
 * A copy of the build in `WEB_DIR/<from>` at `WEB_DIR/<to>`, to serve on its own (NEXT_DIST_DIR): what a second
 * server renders again writes there, not under the other specs' server. Not the caches the first server wrote,
 * nor route types. Returns how long it took.
 */
export function copyBuild(to: string, from = '.next'): number {
  const started = performance.now();
  const source = join(WEB_DIR, from);
  if (!existsSync(join(source, 'BUILD_ID'))) throw new Error(`No build in ${source}: run \`npm run build\` first.`);
  const target = join(WEB_DIR, to);
  rmSync(target, { recursive: true, force: true });
  cpSync(source, target, {
    recursive: true,
    filter: (path) => !['cache', 'types', 'trace'].includes(relative(source, path)),
  });
  return performance.now() - started;
}

export async function startSite(
  env: Record<string, string> = {},
  timeoutMs = 60_000,
  {
    dir = WEB_DIR,
    probe = '/en',
    nextStart = !isSite(dir),
    dev = false,
    host = '127.0.0.1',
    portInArgsOnly = false,
  }: {
    dir?: string;
    probe?: string;
    /** `next start` rather than the Vitrine server (the floor's way). */
    nextStart?: boolean;
    /** `next dev`, as `npm run dev` runs the site: no build, each route compiled on its first request. */
    dev?: boolean;
    /** The name in `url` (the server listens on 127.0.0.1 either way), e.g. `localhost` as a browser has it. */
    host?: string;
    /** Give the port as `next start -p` only, not in PORT, as a host that starts Next itself may (Next sets PORT). */
    portInArgsOnly?: boolean;
  } = {},
): Promise<RunningSite> {
  const port = await freePort();
  const url = `http://${host}:${port}`;
  // One server per data directory (the server refuses a second): each site gets its own unless told one.
  const ownDataDir =
    env.VITRINE_DATA_DIR || process.env.VITRINE_DATA_DIR ? undefined : mkdtempSync(join(tmpdir(), 'vitrine-data-'));
  const args = dev
    ? [NEXT_BIN, 'dev', '-p', String(port), '-H', '127.0.0.1']
    : nextStart
      ? [NEXT_BIN, 'start', '-p', String(port), '-H', '127.0.0.1']
      : [...SERVER_NODE_FLAGS, SERVER_ENTRY];
  // The site's public address is this loopback origin: cookies are not Secure over its plain HTTP.
  const childEnv: NodeJS.ProcessEnv = {
    SITE_URL: url,
    ...process.env,
    ...(ownDataDir ? { VITRINE_DATA_DIR: ownDataDir } : {}),
    ...env,
    PORT: String(port),
    HOSTNAME: '127.0.0.1',
  };
  if (portInArgsOnly) Reflect.deleteProperty(childEnv, 'PORT');
  // `next dev` sets its own NODE_ENV (development); a runner's would make it warn and build as that.
  if (dev) Reflect.deleteProperty(childEnv, 'NODE_ENV');
  const child = spawn(process.execPath, args, {
    cwd: dir,
    env: childEnv,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk) => (output += chunk));
  child.stderr?.on('data', (chunk) => (output += chunk));

  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 5000);
      await exited;
      clearTimeout(timer);
    }
    if (ownDataDir) rmSync(ownDataDir, { recursive: true, force: true });
  };

  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) {
      if (ownDataDir) rmSync(ownDataDir, { recursive: true, force: true });
      throw new Error(`the server exited with ${child.exitCode}:\n${output}`);
    }
    try {
      const response = await fetch(`${url}${probe}`, { redirect: 'manual' });
      if (response.status < 500) return { url, process: child, output: () => output, stop };
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  await stop();
  throw new Error(`the server did not answer within ${timeoutMs} ms:\n${output}`);
}
