/**
 * The Dockerfile, built and run as Docker would (buildah.ts): what the image
 * is started with, what it holds, and the site it serves. Built once, over the
 * stand-in of its base image (stand-in.sh), and started three times on one
 * data volume: the site, then a restart, then the server as its container's
 * first process. What was measured is printed (`[container]` lines).
 */
import {
  chownSync,
  existsSync,
  lstatSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
} from 'node:fs';
import { connect } from 'node:net';
import { homedir, tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LOCK_FILE } from '../../web/server/data-dir-lock.ts';
import { baseHeaders } from '../../web/src/security/headers.ts';
import { postContactForm } from '../support/contact-form.ts';
import { freePort, SERVER_NODE_FLAGS } from '../support/server.ts';
import {
  buildah,
  environment,
  firstAnswer,
  idsOf,
  imageConfig,
  mountImage,
  requireBuildah,
  ROOT,
  run,
  standIn,
  startContainer,
  type Container,
  type ImageConfig,
} from './buildah.ts';

const IMAGE = `localhost/vitrine-test:${process.pid}`;
const name = (what: string) => `vitrine-test-${process.pid}-${what}`;
/** docker stop's grace period: past it, the server is killed. */
const GRACE_MS = 10_000;

let config: ImageConfig;
let volume: string;
const started: Container[] = [];

const report = (what: string, values: object) => console.log(`[container] ${what}: ${JSON.stringify(values)}`);

// Without it, the file fails to load, saying what to install: it is never skipped.
requireBuildah();

beforeAll(async () => {
  const base = await standIn();
  report('base image', { ms: Math.round(base.ms), said: base.stdout.trim() });
  // This machine's npm cache, filled by the npm ci before: the image's npm ci reads the packages from it rather
  // than the registry. The suite's own build: no type check of its own (the typecheck lane runs tsc).
  const npmCache = process.env.npm_config_cache || join(homedir(), '.npm');
  mkdirSync(npmCache, { recursive: true });
  const built = await buildah(
    [
      'bud',
      '--isolation',
      'chroot',
      '--pull=never',
      '--format',
      'docker',
      '--volume',
      `${npmCache}:/root/.npm`,
      '--build-arg',
      'VITRINE_TEST_BUILD=1',
      '--tag',
      IMAGE,
      '--file',
      join(ROOT, 'Dockerfile'),
      ROOT,
    ],
    1_800_000,
  );
  report('build', { ms: Math.round(built.ms) });
  config = await imageConfig(IMAGE);
  volume = mkdtempSync(join(tmpdir(), 'vitrine-volume-'));
}, 2_400_000);

afterAll(async () => {
  for (const container of started) await container.remove();
  await buildah(['rmi', '--force', IMAGE]).catch(() => {});
  if (volume) rmSync(volume, { recursive: true, force: true });
}, 120_000);

/** docker run with a named volume at VITRINE_DATA_DIR (a new one takes the image's folder's owner) and a PORT. */
async function start(what: string, port: number, firstProcess = false): Promise<{ container: Container; ms: number }> {
  const since = performance.now();
  const container = await startContainer(IMAGE, name(what), {
    // CONTACT_MIN_FILL_TIME: a test fills the form faster than a person may.
    env: { PORT: String(port), CONTACT_MIN_FILL_TIME: '0' },
    volumes: { [volume]: environment(config).VITRINE_DATA_DIR! },
    firstProcess,
  });
  started.push(container);
  const ms = await firstAnswer(`http://127.0.0.1:${port}/en`, 200, container, since);
  return { container, ms };
}

/** The image's health check, run in the container as Docker runs it: its exit code. */
async function healthCheck(container: Container, port: number): Promise<number> {
  const [kind, ...command] = config.Healthcheck!.Test;
  expect(kind).toBe('CMD');
  return buildah(
    ['run', '--isolation', 'chroot', '--user', config.User!, '--env', `PORT=${port}`, container.name, '--', ...command],
    30_000,
  ).then(
    () => 0,
    (error: Error) => Number(/failed \((\d+)\)/.exec(error.message)?.[1] ?? -1),
  );
}

/** A request whose headers are still arriving when the server is told to stop; its status line, once answered. */
function requestInFlight(port: number): { finish(): void; answer: Promise<string> } {
  const socket = connect(port, '127.0.0.1');
  socket.write(`GET /en HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\n`);
  const answer = new Promise<string>((resolve, reject) => {
    let text = '';
    socket.on('data', (chunk) => (text += chunk.toString('latin1')));
    socket.on('end', () => resolve(text.split('\r\n')[0] ?? ''));
    socket.on('error', reject);
  });
  return { finish: () => socket.write('Connection: close\r\n\r\n'), answer };
}

/** The contact inbox in the volume: the subjects of its messages. */
const inbox = () =>
  readFileSync(join(volume, 'messages.ndjson'), 'utf8')
    .split('\n')
    .filter(Boolean)
    .map((line) => (JSON.parse(line) as { subject: string }).subject);

const message = (subject: string) => ({
  fullName: 'Ana Souza',
  email: 'ana@example.com',
  phone: '',
  subject,
  message: 'Hello! I would like to talk about a project.',
});

describe('the image', () => {
  it('starts as `npm start` does, as a user other than root, on PORT, with its data directory on a volume', () => {
    const env = environment(config);
    expect(config.Entrypoint ?? []).toEqual([]);
    expect(config.Cmd).toEqual(['node', ...SERVER_NODE_FLAGS, 'dist/server.mjs']);
    expect(config.WorkingDir).toBe('/app/web');
    expect(config.User).toMatch(/^[a-z]/);
    expect(config.User).not.toMatch(/^(root|0)(:|$)/);
    expect(env.PORT).toBe('3000');
    expect(config.ExposedPorts).toHaveProperty('3000/tcp');
    expect(Object.keys(config.Volumes ?? {})).toEqual([env.VITRINE_DATA_DIR]);
    // No secret in the image: they are given to a container when it starts.
    expect(Object.keys(env).filter((name) => /TOKEN|SECRET|PASSWORD|SMTP_URL/.test(name))).toEqual([]);
    // Run by node itself: the image has no curl or wget.
    expect(config.Healthcheck?.Test.slice(0, 2)).toEqual(['CMD', 'node']);
  });

  it('holds the built site, the server and what they run on, and no dev tooling, source maps or cache', async () => {
    const image = await mountImage(IMAGE, name('files'));
    try {
      const app = join(image.root, 'app');
      const found: string[] = [];
      const walk = (dir: string) => {
        for (const entry of readdirSync(dir)) {
          const path = join(dir, entry);
          found.push(path.slice(image.root.length));
          if (lstatSync(path).isDirectory()) walk(path);
        }
      };
      walk(app);
      for (const needed of [
        '/app/web/dist/server.mjs',
        '/app/web/dist/cache-handler.mjs',
        '/app/web/.next/BUILD_ID',
        '/app/web/.next/static',
        '/app/node_modules/next/package.json',
        // What routes read from disk at run time: the local source's dataset, the social cards' faces and emoji.
        '/app/schemas/dataset/data.ndjson',
        '/app/web/src/fonts/geist-sans-700.woff',
        '/app/node_modules/@fontsource/noto-sans-arabic/files/noto-sans-arabic-arabic-700-normal.woff',
        '/app/node_modules/@twemoji/svg/1f9d8.svg',
        // And the licences they come with.
        '/app/web/src/fonts/OFL.txt',
        '/app/node_modules/@fontsource/noto-sans-arabic/LICENSE',
        '/app/node_modules/@twemoji/svg/license',
      ]) {
        expect(found, needed).toContain(needed);
      }
      const devTooling =
        /\/node_modules\/(typescript|vitest|@vitest|@playwright|playwright|playwright-core|sanity|@sanity\/ui|@next\/swc-[^/]+|@swc\/core|esbuild|tsx|eslint|prettier|turbo|jsdom)(\/|$)/;
      expect(found.filter((path) => devTooling.test(path))).toEqual([]);
      expect(found.filter((path) => path.endsWith('.map'))).toEqual([]);
      expect(found.filter((path) => /\.tsx?$/.test(path) && !path.endsWith('.d.ts'))).toEqual([]);
      expect(found.filter((path) => /^\/app\/(studio|tests)(\/|$)|\/\.next\/cache(\/|$)/.test(path))).toEqual([]);
      // Nor anywhere else in the image (the base image's npm brings none of them).
      const packages = ['typescript', 'vitest', 'playwright*', '@playwright', 'sanity', 'esbuild', 'tsx'];
      const elsewhere = await run('find', [
        image.root,
        ...['-path', join(image.root, 'proc'), '-prune', '-o', '-type', 'd', '('],
        ...packages.flatMap((name, i) => [...(i ? ['-o'] : []), '-path', `*/node_modules/${name}`]),
        ...[')', '-print'],
      ]);
      expect(elsewhere.stdout.trim()).toBe('');

      const du = async (...paths: string[]) =>
        (await run('du', ['-sk', ...paths])).stdout
          .trim()
          .split('\n')
          .map((line) => line.split('\t'))
          .map(([kib, path]) => [path!.slice(image.root.length) || '/', Math.round(Number(kib) / 1024)] as const);
      const top = (dir: string) => readdirSync(join(image.root, dir)).map((entry) => join(image.root, dir, entry));
      report('size (MiB)', Object.fromEntries([...(await du(image.root)), ...(await du(app))]));
      const largest = (
        await du(...top('app/node_modules'), ...top('app/web'), ...top('app/web/.next'), join(app, 'schemas'))
      )
        .filter(([, mib]) => mib >= 1)
        .sort((a, b) => b[1] - a[1]);
      report('largest folders of /app (MiB)', Object.fromEntries(largest));
    } finally {
      await image.release();
    }
  }, 120_000);
});

describe('a container of the image', () => {
  let port: number;
  let first: Container;

  it('serves the site: /en answers 200 and an unknown path 404, each with the security headers', async () => {
    chownSync(volume, ...(Object.values(await ownerOfDataDir()) as [number, number]));
    port = await freePort();
    const { container, ms } = await start('one', port);
    first = container;
    report('start to first 200', { ms: Math.round(ms) });
    for (const [path, status] of [
      ['/en', 200],
      ['/en/no-such-page-here', 404],
      ['/en/articles/no-such-article', 404],
    ] as const) {
      const response = await fetch(`http://127.0.0.1:${port}${path}`, { redirect: 'manual' });
      expect(response.status, path).toBe(status);
      for (const [header, value] of Object.entries(baseHeaders({ https: false, framedByStudio: false }))) {
        expect(response.headers.get(header), `${path} ${header}`).toBe(value);
      }
      expect(response.headers.get('content-security-policy'), path).toMatch(/^default-src 'self'; script-src 'self'/);
    }
  }, 180_000);

  it("runs the server as the image's user, not root", async () => {
    const status = readFileSync(`/proc/${first.pid()}/status`, 'utf8');
    const uids = /^Uid:\s+(\d+)\s+(\d+)\s+(\d+)\s+(\d+)/m.exec(status)!.slice(1).map(Number);
    const image = await mountImage(IMAGE, name('users'));
    const { uid } = idsOf(image.root, config.User!);
    await image.release();
    expect(uid).not.toBe(0);
    expect(uids).toEqual([uid, uid, uid, uid]);
  });

  it('answers its health check', async () => {
    expect(await healthCheck(first, port)).toBe(0);
  }, 60_000);

  it('stops on SIGTERM (docker stop) with exit code 0 within 10 s, after answering the request in flight', async () => {
    const sent = await postContactForm(`http://127.0.0.1:${port}`, 'en', message('Before the restart'));
    expect(sent.html).toContain('Thank you,');
    const request = requestInFlight(port);
    await new Promise((resolve) => setTimeout(resolve, 300));
    const stopping = first.stop();
    await new Promise((resolve) => setTimeout(resolve, 500));
    request.finish();
    expect(await request.answer).toBe('HTTP/1.1 200 OK');
    const stopped = await stopping;
    report('stop (SIGTERM to exit)', { ms: Math.round(stopped.ms), code: stopped.code });
    expect(stopped).toMatchObject({ code: 0, signal: null });
    expect(stopped.ms).toBeLessThan(GRACE_MS);
    // Stopped, it fails its health check: the check can fail.
    expect(await healthCheck(first, port)).not.toBe(0);
  }, 120_000);

  it('keeps its contact messages on the volume: a new container on it has them and adds to them', async () => {
    expect(inbox()).toEqual(['Before the restart']);
    const { container, ms } = await start('two', port);
    report('restart to first 200', { ms: Math.round(ms) });
    const sent = await postContactForm(`http://127.0.0.1:${port}`, 'en', message('After the restart'));
    expect(sent.html).toContain('Thank you,');
    expect(inbox()).toEqual(['Before the restart', 'After the restart']);
    expect((await container.stop()).code).toBe(0);
  }, 180_000);

  it("stops on SIGTERM as its PID namespace's first process too, while starting and once serving", async () => {
    const other = await freePort();
    const lock = join(volume, LOCK_FILE);
    // While starting: SIGTERM once the server's own code runs (it takes the data directory's lock first thing),
    // before it listens. A first process has no default action for SIGTERM: only the server's handler stops it.
    const early = await startContainer(IMAGE, name('first-early'), {
      env: { PORT: String(other) },
      volumes: { [volume]: environment(config).VITRINE_DATA_DIR! },
      firstProcess: true,
    });
    started.push(early);
    const since = performance.now();
    while (!existsSync(lock) && performance.now() - since < 60_000)
      await new Promise((resolve) => setTimeout(resolve, 10));
    expect(readFileSync(`/proc/${early.pid()}/status`, 'utf8')).toMatch(/^NSpid:\s+\d+\s+1$/m);
    expect(
      await fetch(`http://127.0.0.1:${other}/en`).then(
        () => 'listening',
        () => 'not yet',
      ),
    ).toBe('not yet');
    const stoppedEarly = await early.stop();
    report('stop while starting, as PID 1', { ms: Math.round(stoppedEarly.ms), code: stoppedEarly.code });
    expect(stoppedEarly).toMatchObject({ code: 0, signal: null });
    expect(stoppedEarly.ms).toBeLessThan(GRACE_MS);

    const { container, ms } = await start('first', other, true);
    report('start to first 200, as PID 1', { ms: Math.round(ms) });
    expect(readFileSync(`/proc/${container.pid()}/status`, 'utf8')).toMatch(/^NSpid:\s+\d+\s+1$/m);
    const stopped = await container.stop();
    report('stop, as PID 1', { ms: Math.round(stopped.ms), code: stopped.code });
    expect(stopped).toMatchObject({ code: 0, signal: null });
    expect(stopped.ms).toBeLessThan(GRACE_MS);
    // Stopped cleanly: the lock is given back, so the next server on this volume starts.
    expect(existsSync(lock)).toBe(false);
  }, 240_000);
});

/** Who owns the image's data directory: a new named volume takes that owner, as the bind mount here is given it. */
async function ownerOfDataDir(): Promise<{ uid: number; gid: number }> {
  const image = await mountImage(IMAGE, name('volume'));
  try {
    const { uid, gid } = statSync(join(image.root, environment(config).VITRINE_DATA_DIR!));
    return { uid, gid };
  } finally {
    await image.release();
  }
}
