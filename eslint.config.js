import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

/**
 * Which way imports may go (issue 13): contract/ and domain/ are shared and import neither side;
 * server/ is built from them, never from the app (src/, machines/); machines/ never import src/
 * (the app gives them their actors); src/ never imports server/. Production code does not import
 * the demo seed, and route files never import app.ts.
 */
const IMPORT_DIRECTIONS = {
  serverMayNotImportApp: { group: ['**/src/**', '**/machines/**'], message: 'server/ is built from contract/ and domain/, never from the app.' },
  machinesMayNotImportSrc: { group: ['**/src/**'], message: 'Machines get implementations at the edge: share types through contract/, domain/ or machines/.' },
  noServer: { group: ['**/server/**'], message: 'The app reaches the server through contract/ only.' },
  noSeed: { group: ['**/seed', '**/seed.ts', '**/seed*.ts'], message: 'The demo seed is start-up data: production code must not depend on it.' },
};

/** app.ts mounts the route files; inside server/ it is imported as ./app.ts or ../app.ts. */
const routeFilePatterns = (isRouteFile) =>
  isRouteFile ? [{ group: ['**/app', '**/app.ts'], message: 'app.ts lists the route files; they never import it.' }] : [];

export default tseslint.config(
  { ignores: ['dist', 'node_modules', 'reports', 'test-results', 'playwright-report', '.data', 'src/locales/**/*.js'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    files: ['src/**/*.tsx'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
    },
  },
  {
    // Machines are pure statecharts: no React, no network, no browser globals, no wall clock.
    files: ['machines/**/*.ts'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['react', 'react-dom', 'ky', '@xstate/react'], message: 'Machines are pure statecharts.' },
            IMPORT_DIRECTIONS.machinesMayNotImportSrc,
            IMPORT_DIRECTIONS.noServer,
          ],
        },
      ],
      'no-restricted-globals': ['error', 'window', 'document', 'localStorage', 'fetch', 'navigator'],
      'no-restricted-properties': ['error', { object: 'Date', property: 'now' }],
    },
  },
  {
    // The server is built from contract/ and domain/, never from the app.
    files: ['server/**/*.ts'],
    ignores: ['server/start.ts', 'server/main.ts', 'server/db/seed*.ts'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        { patterns: [IMPORT_DIRECTIONS.serverMayNotImportApp, IMPORT_DIRECTIONS.noSeed, ...routeFilePatterns(false)] },
      ],
    },
  },
  {
    // The start-up may seed the demo data; it is still built from contract/ and domain/ only.
    files: ['server/start.ts', 'server/main.ts', 'server/db/seed*.ts'],
    rules: {
      '@typescript-eslint/no-restricted-imports': ['error', { patterns: [IMPORT_DIRECTIONS.serverMayNotImportApp] }],
    },
  },
  {
    // Route files are mounted by app.ts; they never reach back into it.
    files: ['server/routes/**/*.ts', 'server/http/**/*.ts'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        { patterns: [IMPORT_DIRECTIONS.serverMayNotImportApp, IMPORT_DIRECTIONS.noSeed, ...routeFilePatterns(true)] },
      ],
    },
  },
  {
    // The contract and the domain rules are shared by both sides, so they depend on neither.
    files: ['contract/**/*.ts', 'domain/**/*.ts'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        { patterns: [{ group: ['**/src/**', '**/machines/**', '**/server/**'], message: 'contract/ and domain/ are shared: they import neither side.' }] },
      ],
    },
  },
  {
    // The app talks to the server through contract/ only.
    files: ['src/**/*.ts', 'src/**/*.tsx'],
    rules: {
      '@typescript-eslint/no-restricted-imports': ['error', { patterns: [IMPORT_DIRECTIONS.noServer] }],
    },
  },
);
