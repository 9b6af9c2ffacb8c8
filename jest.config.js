// Unit and integration tests of every workspace. One throwaway PostgreSQL cluster serves the
// run (tests/support/global-setup.ts); each test file clones its own database from a migrated
// template, so files run in parallel without seeing each other's rows.
const { meiliContractRuns } = require('./tests/support/meili-contract-notice');

const workspace = (name) => ({
  displayName: name,
  rootDir: `<rootDir>/${name}`,
  testMatch: ['<rootDir>/src/**/*.spec.ts'],
  transform: { '^.+\\.ts$': ['ts-jest', { tsconfig: '<rootDir>/../tsconfig.spec.json' }] },
  moduleNameMapper: {
    '^@venue-finder/contract$': '<rootDir>/../contract/src/index.ts',
    // The contract is an ES module package: its relative imports name the compiled '.js' files.
    '^(\\.{1,2}/.*)\\.js$': '$1',
    '^@venue-finder/core$': '<rootDir>/../core/src/index.ts',
    '^@venue-finder/meili$': '<rootDir>/../meili/src/index.ts',
    // ops runs the other workspaces' compiled files (…/dist/…); the tests read their sources.
    '^@venue-finder/(api|indexer|ops)/dist/(.*)$': '<rootDir>/../$1/src/$2',
    '^@venue-finder/(api|indexer|ops)/(.*)$': '<rootDir>/../$1/src/$2',
  },
  testEnvironment: 'node',
});

/**
 * The web app's pure modules (search state, formatting) and InstantSearch.js without React: no
 * DOM, no build step. InstantSearch's CommonJS build requires @swc/helpers, whose exports map
 * offers Jest the ES module first ("module-sync"), which Jest cannot require; its CommonJS files
 * are named directly.
 */
const base = workspace('web');
const web = {
  ...base,
  // The app's specs, and those of the build's own tooling (web/build-tools), which runs in Node.
  testMatch: ['<rootDir>/src/**/*.spec.ts', '<rootDir>/build-tools/**/*.spec.ts'],
  moduleNameMapper: {
    ...base.moduleNameMapper,
    '^@swc/helpers/_/(.*)$': '<rootDir>/../node_modules/@swc/helpers/cjs/$1.cjs',
  },
};

/**
 * The SearchEngine contract against a real Meilisearch: a project of its own, in the run only when
 * MEILI_URL names a server (or `npm run test:meili` requires it, and it fails without one), and
 * otherwise reported as not run (meili-contract-notice.js), never counted as passed.
 */
const CONTRACT_SPEC = '\\.contract\\.spec\\.ts$';
const meili = { ...workspace('meili'), testPathIgnorePatterns: ['/node_modules/', CONTRACT_SPEC] };
const meiliContract = {
  ...workspace('meili'),
  displayName: 'meili-contract',
  testMatch: ['<rootDir>/src/**/*.contract.spec.ts'],
};

/** @type {import('jest').Config} */
module.exports = {
  projects: [
    ...['contract', 'core'].map(workspace),
    meili,
    ...(meiliContractRuns() ? [meiliContract] : []),
    ...['api', 'indexer', 'ops'].map(workspace),
    web,
  ],
  reporters: ['default', '<rootDir>/tests/support/meili-contract-notice.js'],
  globalSetup: '<rootDir>/tests/support/global-setup.ts',
  globalTeardown: '<rootDir>/tests/support/global-teardown.ts',
  testTimeout: 30_000,
};
