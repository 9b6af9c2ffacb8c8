// Unit and integration tests of every workspace, in two Jest projects:
//
// - unit: specs that need no database. No PostgreSQL is started for them, so a run of these
//   alone (`npm run test:unit:fast`, or `npx jest <file>` of one of them) answers in seconds.
// - integration: specs that use PostgreSQL. One throwaway cluster serves the run
//   (tests/support/global-setup.ts, started only when an integration spec is selected); each
//   test file clones its own database from a migrated template, so files run in parallel
//   without seeing each other's rows.
//
// The rule that sorts them (INTEGRATION_MARK below): a spec is an integration spec when its own
// source imports the test database helpers, tests/support/test-database or
// tests/support/api-test-app, or reads the test server's address (process.env.TEST_POSTGRES_URL),
// or when its first line begins `// @integration:` (a spec that starts a PostgreSQL of its own).
// A spec that reaches the test database some other way runs as a unit spec and fails at once with
// a message saying so (tests/support/unit-project-setup.ts); ops/src/jest-projects.spec.ts proves
// both.
const { readdirSync, readFileSync } = require('node:fs');
const { join } = require('node:path');
const { meiliContractRuns } = require('./tests/support/meili-contract-notice');

const WORKSPACES = ['contract', 'core', 'meili', 'api', 'indexer', 'ops', 'web'];
/** Where specs live: beside the code of each workspace, and the web build's own tooling. */
const SPEC_DIRS = [...WORKSPACES.map((name) => `${name}/src`), 'web/build-tools'];
const INTEGRATION_MARK =
  /from '[^']*tests\/support\/(test-database|api-test-app)(\.js)?'|process\.env\.TEST_POSTGRES_URL|^\/\/ @integration:/;

function specFiles() {
  return SPEC_DIRS.flatMap((dir) =>
    readdirSync(join(__dirname, dir), { recursive: true })
      .filter((file) => file.endsWith('.spec.ts') && !file.split('/').includes('node_modules'))
      .map((file) => join(__dirname, dir, file)),
  );
}

const isIntegrationSpec = (file) => INTEGRATION_MARK.test(readFileSync(file, 'utf8'));

function project(displayName, testMatch, extra = {}) {
  return {
    displayName,
    rootDir: __dirname,
    testMatch,
    transform: { '^.+\\.ts$': ['ts-jest', { tsconfig: '<rootDir>/tsconfig.spec.json' }] },
    moduleNameMapper: {
      '^@venue-finder/contract$': '<rootDir>/contract/src/index.ts',
      // The contract is an ES module package: its relative imports name the compiled '.js' files.
      '^(\\.{1,2}/.*)\\.js$': '$1',
      '^@venue-finder/core$': '<rootDir>/core/src/index.ts',
      '^@venue-finder/meili$': '<rootDir>/meili/src/index.ts',
      // ops runs the other workspaces' compiled files (…/dist/…); the tests read their sources.
      '^@venue-finder/(api|indexer|ops)/dist/(.*)$': '<rootDir>/$1/src/$2',
      '^@venue-finder/(api|indexer|ops)/(.*)$': '<rootDir>/$1/src/$2',
      // The web app's pure modules use InstantSearch.js without React: its CommonJS build requires
      // @swc/helpers, whose exports map offers Jest the ES module first ("module-sync"), which
      // Jest cannot require; its CommonJS files are named directly.
      '^@swc/helpers/_/(.*)$': '<rootDir>/node_modules/@swc/helpers/cjs/$1.cjs',
    },
    testEnvironment: 'node',
    ...extra,
  };
}

/**
 * The SearchEngine contract against a real Meilisearch: a project of its own, in the run only when
 * MEILI_URL names a server (or `npm run test:meili` requires it, and it fails without one), and
 * otherwise reported as not run (meili-contract-notice.js), never counted as passed.
 */
const MEILI_CONTRACT_SPEC = join(__dirname, 'meili/src/meilisearch-search-engine.contract.spec.ts');

const specs = specFiles().filter((file) => file !== MEILI_CONTRACT_SPEC);
const integrationSpecs = specs.filter(isIntegrationSpec);
const unitSpecs = specs.filter((file) => !integrationSpecs.includes(file));

/** @type {import('jest').Config} */
module.exports = {
  projects: [
    project('unit', unitSpecs, { setupFiles: ['<rootDir>/tests/support/unit-project-setup.ts'] }),
    project('integration', integrationSpecs, {
      globalSetup: '<rootDir>/tests/support/global-setup.ts',
      globalTeardown: '<rootDir>/tests/support/global-teardown.ts',
    }),
    ...(meiliContractRuns() ? [project('meili-contract', [MEILI_CONTRACT_SPEC])] : []),
  ],
  reporters: ['default', '<rootDir>/tests/support/meili-contract-notice.js'],
  // Both cores of a CI machine (Jest's default leaves one idle).
  maxWorkers: '100%',
  testTimeout: 30_000,
};
