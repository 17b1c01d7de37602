/**
 * `npm run content:check`: lists every problem in the content (the local
 * dataset or the Sanity project the environment names), with the document,
 * its type and language, the field and what to do. Reads web/.env* as Next.js
 * does. The build runs it first (`--build`).
 *
 *   npm run content:check                 the report
 *   npm run content:check -- --json       {"source", "problems"} as JSON, for other tools
 *
 * Exits 1 when the build must stop: an error (something the site cannot work
 * around, a malformed environment variable), or any warning with
 * CONTENT_STRICT=1; 2 when the content cannot be read at all. Otherwise 0:
 * warnings name what the site leaves out.
 */
import { parseArgs } from 'node:util';
import nextEnv from '@next/env';
import { failsBuild, formatReport, runContentCheck } from '../src/content/check';
import { env, EnvError } from '../src/env';

const { values: options } = parseArgs({
  options: { json: { type: 'boolean', default: false }, build: { type: 'boolean', default: false } },
});

nextEnv.loadEnvConfig(process.cwd(), false, { info: () => {}, error: console.error });

let strict: boolean;
try {
  strict = env().contentCheck.strict;
} catch (error) {
  // A malformed variable is configuration the site cannot work around: say which, and stop.
  if (!(error instanceof EnvError)) throw error;
  console.error(error.message);
  process.exit(1);
}
let result: Awaited<ReturnType<typeof runContentCheck>>;
try {
  result = await runContentCheck();
} catch (error) {
  console.error(`Content check: the content could not be read.\n${(error as Error).message ?? error}`);
  process.exit(2);
}
const { problems, source } = result;
const fails = failsBuild(problems, strict);

if (options.json) {
  console.log(JSON.stringify({ source, problems }, null, 2));
} else {
  console.log(formatReport(problems, source));
  if (options.build && problems.length > 0) {
    console.log(
      fails
        ? `\nThe build stops here${strict ? ' (CONTENT_STRICT=1)' : ''}: fix the problems above.`
        : '\nThe site builds without what the warnings name (CONTENT_STRICT=1 would stop the build here).',
    );
  }
}
process.exit(fails ? 1 : 0);
