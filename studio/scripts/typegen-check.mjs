#!/usr/bin/env node
// Fails when the committed schema extract or generated query types are stale:
// regenerates them (npm run typegen) and compares with what was there before.
import { execSync } from 'node:child_process';
import { readFileSync } from 'node:fs';

const files = ['../schemas/schema.json', '../schemas/src/sanity.types.ts'];
const before = files.map((file) => readFileSync(file, 'utf8'));
execSync('npm run typegen', { stdio: 'inherit' });
const stale = files.filter((file, index) => readFileSync(file, 'utf8') !== before[index]);
if (stale.length > 0) {
  console.error(
    `\nStale generated files: ${stale.join(', ')}.\nThey are now regenerated: review and commit them (npm run typegen).`,
  );
  process.exit(1);
}
console.log('Generated types are up to date.');
