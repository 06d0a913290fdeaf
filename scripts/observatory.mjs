// The Mozilla HTTP Observatory's tests and grading, run against a local host
// and ports: `node scripts/observatory.mjs <package dir> <host> <httpPort> <httpsPort>`.
// Version 1.4.8's scan() ignores its options (it calls retrieve(hostname)),
// so this is its scan() with the options passed on; the tests, the score and
// the grade are the package's own. Prints one JSON line.
import path from 'node:path';
import { pathToFileURL } from 'node:url';

const [pkg, host, httpPort, httpsPort] = process.argv.slice(2);
const load = (file) => import(pathToFileURL(path.join(pkg, 'src', file)).href);
const { retrieve } = await load('retriever/retriever.js');
const { ALL_TESTS, NUM_TESTS } = await load('constants.js');
const { MINIMUM_SCORE_FOR_EXTRA_CREDIT } = await load('grader/charts.js');
const { getGradeForScore, getScoreModifier } = await load('grader/grader.js');

const r = await retrieve(host, { httpPort: Number(httpPort), httpsPort: Number(httpsPort) });
if (!r.responses.auto) throw new Error('The site seems to be down.');
const results = ALL_TESTS.map((test) => test(r));
let passed = 0;
let withCredit = 100;
let uncurved = 100;
const failed = [];
for (const result of results) {
  if (!result.result) continue;
  const modifier = getScoreModifier(result.result);
  passed += result.pass ? 1 : 0;
  withCredit += modifier;
  if (modifier < 0) uncurved += modifier;
  if (!result.pass) failed.push(`${result.constructor.name}: ${result.result}`);
}
const final = getGradeForScore(uncurved >= MINIMUM_SCORE_FOR_EXTRA_CREDIT ? withCredit : uncurved);
console.log(
  JSON.stringify({
    grade: final.grade,
    score: final.score,
    status: r.responses.auto.status,
    testsPassed: passed,
    testsQuantity: NUM_TESTS,
    failed,
  }),
);
