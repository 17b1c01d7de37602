/**
 * `npm start`: the production server. Next.js's request handler behind a
 * thin Node server. What every host must send (statuses, the security
 * headers, a policy that does not depend on the page) comes from Next's own
 * configuration and the proxy, so Vercel, Netlify, the standalone output and
 * `next start` send it too (docs/hosting.md); this server adds what needs the
 * response's bytes or its connection:
 *
 * - the environment is checked before anything listens: a bad one stops the
 *   process with its message and exit code 1;
 * - PORT and HOSTNAME are honoured as `next start` honours them;
 * - the request guard (guard.ts) refuses what no page could answer;
 * - the client's address comes from the socket, or from proxies the operator
 *   trusts (TRUST_PROXY), never from headers a client wrote;
 * - pages get a CSP with the hashes of their own inline scripts, the
 *   first-paint rewrite and their per-response slots; responses a
 *   Cache-Control a CDN can honour, compression done once per version
 *   (respond.ts), and a one-second microcache (microcache.ts).
 *
 * Built by scripts/build-server.mjs into dist/server.mjs.
 */
import { createServer } from 'node:http';
import { dirname, join, resolve } from 'node:path';
import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import nextEnv from '@next/env';
import next from 'next';
import { logContactSetup } from '../src/contact/setup';
import { issueFormToken } from '../src/contact/token';
import { claimSharedSecret, formSecrets } from '../src/contact/secret';
import { env, EnvError, type Env } from '../src/env';
import { CONNECTIONS, MICROCACHE } from '../src/config/http';
import { sharedState } from '../src/shared-state';
import { syncNextTags } from '../src/shared-state/next-cache-handler';
import { markVitrineServer } from '../src/security/host';
import { sitePolicy } from '../src/security/site-policy';
import { DataDirLockedError, lockDataDir, type DataDirLock } from './data-dir-lock';
import { firstPaint } from './first-paint';
import { createHandler } from './handler';
import { Microcache } from './microcache';

const WEB_DIR = resolve(dirname(fileURLToPath(import.meta.url)), '..');

function fail(message: string): never {
  console.error(`\n${message}\n`);
  process.exit(1);
}

/**
 * Hands Next the configuration `next build` resolved (kept in the build), as
 * Next's own standalone server does. Otherwise Next loads next.config.ts again
 * at start: it compiles it with SWC, and next-intl's build plugin brings
 * @swc/core and a file watcher, about 50 MiB of native code that no request
 * uses (docs/performance.md, "Memory"). The variable is Next's, not a public option:
 * tests/e2e/server.spec.ts fails if an upgrade stops honouring it. Without a
 * build, Next is left to say what is missing.
 */
function adoptBuildConfig(distDir: string): void {
  const file = join(WEB_DIR, distDir, 'required-server-files.json');
  if (!existsSync(file)) return;
  const { config } = JSON.parse(readFileSync(file, 'utf8')) as { config: { distDir: string; compress: boolean } };
  // The build NEXT_DIST_DIR names, wherever it was built (a build copied or moved keeps its old name inside).
  config.distDir = distDir;
  // This server compresses, once per version of a static response (respond.ts); Next compresses for hosts
  // that run it themselves (next.config.ts), and would hand this server bytes it can no longer read.
  config.compress = false;
  (process.env as Record<string, string | undefined>).__NEXT_PRIVATE_STANDALONE_CONFIG = JSON.stringify(config);
}

async function main(): Promise<void> {
  // Before anything reads the environment: the site's code tells this server from Next's own (security/host.ts).
  markVitrineServer();

  // A stop asked for while the server starts ends it at once, with nothing to finish: a container's first
  // process (PID 1) has no default action for SIGTERM, so `docker stop` would otherwise wait 10 s and kill it.
  let stop: () => void = () => process.exit(0);
  process.on('SIGTERM', () => stop());
  process.on('SIGINT', () => stop());

  // What `next start` sets: this is the production server (cookies Secure, no dev-only behaviour).
  (process.env as Record<string, string | undefined>).NODE_ENV ??= 'production';
  process.chdir(WEB_DIR);
  // As `next start` does: .env.production.local, .env.local, .env.production, .env (web/).
  nextEnv.loadEnvConfig(WEB_DIR, false, { info: () => {}, error: console.error });
  let config: Env;
  try {
    config = env();
  } catch (error) {
    if (error instanceof EnvError) fail(error.message);
    throw error;
  }
  if (config.content.source === 'local' && !existsSync(join(config.content.datasetDir, 'data.ndjson'))) {
    fail(
      `The demo dataset is missing: ${join(config.content.datasetDir, 'data.ndjson')}. Set VITRINE_DATASET_DIR, or configure a Sanity project.`,
    );
  }
  const { port, hostname } = config.server;
  adoptBuildConfig(config.server.distDir);

  // One server per data directory: its inbox has one writer (data-dir-lock.ts).
  let lock: DataDirLock;
  try {
    lock = await lockDataDir(config.contact.dataDir);
  } catch (error) {
    if (error instanceof DataDirLockedError) fail(error.message);
    throw error;
  }
  process.on('exit', () => lock.release());

  // The shared state (Redis with REDIS_URL) before the first request: the tag marks other instances made
  // (a page older than its tag's mark is stale here too) and the contact form's secret.
  const state = sharedState();
  await state.ready();
  syncNextTags(state);
  formSecrets(config.contact.formSecret, config.server.distDir);
  await claimSharedSecret();

  // Next builds its internal URLs from this name, and its proxy names every loopback host `localhost`:
  // the two must agree, or a rewrite would look like one to another origin. It is not where we listen.
  const app = next({ dev: false, dir: WEB_DIR, hostname: 'localhost', port });
  await app.prepare();
  const microcache = new Microcache(MICROCACHE);
  // A tag marked by any instance (a webhook) empties this one's copies too: they last a second at most anyway.
  state.onTagMarks(() => microcache.clear());
  const handler = createHandler({
    next: app.getRequestHandler(),
    trustProxy: config.server.trustProxy,
    policy: sitePolicy(config.content, config.preview.studioUrl),
    issueFormToken: () =>
      issueFormToken(formSecrets(config.contact.formSecret, config.server.distDir).issue, Date.now()),
    microcache,
    firstPaint: firstPaint(join(WEB_DIR, config.server.distDir)),
  });

  const server = createServer({ maxHeaderSize: 16 * 1024 }, (req, res) => {
    handler(req, res).catch((error: unknown) => {
      console.error(`Failed to handle ${req.method} ${req.url}:`, error);
      if (!res.headersSent) {
        res.statusCode = 500;
        res.setHeader('content-type', 'text/plain; charset=utf-8');
        res.end('Internal server error\n');
      } else res.destroy();
    });
  });
  // Idle connections outlive a proxy's; slow clients cannot hold a request open for ever (CONNECTIONS).
  server.keepAliveTimeout = CONNECTIONS.keepAliveMs;
  server.headersTimeout = CONNECTIONS.headersTimeoutMs;
  server.requestTimeout = CONNECTIONS.requestTimeoutMs;
  server.on('clientError', (error: NodeJS.ErrnoException, socket) => {
    if (error.code === 'ECONNRESET' || !socket.writable) return socket.destroy();
    const body = 'Bad request\n';
    socket.end(
      `HTTP/1.1 400 Bad Request\r\nContent-Type: text/plain; charset=utf-8\r\nContent-Length: ${body.length}\r\nX-Content-Type-Options: nosniff\r\nConnection: close\r\n\r\n${body}`,
    );
  });
  server.on('error', (error) => fail(`The server could not start: ${error.message}`));

  server.listen(port, hostname, () => {
    console.info(
      `Vitrine is ready on http://${hostname ?? 'localhost'}:${port} (content: ${config.content.source}; ` +
        `shared state: ${state.target}).`,
    );
    logContactSetup();
  });

  // Listening: requests in flight finish (idle connections are closed at once), within 5 s.
  stop = () => {
    server.close(() => process.exit(0));
    setTimeout(() => process.exit(0), 5000).unref();
  };
}

void main();
