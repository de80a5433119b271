/**
 * Builds the DataTable bench page (scripts/bench/dataTable/index.html) with the project's Vite config
 * (React, the Lingui macro and catalogs, the app's CSS handling) into a temporary directory, never
 * dist/, and serves it with `vite preview` on a free port. A production build, because production
 * React is what users run: development React does several times the work per render.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build, preview } from 'vite';

const ROOT = fileURLToPath(new URL('./', import.meta.url));
const CONFIG_FILE = fileURLToPath(new URL('../../../vite.config.ts', import.meta.url));

export interface BenchPageServer {
  url: string;
  close: () => Promise<void>;
}

export async function serveBenchPage(): Promise<BenchPageServer> {
  const outDir = mkdtempSync(join(tmpdir(), 'bench-data-table-'));
  try {
    await build({ configFile: CONFIG_FILE, root: ROOT, base: './', logLevel: 'warn', build: { outDir, emptyOutDir: true, manifest: false } });
    const server = await preview({ configFile: CONFIG_FILE, root: ROOT, logLevel: 'warn', build: { outDir }, preview: { host: '127.0.0.1', port: 0 } });
    const url = server.resolvedUrls?.local[0];
    if (!url) throw new Error('vite preview gave no local URL');
    return {
      url,
      close: async () => {
        await server.close();
        rmSync(outDir, { recursive: true, force: true });
      },
    };
  } catch (error) {
    rmSync(outDir, { recursive: true, force: true });
    throw error;
  }
}
