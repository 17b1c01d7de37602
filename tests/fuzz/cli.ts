/**
 * npm run fuzz -w @vitrine/tests -- --url http://127.0.0.1:3000 --requests 100000 --seed 42
 * npm run fuzz -w @vitrine/tests -- --url http://127.0.0.1:3000 --seed 42 --index 1234   (replay one, in full)
 *
 * Against a site you started (`npm start`, or `next start` in web/). Exits 1
 * when any request fails a check. See fuzz/README.md.
 */
import { parseArgs } from 'node:util';
import { checkOutcome, policyFor, show } from './checks.ts';
import { generateRequest } from './generate.ts';
import { formatSummary, runFuzz, type Summary } from './run.ts';
import { discoverSite } from './site.ts';
import { send, serializeRequest } from './wire.ts';

const USAGE = `usage: npm run fuzz -w @vitrine/tests -- --url <origin> [--requests N] [--seed S] [--start I]
       [--concurrency C] [--timeout MS] [--preview-secret SECRET] [--failures N] [--json]
       npm run fuzz -w @vitrine/tests -- --url <origin> --seed S --index I   (replay one request)`;

const { values } = parseArgs({
  options: {
    url: { type: 'string' },
    requests: { type: 'string', default: '1000' },
    seed: { type: 'string', default: '1' },
    start: { type: 'string', default: '0' },
    index: { type: 'string' },
    concurrency: { type: 'string', default: '8' },
    timeout: { type: 'string', default: '10000' },
    'preview-secret': { type: 'string' },
    failures: { type: 'string', default: '10' },
    json: { type: 'boolean', default: false },
    help: { type: 'boolean', default: false },
  },
});

function integer(name: string, value: string | undefined): number {
  const number = Number(value);
  if (!Number.isSafeInteger(number) || number < 0) {
    console.error(`--${name} must be a whole number, not "${value}".\n${USAGE}`);
    process.exit(2);
  }
  return number;
}

if (values.help || !values.url) {
  console.log(USAGE);
  process.exit(values.help ? 0 : 2);
}
const url = new URL(values.url).origin;
const seed = integer('seed', values.seed);
const site = await discoverSite(url, { previewSecret: values['preview-secret'] });

if (values.index !== undefined) {
  const request = generateRequest(seed, integer('index', values.index), site);
  const outcome = await send(request, new URL(url), integer('timeout', values.timeout));
  const raw = serializeRequest(request, new URL(url)).toString('utf8');
  console.log(`#${request.index} [${request.family}: ${request.note}]`);
  console.log(`--- request (${Buffer.byteLength(raw)} bytes)\n${show(raw, 4000).replaceAll('\\r\\n', '\n')}`);
  if (outcome.kind === 'response') {
    const { response } = outcome;
    console.log(`--- response ${response.status} in ${outcome.ms} ms`);
    for (const [name, value] of response.headers) console.log(`${name}: ${show(value, 300)}`);
    console.log(`\n${show(response.body.toString('utf8'), 2000).replaceAll('\\n', '\n')}`);
  } else {
    console.log(`--- ${outcome.kind} after ${outcome.ms} ms${'error' in outcome ? `: ${outcome.error}` : ''}`);
  }
  const findings = checkOutcome(request, outcome, policyFor(url, seed, site));
  console.log(findings.length ? findings.map((f) => `✗ ${f.check}: ${f.detail}`).join('\n') : '✓ passes every check');
  process.exit(findings.length ? 1 : 0);
}

const requests = integer('requests', values.requests);
let last = 0;
const summary: Summary = await runFuzz({
  url,
  seed,
  requests,
  start: integer('start', values.start),
  concurrency: Math.max(1, integer('concurrency', values.concurrency)),
  timeoutMs: integer('timeout', values.timeout),
  site,
  keepFailures: Math.max(25, integer('failures', values.failures)),
  onProgress: (done, failing) => {
    if (!process.stderr.isTTY || done - last < 250) return;
    last = done;
    process.stderr.write(`\r${done}/${requests} sent, ${failing} failing`);
  },
});
if (process.stderr.isTTY) process.stderr.write('\r\x1b[K');
console.log(
  values.json
    ? JSON.stringify(summary, null, 2)
    : formatSummary(summary, { failures: integer('failures', values.failures) }),
);
process.exit(summary.failing ? 1 : 0);
