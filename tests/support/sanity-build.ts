/**
 * The site built on the Sanity source (against a loopback double of its API)
 * once per test run, for every spec that runs such a build under outages and
 * webhooks (outage.spec.ts, instances.spec.ts): a build takes minutes, and
 * those specs run in separate workers. The first to ask builds, the others
 * wait for it (a lock directory beside the build, a marker naming the run).
 * Which double answers the build does not matter: each serves the demo
 * dataset with the same asset URLs, and a running site reads its own double.
 */
import { cpSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { buildSite, WEB_DIR } from './server.ts';

/** The build's environment, the API host aside. */
export const SANITY_BUILD = {
  SANITY_PROJECT_ID: 'outage',
  SANITY_DATASET: 'production',
  NEXT_DIST_DIR: '.next-outage',
} as const;

/** What the double the build reads must be started with. */
export const SANITY_BUILD_ASSETS = { assetBaseUrl: 'https://cdn.sanity.io/images/outage/production' };

const read = (file: string) => {
  try {
    return readFileSync(file, 'utf8');
  } catch {
    return null;
  }
};

const alive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

/** Builds SANITY_BUILD against `apiHost` unless this run already did; resolves when the build is there. */
export async function sanityBuild(apiHost: string): Promise<void> {
  const env = { ...SANITY_BUILD, SANITY_API_HOST: apiHost };
  const run = process.env.E2E_RUN_ID;
  if (!run) {
    await buildSite(env);
    return;
  }
  const dist = join(WEB_DIR, SANITY_BUILD.NEXT_DIST_DIR);
  const marker = `${dist}.built`;
  const lock = `${dist}.building`;
  for (;;) {
    if (read(marker) === run) return;
    try {
      mkdirSync(lock);
    } catch {
      const owner = JSON.parse(read(join(lock, 'owner')) ?? 'null') as { run: string; pid: number } | null;
      // A lock left by another run, or by a worker that died: not a build to wait for.
      if (owner && (owner.run !== run || !alive(owner.pid))) rmSync(lock, { recursive: true, force: true });
      await new Promise((resolve) => setTimeout(resolve, 1000));
      continue;
    }
    try {
      writeFileSync(join(lock, 'owner'), JSON.stringify({ run, pid: process.pid }));
      await buildSite(env);
      writeFileSync(marker, run);
    } finally {
      rmSync(lock, { recursive: true, force: true });
    }
    return;
  }
}

/**
 * A copy of that build as `next build` left it, under another NEXT_DIST_DIR, for a spec whose sites must
 * not read pages another spec's sites rendered into the shared one (Next writes them beside the build).
 */
export function copySanityBuild(to: string): void {
  const from = join(WEB_DIR, SANITY_BUILD.NEXT_DIST_DIR);
  const target = join(WEB_DIR, to);
  rmSync(target, { recursive: true, force: true });
  cpSync(from, target, {
    recursive: true,
    filter: (source) => {
      const path = relative(from, source).split(sep).join('/');
      return path !== 'cache' && path !== 'server/route-cache';
    },
  });
}
