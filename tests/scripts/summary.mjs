#!/usr/bin/env node
// Sums every test runner's JSON report in reports/ into the line CI reads:
// "N passed, N failed". Exits 1 when a runner that should have reported did not.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

const dir = process.argv[2] ?? 'reports';
const expected = (process.argv[3] ?? '').split(',').filter(Boolean);
let passed = 0;
let failed = 0;
let skipped = 0;
const seen = [];

for (const file of existsSync(dir)
  ? readdirSync(dir)
      .filter((f) => f.endsWith('.json'))
      .sort()
  : []) {
  const report = JSON.parse(readFileSync(join(dir, file), 'utf8'));
  if ('numPassedTests' in report) {
    // vitest's json reporter (jest-compatible)
    passed += report.numPassedTests;
    failed += report.numFailedTests;
    skipped += report.numPendingTests + (report.numTodoTests ?? 0);
    // a suite that failed to load counts as a failure even with no test in it
    failed += report.testResults.filter((r) => r.status === 'failed' && r.assertionResults.length === 0).length;
  } else if (report.stats && 'expected' in report.stats) {
    // playwright's json reporter
    passed += report.stats.expected + report.stats.flaky;
    failed += report.stats.unexpected;
    skipped += report.stats.skipped;
    failed += (report.errors ?? []).length;
  } else {
    continue;
  }
  seen.push(file.replace(/\.json$/, ''));
  console.log(`  ${file}`);
}

const missing = expected.filter((name) => !seen.includes(name));
for (const name of missing) console.log(`  ${name}.json is missing: that runner did not finish`);
failed += missing.length;
console.log(`${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}`);
process.exit(failed > 0 ? 1 : 0);
