#!/usr/bin/env node
/**
 * `npm test`: the whole suite, in two lanes, so that the browser tests (the
 * long pole, about half an hour on 2 cores) start as soon as the builds they
 * run on are done, not after every quicker check:
 *
 *   1. `turbo run build`: the site and the Studio, side by side.
 *   2. At once, in parallel:
 *      - `turbo run e2e --only`: the browser tests, on those builds;
 *      - every other check, one task at a time beside them: lint, format,
 *        typecheck, the unit and contract tests, typegen:check, and the
 *        container tests (tests/container/: the Dockerfile built and run
 *        with buildah, compose.yaml read; they need none of the builds).
 *
 * One `turbo run` of everything started the browser tests last: turbo queues
 * tasks in the order they become ready, so the quick checks, ready from the
 * start, held both slots and the browser tests waited behind them.
 *
 * The site's build is a test build (VITRINE_TEST_BUILD, web/next.config.ts):
 * no type check of its own, since the typecheck lane runs `tsc` on the same
 * code, and no Turbopack cache, which no later build reads. `npm run build`
 * alone keeps both.
 *
 * Every lane runs to its end whatever another does (as `--continue`); the exit
 * code is non-zero if any failed. Without the builds there are no browser tests.
 */
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const TURBO = join(ROOT, 'node_modules/.bin/turbo');
const CHECKS = ['lint', 'format', 'typecheck', 'test', 'typegen:check', 'test:container'];

/** Runs `turbo run …` at the root, its output passed through; resolves with its exit code. */
function turbo(args, env = {}) {
  return new Promise((resolve) => {
    const child = spawn(TURBO, ['run', ...args], {
      cwd: ROOT,
      env: { ...process.env, ...env },
      stdio: 'inherit',
    });
    child.once('error', (error) => {
      console.error(`turbo ${args.join(' ')}: ${error.message}`);
      resolve(1);
    });
    child.once('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
  });
}

const built = await turbo(['build', '--concurrency=2', '--continue'], { VITRINE_TEST_BUILD: '1' });
if (built !== 0) console.error('\nThe builds failed: no browser tests. The other checks still run.\n');
const lanes = await Promise.all([
  built === 0 ? turbo(['e2e', '--only']) : Promise.resolve(built),
  turbo([...CHECKS, '--concurrency=1', '--continue']),
]);
process.exit(lanes.find((code) => code !== 0) ?? 0);
