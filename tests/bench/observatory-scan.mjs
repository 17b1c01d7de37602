// Scores one site with Mozilla's HTTP Observatory (@mdn/mdn-http-observatory),
// as its scanner does, but on the ports given: its own `scan()` only knows 80
// and 443. Run by observatory.ts with NODE_EXTRA_CA_CERTS set to the bench's CA.
// Usage: node observatory-scan.mjs <package dir> <hostname> <http port> <https port>
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';

const [root, hostname, httpPort, httpsPort] = process.argv.slice(2);
const load = (path) => import(pathToFileURL(join(root, 'src', path)).href);
const { retrieve } = await load('retriever/retriever.js');
const { ALL_TESTS } = await load('constants.js');
const { MINIMUM_SCORE_FOR_EXTRA_CREDIT } = await load('grader/charts.js');
const { getGradeForScore, getScoreModifier } = await load('grader/grader.js');

const requests = await retrieve(hostname, { httpPort, httpsPort });
if (!requests.responses.auto) throw new Error(`could not reach ${hostname}`);
const tests = ALL_TESTS.map((test) => test(requests));
let bonus = 100;
let penalised = 100;
for (const test of tests) {
  const modifier = test.result ? getScoreModifier(test.result) : 0;
  bonus += modifier;
  if (modifier < 0) penalised += modifier;
}
const { grade, score } = getGradeForScore(penalised >= MINIMUM_SCORE_FOR_EXTRA_CREDIT ? bonus : penalised);
console.log(
  JSON.stringify({
    grade,
    score,
    status: requests.responses.auto.status,
    tests: tests.map((test) => ({
      name: test.constructor.name.replace(/Output$/, ''),
      pass: test.pass,
      result: test.result,
      modifier: test.result ? getScoreModifier(test.result) : 0,
    })),
  }),
);
