/**
 * `npm run studio`.
 *
 * - With a Sanity project (`SANITY_STUDIO_PROJECT_ID`): `sanity dev`, as always.
 * - Without one: the local Content Lake on `LAKE_PORT` (3334) over the bundled
 *   dataset, saving every draft and publish to its files, and `sanity dev` on
 *   `STUDIO_PORT` (3333) pointed at it; one URL, no sign-in. The lake obeys
 *   only the owner: it asks for this user's secret (made once, kept beside the
 *   CA), which the printed URL hands to the Studio in its `#token=` fragment,
 *   never sent to a server; and it answers only this machine's names and the
 *   Studio's and the dev site's pages (gate.ts). The lake speaks
 *   HTTP/2 over TLS, with a certificate from a local CA made once for this
 *   user and trusted in their browsers' stores (trust.ts); this says so, and
 *   how to undo it (`npm run studio -- --remove-ca`).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { createRequire } from 'node:module';
import { readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import { stripVTControlCharacters } from 'node:util';
import { lakeSecret, ownerConfigDir } from '@vitrine/schemas/dataset';
import { LakeEnvError, readStudioEnv, type StudioEnv } from './env';
import { startLake, type Lake } from './server';
import { localTls, trust, untrust, UNDO_COMMAND, type TrustReport } from './trust';

const STUDIO_DIR = fileURLToPath(new URL('..', import.meta.url));
const DEFAULT_DATASET_DIR = fileURLToPath(new URL('../../schemas/dataset', import.meta.url));
/** The `sanity` CLI, as `npm run` would find it (its package exports no bin path, so through package.json). */
const SANITY_PACKAGE = createRequire(`${STUDIO_DIR}package.json`).resolve('sanity/package.json');
const SANITY_BIN = join(
  dirname(SANITY_PACKAGE),
  (JSON.parse(readFileSync(SANITY_PACKAGE, 'utf8')) as { bin: { sanity: string } }).bin.sanity,
);

const say = (line = '') => process.stdout.write(`${line}\n`);

function sanityDev(port: number, env: NodeJS.ProcessEnv, onReady?: () => void): ChildProcess {
  const quiet = onReady !== undefined;
  const child = spawn(process.execPath, [SANITY_BIN, 'dev', '--port', String(port)], {
    cwd: STUDIO_DIR,
    env: { ...process.env, SANITY_TELEMETRY_DISABLED: '1', ...env },
    stdio: ['inherit', quiet ? 'pipe' : 'inherit', 'inherit'],
  });
  if (quiet && child.stdout) {
    // `sanity dev` prints its own URL; the owner gets one: the line printed once it is up.
    createInterface({ input: child.stdout }).on('line', (line) => {
      // Colours may be forced on (FORCE_COLOR) even through a pipe: read the words, not the escapes.
      if (/running at https?:\/\//i.test(stripVTControlCharacters(line))) onReady?.();
      else if (line.trim() !== '') say(line);
    });
  }
  return child;
}

function describeTrust(report: TrustReport, authorityFile: string, created: boolean): void {
  if (created) say(`Made a local certificate authority for this user: ${authorityFile}`);
  for (const step of report.steps) {
    if (step.outcome === 'added') say(`Trusted it in ${step.store}.`);
    if (step.outcome === 'failed') say(`Could not add it to ${step.store}: ${step.detail ?? 'unknown error'}`);
  }
  if (report.missing) say(report.missing);
  if (report.steps.some((step) => step.outcome === 'added') || created) {
    say(`It lets your browser reach the local Content Lake over HTTPS. To remove it: ${report.undo}`);
  }
}

/** The pages the lake answers besides its own: the Studio, and the dev site its Presentation tool opens. */
function pageOrigins(env: StudioEnv): string[] {
  const pages = [`http://localhost:${env.studioPort}`, env.previewOrigin];
  // The same page by either loopback name, as a browser may be given either.
  return pages.flatMap((origin) => [origin, origin.replace('//localhost:', '//127.0.0.1:')]);
}

async function local(env: StudioEnv): Promise<void> {
  const tls = localTls();
  describeTrust(trust(tls), tls.authorityFile, tls.createdAuthority);
  const { secret, created } = lakeSecret(ownerConfigDir());
  if (created) say(`Made the local Content Lake's secret for this user: ${ownerConfigDir()}`);
  let lake: Lake;
  try {
    lake = await startLake({
      datasetDir: resolve(env.datasetDir),
      persist: true,
      token: secret,
      origins: pageOrigins(env),
      localUser: true,
      projectId: 'local',
      tls: { key: tls.key, cert: tls.cert },
      webhook: env.webhook,
      port: env.lakePort,
      unref: false,
      idleTimeoutMs: 0,
      log: (line) => process.stderr.write(`${line}\n`),
    });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EADDRINUSE') {
      throw new LakeEnvError(
        `Port ${env.lakePort} is taken: set LAKE_PORT to a free port (and STUDIO_PORT, if 3333 is too).`,
      );
    }
    throw error;
  }
  const studio = sanityDev(env.studioPort, { SANITY_STUDIO_LAKE_URL: lake.secureUrl! }, () => {
    say();
    // The fragment never reaches a server: the Studio keeps the secret in this browser, as it keeps a Sanity token.
    say(
      `Vitrine Studio, editing ${resolve(env.datasetDir)} with no account: http://localhost:${env.studioPort}/#token=${secret}`,
    );
  });
  const stop = async () => {
    if (studio.exitCode === null) studio.kill('SIGTERM');
    await lake.settled();
    await lake.close();
    process.exit(0);
  };
  process.once('SIGINT', () => void stop());
  process.once('SIGTERM', () => void stop());
  studio.once('exit', (code) => {
    process.stderr.write(`sanity dev exited (${code ?? 'signal'}); stopping the local Content Lake.\n`);
    void stop();
  });
}

async function main(): Promise<void> {
  if (process.argv.includes('--remove-ca')) {
    for (const step of untrust(ownerConfigDir()))
      say(`${step.outcome}: ${step.store}${step.detail ? ` (${step.detail})` : ''}`);
    return;
  }
  const env = readStudioEnv(STUDIO_DIR, process.env, DEFAULT_DATASET_DIR);
  if (env.projectId) {
    const child = sanityDev(env.studioPort, {});
    child.once('exit', (code) => process.exit(code ?? 0));
    return;
  }
  await local(env);
}

main().catch((error: unknown) => {
  process.stderr.write(
    `${error instanceof LakeEnvError ? error.message : error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`,
  );
  if (!(error instanceof LakeEnvError)) process.stderr.write(`If the CA is the problem, ${UNDO_COMMAND} removes it.\n`);
  process.exit(1);
});
