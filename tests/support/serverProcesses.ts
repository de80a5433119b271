/**
 * Real server processes (server/main.ts) on one PostgreSQL database, for the tests of several
 * instances: a fresh database per test file, a process per instance on a free port, started, waited
 * for and killed like the production server. What a test sends goes over HTTP (`instance.app` has
 * the same `request` as the in-process test server, so the request helpers of tests/server work).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import pg from 'pg';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const READY_LINE = /running at http:\/\/localhost:(\d+)/;
const READY_TIMEOUT_MS = 60_000;

export interface ServerInstance {
  name: string;
  port: number;
  /** Requests to this instance over HTTP: `request(path, init)` like TestServer.app. */
  app: { request(path: string, init?: RequestInit): Promise<Response> };
  /** Everything the process wrote, for the failure messages. */
  output(): string;
  /** Kills the process at once (SIGKILL: no shutdown, as a crash) and waits for it to be gone. */
  crash(): Promise<void>;
  /** Asks the process to stop (SIGTERM: its shutdown runs) and waits for it. */
  stop(): Promise<void>;
}

export interface SharedDatabase {
  url: string;
  /** A client of the database, to look at what the instances stored. */
  query<Row>(sql: string, params?: unknown[]): Promise<Row[]>;
  /** Starts an instance on this database with `env` added (e.g. small JOBS_* timings); resolves once it listens. */
  startInstance(name: string, env?: Record<string, string>): Promise<ServerInstance>;
  /** Stops every instance still running and drops the database. */
  close(): Promise<void>;
}

/** A fresh database `t_<random>` on the server of `serverUrl` (DATABASE_URL), dropped by close(). */
export async function sharedDatabase(serverUrl: string): Promise<SharedDatabase> {
  const name = `t_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const client = new pg.Client({ connectionString: url.toString() });
  await client.connect();
  const instances: ServerInstance[] = [];

  return {
    url: url.toString(),
    query: async <Row>(sql: string, params?: unknown[]) => (await client.query(sql, params)).rows as Row[],
    startInstance: async (instanceName, env = {}) => {
      const instance = await startInstance(instanceName, { ...env, DATABASE_URL: url.toString() });
      instances.push(instance);
      return instance;
    },
    close: async () => {
      await Promise.all(instances.map((instance) => instance.stop()));
      await client.end();
      await admin.query(`drop database if exists ${name} with (force)`);
      await admin.end();
    },
  };
}

async function startInstance(name: string, env: Record<string, string>): Promise<ServerInstance> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    cwd: ROOT,
    // PORT 0: the system picks a free port; the ready line says which.
    env: { PATH: process.env.PATH, HOME: process.env.HOME, NODE_ENV: 'test', PORT: '0', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));

  const port = await new Promise<number>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`instance ${name} was not ready within ${READY_TIMEOUT_MS} ms:\n${output}`)), READY_TIMEOUT_MS);
    const look = () => {
      const found = READY_LINE.exec(output);
      if (found) {
        clearTimeout(timer);
        resolve(Number(found[1]));
      }
    };
    child.stdout.on('data', look);
    void exited.then(() => {
      clearTimeout(timer);
      reject(new Error(`instance ${name} ended before it was ready:\n${output}`));
    });
  });

  const endWith = async (process: ChildProcess, signal: NodeJS.Signals) => {
    if (process.exitCode !== null || process.signalCode !== null) return;
    process.kill(signal);
    await exited;
  };
  return {
    name,
    port,
    app: { request: (path, init) => fetch(`http://127.0.0.1:${port}${path}`, init) },
    output: () => output,
    crash: () => endWith(child, 'SIGKILL'),
    stop: () => endWith(child, 'SIGTERM'),
  };
}
