/// <reference types="vitest/config" />
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import babel from 'vite-plugin-babel';
import { lingui } from '@lingui/vite-plugin';
import { appVersion } from './scripts/vite/appVersion.ts';
import { graphChunks } from './scripts/vite/graphChunks.ts';
import { PUBLIC_CALLS_CHUNK, SHARED_CHUNK, SIGNED_IN_CHUNK } from './server/http/signedInPreloads.ts';

/** Babel with only the Lingui macro, parsing (not transforming) TypeScript, and JSX in .tsx files. */
const linguiMacro = (include: RegExp, parserPlugins: ('typescript' | 'jsx')[]) =>
  babel({ include, babelConfig: { babelrc: false, configFile: false, parserOpts: { plugins: parserPlugins }, plugins: ['@lingui/babel-plugin-lingui-macro'] } });

/** What /login loads lazily after its first paint, beside the API client: kept small, in chunks of its own. */
const SIGN_IN_PAGE_PARTS = ['src/views/login/SignInDownloadLinks.tsx', 'variants/resolve.ts', 'variants/stylesheets.ts'];
/**
 * The other signed-out pages' lazy chunks (src/app/App.tsx) that share modules with the signed-in
 * frame: what they share is one chunk (`shared`). The Help Center shares only a little and stays apart.
 */
const SIGNED_OUT_PAGES = [
  'src/views/changePassword/ChangePasswordPage.tsx',
  'src/views/terms/TermsPage.tsx',
  'src/views/notFound/NotFoundPage.tsx',
  'src/views/maintenance/MaintenancePage.tsx',
];
const HELP_PAGE = 'src/views/help/HelpCenterPage.tsx';


/** The signed-in area's frame, its flows and its route table, loaded together on every signed-in page. */
const SIGNED_IN_ROOTS = ['src/layouts/AdminLayout.tsx', 'src/app/SignedInFlowsGate.tsx', 'src/app/AdminPages.tsx'];

/**
 * Chunks cut along the loading path (scripts/vite/graphChunks.ts): the API client with every call
 * of the signed-out pages (asked for on every page, right after the entry); the signed-in area's
 * frame, flows and route table (asked for together on every signed-in page); the widgets that two
 * or more signed-in pages share. Neither of the last two takes what the signed-out pages' lazy
 * chunks use (a signed-out page never loads them).
 */
const loadingPath = graphChunks('src/main.tsx', [
  // The server names the three in a signed-in page's head (server/http/signedInPreloads.ts).
  { name: PUBLIC_CALLS_CHUNK, roots: ['src/api/publicCalls.ts'] },
  { name: SHARED_CHUNK, roots: SIGNED_IN_ROOTS, sharedWith: SIGNED_OUT_PAGES, apart: [...SIGN_IN_PAGE_PARTS, HELP_PAGE] },
  {
    name: SIGNED_IN_CHUNK,
    roots: SIGNED_IN_ROOTS,
    apart: [...SIGN_IN_PAGE_PARTS, ...SIGNED_OUT_PAGES, HELP_PAGE],
  },
  { name: 'widgets', sharedByPagesOf: SIGNED_IN_CHUNK, within: 'src/widgets/', apart: [...SIGN_IN_PAGE_PARTS, ...SIGNED_OUT_PAGES, HELP_PAGE] },
]);

const apiTarget = process.env.API_TARGET ?? 'http://localhost:4174';

export default defineConfig({
  plugins: [
    react(),
    // plugin-react 6 has no babel option: the Lingui macro runs through Babel before the TypeScript
    // transform (vite-plugin-babel; @rolldown/plugin-babel would need Node 22.12, we declare 20.19).
    linguiMacro(/[/\\]src[/\\].*\.tsx$/, ['typescript', 'jsx']),
    linguiMacro(/[/\\]src[/\\].*\.ts$/, ['typescript']),
    lingui(),
    // Production builds write dist/version.json and stamp index.html with the same hash.
    appVersion(),
    loadingPath.plugin,
  ],
  server: {
    proxy: { '/api': apiTarget },
  },
  build: {
    target: 'es2022',
    sourcemap: false,
    // dist/.vite/manifest.json: which chunks each entry and each brand's stylesheet loads (scripts/size.ts).
    manifest: true,
    // No modulepreload polyfill in the entry (~0.3 KB gzip of the sign-in page's 100 KB budget, issue 24):
    // every browser the brands serve supports modulepreload (Chromium 66, Safari 17, Firefox 115); one
    // without it still loads every chunk, only without the early fetch.
    modulePreload: { polyfill: false },
    rolldownOptions: {
      output: {
        codeSplitting: { groups: [{ name: 'signIn', tags: ['$initial'], includeDependenciesRecursively: false, test: (id) => !/[\\/](@lingui[\\/]message-utils|@messageformat|moo)[\\/]/.test(id) },
          ...loadingPath.groups,
        ] },
      },
    },
  },
  test: {
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          environment: 'jsdom',
          include: ['tests/unit/**/*.test.{ts,tsx}', 'tests/model/**/*.test.{ts,tsx}'],
          setupFiles: ['tests/support/setupDom.ts'],
        },
      },
      {
        extends: true,
        test: {
          name: 'server',
          environment: 'node',
          include: ['tests/server/**/*.test.ts'],
          // Several server processes need a shared PostgreSQL server: collected only with DATABASE_URL (.ci/run sets it).
          exclude: process.env.DATABASE_URL ? [] : ['tests/server/**/twoInstances*.test.ts'],
          globalSetup: ['tests/server/globalSetup.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
    ],
  },
});
