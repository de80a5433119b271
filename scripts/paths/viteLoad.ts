/**
 * Runs scripts/paths/load.ts through Vite's module runner with the project's vite.config.ts, so the
 * Lingui macros the machines reach are compiled as in the app and in Vitest (tsx alone fails with
 * "does not provide an export named 'msg'").
 */
import { resolve } from 'node:path';
import { createServer, createServerModuleRunner } from 'vite';
import type { MachineReport } from './collect.ts';

type LoadModule = typeof import('./load.ts');

export async function loadReportsThroughVite(ids?: string[]): Promise<MachineReport[]> {
  const server = await createServer({
    configFile: resolve('vite.config.ts'),
    logLevel: 'warn',
    server: { middlewareMode: true, hmr: false, ws: false },
    optimizeDeps: { noDiscovery: true, include: [] },
  });
  const runner = createServerModuleRunner(server.environments.ssr, { hmr: false });
  try {
    const load = await runner.import<LoadModule>(resolve('scripts/paths/load.ts'));
    return await load.loadReports(ids);
  } finally {
    await runner.close();
    await server.close();
  }
}
