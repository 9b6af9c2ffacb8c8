// Whether the Meilisearch contract suite runs in this test run, and the notice that says so when
// it does not: a suite that cannot run must never read as passed. Read by jest.config.js (which
// adds the suite's project only with MEILI_URL, or MEILI_CONTRACT=required for `npm run
// test:meili`), by the reporter at the end of a Jest run, and by `npm test` as its last line.
// CommonJS: Jest loads its configuration and reporters with require().

/** True when the Meilisearch contract suite is part of this run. */
function meiliContractRuns(env = process.env) {
  return Boolean(env.MEILI_URL) || env.MEILI_CONTRACT === 'required';
}

const NOT_RUN = [
  '',
  '⚠ Meilisearch contract suite: NOT RUN — MEILI_URL is not set, so no test here spoke to Meilisearch.',
  '  `npm run test:meili` runs it against the server MEILI_URL names (and fails without one);',
  '  `docker compose --profile meili-tests run --rm meili-suites` runs it, and bench:relevance, against',
  "  compose's Meilisearch (docs/operations.md).",
  '',
].join('\n');

function meiliContractNotice(env = process.env) {
  return meiliContractRuns(env)
    ? `Meilisearch contract suite: run against ${env.MEILI_URL ?? '(no MEILI_URL: it fails)'}.`
    : NOT_RUN;
}

/** A Jest reporter: the notice after a run that tested the meili workspace without its contract suite. */
class MeiliContractReporter {
  onRunComplete(_contexts, results) {
    const meiliRan = results.testResults.some((file) => /[\\/]meili[\\/]src[\\/]/.test(file.testFilePath));
    if (meiliRan && !meiliContractRuns()) process.stderr.write(`${NOT_RUN}\n`);
  }
}

module.exports = MeiliContractReporter;
module.exports.meiliContractRuns = meiliContractRuns;
module.exports.meiliContractNotice = meiliContractNotice;

// `node tests/support/meili-contract-notice.js`: `npm test`'s last line.
if (require.main === module) console.log(meiliContractNotice());
