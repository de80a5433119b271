import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** A loopback port nobody listens on now (the OS picks it). */
export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))));
    });
  });
}

export interface MeasuredServer {
  url: string;
  stop(): Promise<void>;
}

/**
 * The built app served as `npm start` serves it (scripts/start.ts: the server and its local gateway
 * peer), on free ports and a fresh embedded database that is removed afterwards, so each run measures
 * the same seeded data and never touches .data/.
 */
export async function startMeasuredServer(): Promise<MeasuredServer> {
  const [port, gatewayPort] = [await freePort(), await freePort()];
  const dataDir = mkdtempSync(join(tmpdir(), 'lighthouse-data-'));
  const child = spawn(process.execPath, ['--import', 'tsx', 'scripts/start.ts'], {
    env: { ...process.env, PORT: String(port), DATA_DIR: dataDir, LOCAL_GATEWAY_PORT: String(gatewayPort) },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const url = `http://localhost:${port}`;
  await waitUntilServing(`${url}/app-config.json`, child);
  return {
    url,
    stop: async () => {
      if (child.exitCode === null) {
        const exited = new Promise((resolve) => child.once('exit', resolve));
        child.kill('SIGTERM');
        await exited;
      }
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

async function waitUntilServing(url: string, child: ChildProcess) {
  const deadline = Date.now() + 180_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the server exited with ${child.exitCode}`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  child.kill('SIGTERM');
  throw new Error('the server did not start within 3 minutes');
}
