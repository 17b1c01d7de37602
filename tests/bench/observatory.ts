/**
 * Mozilla HTTP Observatory's grade for the site served over HTTPS by
 * deploy/nginx.conf (nginx.ts). The scanner's npm package downloads CA
 * bundles in its install script, which cannot run offline, so the bench
 * installs it once without scripts into node_modules/.cache and gives it the
 * one list it reads (the HSTS preload list) empty: `localhost` is not on it.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { RunningProxy } from '../support/nginx.ts';

const VERSION = '1.4.8';
const CACHE = fileURLToPath(new URL('../../node_modules/.cache/vitrine-bench/observatory/', import.meta.url));
const PACKAGE = join(CACHE, 'node_modules/@mdn/mdn-http-observatory');
const SCAN = fileURLToPath(new URL('./observatory-scan.mjs', import.meta.url));

export interface ObservatoryResult {
  grade: string;
  score: number;
  status: number;
  tests: { name: string; pass: boolean; result: string; modifier: number }[];
}

function install(): void {
  if (existsSync(join(PACKAGE, 'package.json'))) return;
  mkdirSync(CACHE, { recursive: true });
  writeFileSync(join(CACHE, 'package.json'), '{ "private": true }\n');
  execFileSync(
    'npm',
    ['install', '--ignore-scripts', '--no-audit', '--no-fund', '--no-save', `@mdn/mdn-http-observatory@${VERSION}`],
    { cwd: CACHE, stdio: 'pipe' },
  );
  writeFileSync(join(PACKAGE, 'conf/hsts-preload.json'), '{}\n');
}

export function observatory(proxy: RunningProxy): ObservatoryResult {
  install();
  const out = execFileSync(
    process.execPath,
    [SCAN, PACKAGE, 'localhost', new URL(proxy.http).port, new URL(proxy.https).port],
    { env: { ...process.env, NODE_EXTRA_CA_CERTS: proxy.caFile }, encoding: 'utf8' },
  );
  return JSON.parse(out) as ObservatoryResult;
}

export function formatObservatory(result: ObservatoryResult): string {
  const lines = [`grade ${result.grade}, score ${result.score} (the homepage answered ${result.status})`];
  for (const test of result.tests) {
    const modifier = test.modifier > 0 ? `+${test.modifier}` : String(test.modifier);
    lines.push(`  ${test.pass ? 'pass' : 'FAIL'} ${test.name.padEnd(28)} ${modifier.padStart(4)}  ${test.result}`);
  }
  return lines.join('\n');
}
