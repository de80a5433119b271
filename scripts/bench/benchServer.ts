/**
 * The server a bench drives in-process: on PGlite in a fresh data directory, or with a URL in a fresh
 * schema of that PostgreSQL server (and one for its jobs). `close` stops it and removes what it made,
 * unless BENCH_KEEP_SCHEMA=1: then a PostgreSQL schema is left in place and named on stderr, so its
 * data can be queried by hand (EXPLAIN) after the run; drop it yourself.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { randomBytes } from 'node:crypto';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { readServerConfig } from '../../server/config.ts';
import { prepareServer } from '../../server/start.ts';

/** `settings`: server settings as environment variables (server/config.ts), the rest at their defaults. */
export async function openBenchServer(databaseUrl: string | undefined, name: string, settings: NodeJS.ProcessEnv = {}) {
  const dataDir = databaseUrl ? undefined : mkdtempSync(join(tmpdir(), `bench-${name}-`));
  const schema = databaseUrl ? `bench_${randomBytes(4).toString('hex')}` : undefined;
  const server = await prepareServer(
    { ...readServerConfig(settings), dataDir: dataDir ?? '', databaseUrl },
    { serveApp: false, schema, jobsSchema: schema ? `${schema}_jobs` : undefined },
  );
  const close = async () => {
    // The message worker too: left running, it polls the closed database every round.
    await server.messages.stop();
    await server.jobs.stop();
    await server.db.close();
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
    if (databaseUrl && schema && process.env.BENCH_KEEP_SCHEMA === '1') {
      console.error(`kept schema ${schema} (and ${schema}_jobs) on the PostgreSQL server: psql -c 'set search_path=${schema}'`);
    } else if (databaseUrl && schema) {
      const admin = new pg.Client({ connectionString: databaseUrl });
      await admin.connect();
      await admin.query(`drop schema if exists ${schema} cascade`);
      await admin.query(`drop schema if exists ${schema}_jobs cascade`);
      await admin.end();
    }
  };
  return { ...server, close };
}
