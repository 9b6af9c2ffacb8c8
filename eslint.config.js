// @ts-check
const js = require('@eslint/js');
const tseslint = require('typescript-eslint');
const webLayers = require('./lint/web-layers');
const noImportCycle = require('./lint/no-import-cycle');
const apiModules = require('./lint/api-modules');
const sqlInRepositories = require('./lint/sql-in-repositories');

module.exports = tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/dist-ssr/**',
      '**/node_modules/**',
      '.data/**',
      'playwright-report/**',
      'test-results/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: {
      globals: {
        console: 'readonly',
        process: 'readonly',
        require: 'readonly',
        module: 'writable',
        __dirname: 'readonly',
      },
    },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'no-restricted-syntax': [
        'error',
        {
          selector: "MemberExpression[object.name='process'][property.name='env']",
          message: 'Read configuration once, in the config module of the app (STYLE.md).',
        },
      ],
    },
  },
  {
    // Where configuration is read, and tests and tools that set it up.
    files: [
      '**/*-config.ts',
      '**/load-config.ts',
      '**/*.spec.ts',
      'tests/**',
      'ops/src/commands/**',
      // The benchmarks start the api and indexer with an environment of their own.
      'ops/src/bench/bench-processes.ts',
      '*.config.{js,ts}',
      'web/vite.config.ts',
    ],
    rules: { 'no-restricted-syntax': 'off' },
  },
  {
    // The web app's layers (lint/web-layers.js): web/ imports only contract/, a feature no other
    // feature, and query keys come from their factories.
    files: ['web/**/*.{ts,tsx}'],
    plugins: { 'web-layers': webLayers },
    rules: { 'web-layers/imports': 'error', 'web-layers/query-keys': 'error' },
  },
  {
    // The api's modules (lint/api-modules.js): shared code (kernel/, common/, config/) imports no
    // feature, a feature imports another only through its index or Nest module, and no module loop.
    files: ['api/src/**/*.ts'],
    plugins: { 'api-modules': apiModules },
    rules: { 'api-modules/imports': 'error', 'api-modules/no-module-loop': 'error' },
  },
  {
    // SQL only in repositories (lint/sql-in-repositories.js): a `.query(` call in api/, core/,
    // indexer/ or ops/src is allowed in a *.repository.ts file (and a spec) only.
    files: ['api/**/*.ts', 'core/**/*.ts', 'indexer/**/*.ts', 'ops/src/**/*.ts'],
    plugins: { 'sql-in-repositories': sqlInRepositories },
    rules: { 'sql-in-repositories/only-in-repositories': 'error' },
  },
  {
    // No file loops (lint/no-import-cycle.js).
    files: ['api/**/*.ts', 'core/**/*.ts', 'web/**/*.{ts,tsx}'],
    plugins: { 'import-cycle': noImportCycle },
    rules: { 'import-cycle/no-import-cycle': 'error' },
  },
  {
    files: ['**/*.js'],
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
);
