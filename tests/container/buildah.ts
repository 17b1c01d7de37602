/**
 * The Dockerfile built and run as `docker build` and `docker run` do, with
 * buildah (chroot isolation) where no container engine runs: the image's own
 * entrypoint and command, user, working directory and environment, a volume
 * and a PORT; `stop` is `docker stop` (SIGTERM to the container's first
 * process, its exit status and how long it took). A container shares this
 * machine's network, so the server answers on loopback.
 *
 * Needs root, buildah and debootstrap (Debian/Ubuntu: sudo apt-get install -y buildah debootstrap), and the
 * base image, which stand-in.sh makes once per machine.
 */
import { execFile, spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync, readdirSync, readFileSync } from 'node:fs';
import { basename } from 'node:path';
import { fileURLToPath } from 'node:url';
import { requireTool } from '../support/tools.ts';

export const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const STAND_IN = fileURLToPath(new URL('./stand-in.sh', import.meta.url));

/** Fails, with what to do, where buildah cannot build: not installed, or not root. */
export function requireBuildah(): void {
  requireTool('buildah', 'buildah debootstrap');
  requireTool('debootstrap', 'buildah debootstrap');
  if (process.getuid?.() !== 0) {
    throw new Error(
      'The container tests build with buildah, which needs root here (chroot isolation): run them as root.',
    );
  }
}

export interface Run {
  code: number | null;
  stdout: string;
  stderr: string;
  ms: number;
}

/** Runs a program to its end (killed past `timeoutMs`); rejects, with its output, unless it exits 0. */
export function run(file: string, args: string[], timeoutMs = 120_000): Promise<Run> {
  const started = performance.now();
  return new Promise((resolve, reject) => {
    execFile(
      file,
      args,
      { maxBuffer: 64 * 1024 * 1024, timeout: timeoutMs, killSignal: 'SIGKILL' },
      (error, stdout, stderr) => {
        const result = {
          code: error ? (typeof error.code === 'number' ? error.code : null) : 0,
          stdout,
          stderr,
          ms: performance.now() - started,
        };
        if (error)
          reject(
            new Error(
              `${file} ${args.join(' ')} failed (${error.code ?? error.signal}):\n${stdout.slice(-4000)}\n${stderr.slice(-4000)}`,
            ),
          );
        else resolve(result);
      },
    );
  });
}

export const buildah = (args: string[], timeoutMs?: number) => run('buildah', args, timeoutMs);

/** The base image the Dockerfile names, made here if it is not (CI starts it early; a second caller waits). */
export function standIn(): Promise<Run> {
  return run('bash', [STAND_IN], 600_000);
}

/** What `docker inspect` calls Config: how `docker run` starts the image. */
export interface ImageConfig {
  User?: string;
  Env?: string[];
  Entrypoint?: string[] | null;
  Cmd?: string[] | null;
  WorkingDir?: string;
  Volumes?: Record<string, object> | null;
  ExposedPorts?: Record<string, object> | null;
  Healthcheck?: { Test: string[]; Interval?: number; Timeout?: number; StartPeriod?: number };
}

export async function imageConfig(image: string): Promise<ImageConfig> {
  const { stdout } = await buildah(['inspect', '--type', 'image', image]);
  return (JSON.parse(stdout) as { Docker: { config: ImageConfig } }).Docker.config;
}

/** The image's environment as `docker run` gives it, `extra` (its `-e`) over it. */
export function environment(config: ImageConfig, extra: Record<string, string> = {}): Record<string, string> {
  const env = Object.fromEntries(
    (config.Env ?? []).map((line) => [line.slice(0, line.indexOf('=')), line.slice(line.indexOf('=') + 1)]),
  );
  return { ...env, ...extra };
}

/** The processes below `pid`, itself included. */
function tree(pid: number): number[] {
  const children = new Map<number, number[]>();
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      const parent = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      children.set(parent, [...(children.get(parent) ?? []), Number(entry)]);
    } catch {
      // gone meanwhile
    }
  }
  const found = [pid];
  for (let i = 0; i < found.length; i++) found.push(...(children.get(found[i]!) ?? []));
  return found;
}

export const commandLine = (pid: number) => readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0').filter(Boolean);

export interface Container {
  name: string;
  /** `buildah run`, which lives as long as the container's command. */
  process: ChildProcess;
  /** The container's first process: the image's command. */
  pid(): number;
  output(): string;
  /** `docker stop`: SIGTERM to the first process; its exit code and the milliseconds until it was gone. */
  stop(): Promise<{ code: number | null; signal: NodeJS.Signals | null; ms: number }>;
  /** Removes the container (stopping it first if it runs). */
  remove(): Promise<void>;
}

/** A user of the image (`node`, `1000`, `node:node`) as numbers, from its /etc/passwd. */
export function idsOf(root: string, user: string): { uid: number; gid: number } {
  const [name] = user.split(':');
  const entry = readFileSync(`${root}/etc/passwd`, 'utf8')
    .split('\n')
    .map((line) => line.split(':'))
    .find((fields) => fields[0] === name || fields[2] === name);
  if (!entry) throw new Error(`The image has no user ${name}`);
  return { uid: Number(entry[2]), gid: Number(entry[3]) };
}

/** The image's filesystem, from a container of its own; `release` unmounts and removes that. */
export async function mountImage(image: string, name: string): Promise<{ root: string; release(): Promise<void> }> {
  await buildah(['from', '--pull=never', '--name', name, image]);
  const root = (await buildah(['mount', name])).stdout.trim();
  return {
    root,
    async release() {
      await buildah(['umount', name]).catch(() => {});
      await buildah(['rm', name]).catch(() => {});
    },
  };
}

export interface StartOptions {
  /** `docker run -e`. */
  env?: Record<string, string>;
  /** `docker run -v`: host folder → path in the container. */
  volumes?: Record<string, string>;
  /**
   * The command as its PID namespace's first process, as Docker starts it: with no default action for SIGTERM.
   * `buildah run` (chroot isolation) makes no PID namespace; this mounts the image and starts the command with
   * `unshare` instead, in the image's filesystem, as its user.
   */
  firstProcess?: boolean;
}

/**
 * `docker run` of `image`: a new container, the image's ENTRYPOINT and CMD, as its USER, in its WORKDIR, with
 * its ENV and `env` over it, `volumes` mounted.
 */
export async function startContainer(
  image: string,
  name: string,
  { env = {}, volumes = {}, firstProcess = false }: StartOptions = {},
): Promise<Container> {
  const config = await imageConfig(image);
  await buildah(['from', '--pull=never', '--name', name, image]);
  const command = [...(config.Entrypoint ?? []), ...(config.Cmd ?? [])];
  const variables = Object.entries(environment(config, env)).map(([key, value]) => `${key}=${value}`);
  let child: ChildProcess;
  let release = async () => {};
  if (firstProcess) {
    const root = (await buildah(['mount', name])).stdout.trim();
    const bound: string[] = [];
    release = async () => {
      for (const path of bound.reverse()) await run('umount', [path]).catch(() => {});
      await buildah(['umount', name]).catch(() => {});
    };
    for (const [host, path] of Object.entries(volumes)) {
      mkdirSync(`${root}${path}`, { recursive: true });
      await run('mount', ['--bind', host, `${root}${path}`]);
      bound.push(`${root}${path}`);
    }
    const { uid, gid } = idsOf(root, config.User ?? 'root');
    child = spawn(
      'unshare',
      [
        '--pid',
        '--kill-child',
        // Mounted once in the new root.
        '--mount-proc=/proc',
        `--root=${root}`,
        `--wd=${config.WorkingDir || '/'}`,
        `--setgid=${gid}`,
        `--setuid=${uid}`,
        '--',
        '/usr/bin/env',
        '-i',
        ...variables,
        ...command,
      ],
      { stdio: ['ignore', 'pipe', 'pipe'] },
    );
  } else {
    // buildah run mounts a volume of its own at each of the image's VOLUMEs, over any --volume there: the
    // container forgets them, so the folders given are mounted instead, as `docker run -v` mounts them.
    for (const path of Object.values(volumes)) await buildah(['config', '--volume', `${path}-`, name]);
    child = spawn(
      'buildah',
      [
        'run',
        '--isolation',
        'chroot',
        ...(config.User ? ['--user', config.User] : []),
        ...(config.WorkingDir ? ['--workingdir', config.WorkingDir] : []),
        ...variables.flatMap((variable) => ['--env', variable]),
        ...Object.entries(volumes).flatMap(([host, path]) => ['--volume', `${host}:${path}`]),
        name,
        '--',
        ...command,
      ],
      { stdio: ['ignore', 'pipe', 'pipe'] },
    );
  }
  let output = '';
  child.stdout!.on('data', (chunk) => (output += chunk));
  child.stderr!.on('data', (chunk) => (output += chunk));
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.once('exit', (code, signal) => resolve({ code, signal })),
  );

  let first: number | undefined;
  const pid = () => {
    if (first !== undefined) return first;
    // buildah run → buildah-chroot-runtime → buildah-chroot-exec → the command, or unshare → env → the command;
    // the program may be named by its path.
    const found = tree(child.pid!).find((candidate) => {
      try {
        const [program, ...args] = commandLine(candidate);
        return (
          basename(program ?? '') === basename(command[0]!) &&
          args.length === command.length - 1 &&
          args.every((arg, i) => arg === command[i + 1])
        );
      } catch {
        return false;
      }
    });
    if (found === undefined)
      throw new Error(`The container's command (${command.join(' ')}) is not running:\n${output}`);
    return (first = found);
  };

  const container: Container = {
    name,
    process: child,
    pid,
    output: () => output,
    async stop() {
      if (child.exitCode !== null || child.signalCode !== null) return { ...(await exited), ms: 0 };
      const started = performance.now();
      const first = pid();
      process.kill(first, 'SIGTERM');
      // docker stop's grace period, then SIGKILL.
      const killed = setTimeout(() => process.kill(first, 'SIGKILL'), 10_000);
      const result = await exited;
      clearTimeout(killed);
      return { ...result, ms: performance.now() - started };
    },
    async remove() {
      if (child.exitCode === null && child.signalCode === null) {
        child.kill('SIGKILL');
        await exited;
      }
      await release();
      await buildah(['rm', name]).catch(() => {});
    },
  };
  return container;
}

/** Polls `url` until it answers `status`; the milliseconds since `since`. Fails if the container stops first. */
export async function firstAnswer(
  url: string,
  status: number,
  container: Container,
  since: number,
  limitMs = 120_000,
): Promise<number> {
  while (performance.now() - since < limitMs) {
    if (container.process.exitCode !== null)
      throw new Error(`The container stopped (${container.process.exitCode}):\n${container.output()}`);
    const answered = await fetch(url, { redirect: 'manual' }).then(
      (response) => response.status,
      () => 0,
    );
    if (answered === status) return performance.now() - since;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`${url} did not answer ${status} within ${limitMs / 1000} s:\n${container.output()}`);
}
