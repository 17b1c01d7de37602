/**
 * A copy of the repository with another language list, as e2e/languages.spec.ts
 * makes it (support/language-sets.ts), left on disk to run a workspace's tests,
 * typecheck or build on it by hand:
 *
 *   npm run language-copy -w @vitrine/tests -- default-only   # prints the copy's folder
 */
import { copyRepository, makeOwnersEdit, SETS } from '../support/language-sets.ts';

const id = process.argv[2];
const set = SETS.find((candidate) => candidate.id === id);
if (!set) {
  console.error(`Usage: language-copy <${SETS.map((candidate) => candidate.id).join('|')}>`);
  process.exit(1);
}
const dir = copyRepository();
makeOwnersEdit(dir, set);
console.log(dir);
