import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serveBuiltApp } from '../../server/http/static.ts';
import { SIGNED_IN_CHUNK } from '../../server/http/signedInPreloads.ts';

/**
 * Issue 24 (Lighthouse on the signed-in pages): a signed-in page names the signed-in chunk and the
 * chunk groups it imports in its head, so they download beside the entry instead of a round trip
 * after it; not its small pieces (each would take one of the host's six connections from the runtime
 * config); what the entry's page preloads already is not named twice; no page outside the signed-in
 * area gets them.
 */

const INDEX = `<!doctype html><html><head><title>x</title>
<script type="module" crossorigin src="/assets/index-EEEE0000.js"></script>
<link rel="modulepreload" crossorigin href="/assets/runtime-RRRR0000.js">
</head><body><div id="preloader"></div><div id="root"></div></body></html>`;
const MANIFEST = {
  'index.html': { file: 'assets/index-EEEE0000.js', isEntry: true, imports: ['_runtime-RRRR0000.js'] },
  '_runtime-RRRR0000.js': { file: 'assets/runtime-RRRR0000.js', name: 'rolldown-runtime' },
  '_signedIn-SSSS0000.css': { file: 'assets/signedIn-SSSS0000.css' },
  '_signedIn-SSSS0000.js': {
    file: 'assets/signedIn-SSSS0000.js',
    name: SIGNED_IN_CHUNK,
    imports: ['_runtime-RRRR0000.js', 'index.html', '_publicCalls-PPPP0000.js', '_shared-HHHH0000.js', '_PageHeader-KKKK0000.js'],
  },
  '_PageHeader-KKKK0000.js': { file: 'assets/PageHeader-KKKK0000.js', name: 'PageHeader', imports: ['index.html'] },
  '_publicCalls-PPPP0000.js': { file: 'assets/publicCalls-PPPP0000.js', name: 'publicCalls', imports: ['_runtime-RRRR0000.js', 'index.html'] },
  '_shared-HHHH0000.js': { file: 'assets/shared-HHHH0000.js', name: 'shared', imports: ['index.html', '_publicCalls-PPPP0000.js'] },
  'src/views/help/HelpCenterPage.tsx': { file: 'assets/HelpCenterPage-GGGG0000.js', name: 'HelpCenterPage', imports: ['index.html'] },
};
const SIGNED_IN_FILES = ['assets/signedIn-SSSS0000.js', 'assets/publicCalls-PPPP0000.js', 'assets/shared-HHHH0000.js'];

let staticDir: string;
const app = new Hono();
beforeAll(() => {
  staticDir = mkdtempSync(join(tmpdir(), 'signed-in-preloads-'));
  writeFileSync(join(staticDir, 'index.html'), INDEX);
  mkdirSync(join(staticDir, '.vite'));
  writeFileSync(join(staticDir, '.vite', 'manifest.json'), JSON.stringify(MANIFEST));
  serveBuiltApp(app, staticDir);
});
afterAll(() => rmSync(staticDir, { recursive: true, force: true }));

const page = async (path: string) => (await app.request(path, { headers: { host: 'localhost:4173' } })).text();
const preloaded = (html: string) => [...html.matchAll(/<link rel="modulepreload" crossorigin href="\/([^"]+)"/g)].map((match) => match[1]);

describe("a signed-in page's head", () => {
  it("names the signed-in chunk and the groups it imports once each, beside what the entry preloads; not its small pieces", async () => {
    for (const path of ['/admin/home', '/report/full', '/embed/report/full']) {
      const names = preloaded(await page(path));
      expect(names.sort(), path).toEqual(['assets/runtime-RRRR0000.js', ...SIGNED_IN_FILES].sort());
    }
  });

  it('names none of them on sign-in, the public pages or the terms', async () => {
    for (const path of ['/login', '/help', '/terms', '/404']) expect(preloaded(await page(path)), path).toEqual(['assets/runtime-RRRR0000.js']);
  });
});
