/**
 * What `docker build` sends of the repository (.dockerignore): a checkout with
 * everything a working copy grows (installed packages, builds, the contact
 * inbox, .env files, the history), built with buildah, which reads
 * .dockerignore as Docker does, into an image that holds the context whole.
 */
import { cpSync, mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, relative } from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { buildah, mountImage, requireBuildah, ROOT } from './buildah.ts';

const IMAGE = `localhost/vitrine-context:${process.pid}`;

const SENT = [
  'package.json',
  'package-lock.json',
  'tsconfig.json',
  'schemas/package.json',
  'schemas/src/index.ts',
  'schemas/dataset/data.ndjson',
  'schemas/dataset/images/a-1x1.png',
  'web/package.json',
  'web/next.config.ts',
  'web/src/env.ts',
  'web/messages/en.json',
  'studio/package.json',
  'tests/package.json',
];
const KEPT_OUT = [
  '.git/HEAD',
  'node_modules/next/package.json',
  'web/node_modules/.bin/next',
  'web/.next/BUILD_ID',
  'web/.next/cache/images/x',
  'web/.next-instances/BUILD_ID',
  'web/dist/server.mjs',
  'web/.data/messages.ndjson',
  'web/.data/data-dir.lock',
  '.env',
  'web/.env',
  'web/.env.local',
  'web/.env.production.local',
  'studio/src/index.ts',
  'studio/dist/index.html',
  'tests/e2e/home.spec.ts',
  'reports/playwright.json',
  '.turbo/cache/x',
  'web/tsconfig.tsbuildinfo',
];

let context: string;
let sent: string[];

// Without it, the file fails to load, saying what to install: it is never skipped.
requireBuildah();

beforeAll(async () => {
  context = mkdtempSync(join(tmpdir(), 'vitrine-context-'));
  cpSync(join(ROOT, '.dockerignore'), join(context, '.dockerignore'));
  for (const file of [...SENT, ...KEPT_OUT]) {
    mkdirSync(dirname(join(context, file)), { recursive: true });
    writeFileSync(join(context, file), file);
  }
  const dockerfile = join(context, '..', `${relative(tmpdir(), context)}.Dockerfile`);
  writeFileSync(dockerfile, 'FROM scratch\nCOPY . /context\n');
  try {
    await buildah(['bud', '--isolation', 'chroot', '--pull=never', '--tag', IMAGE, '--file', dockerfile, context]);
  } finally {
    rmSync(dockerfile, { force: true });
  }
  const image = await mountImage(IMAGE, `vitrine-context-${process.pid}`);
  try {
    const root = join(image.root, 'context');
    const walk = (dir: string): string[] =>
      readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
        entry.isDirectory() ? walk(join(dir, entry.name)) : [relative(root, join(dir, entry.name))],
      );
    sent = walk(root);
  } finally {
    await image.release();
  }
}, 300_000);

afterAll(async () => {
  await buildah(['rmi', '--force', IMAGE]).catch(() => {});
  if (context) rmSync(context, { recursive: true, force: true });
});

it('sends the sources, the dataset, the lockfile and every workspace manifest', () => {
  expect(sent).toEqual(expect.arrayContaining(SENT));
});

it('keeps out installed packages, builds, local data, .env files, the history and what the image does not build', () => {
  expect(sent.filter((file) => KEPT_OUT.includes(file))).toEqual([]);
  expect(sent.filter((file) => !SENT.includes(file))).toEqual([]);
});
