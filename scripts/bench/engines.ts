/** A benchmark run on each database engine: embedded PGlite always, PostgreSQL when DATABASE_URL is set (a fresh schema, dropped afterwards). */
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import type { Database } from '../../server/db/database.ts';
import { openPglite } from '../../server/db/pglite.ts';
import { openPostgres } from '../../server/db/postgres.ts';

export async function onEachEngine<Run>(bench: (db: Database, engine: string) => Promise<Run>): Promise<Run[]> {
  const runs: Run[] = [];
  const pglite = await openPglite();
  try {
    runs.push(await bench(pglite, 'embedded PGlite'));
  } finally {
    await pglite.close();
  }
  const url = process.env.DATABASE_URL;
  if (url) {
    const schema = `bench_${randomBytes(4).toString('hex')}`;
    // Its own application_name: the bench finds its pool's backends by it (backendCpu.ts).
    const named = new URL(url);
    named.searchParams.set('application_name', schema);
    const db = await openPostgres(named.toString(), schema);
    try {
      runs.push(await bench(db, 'PostgreSQL'));
    } finally {
      await db.close();
      const admin = new pg.Client({ connectionString: url });
      await admin.connect();
      await admin.query(`drop schema if exists ${schema} cascade`);
      await admin.end();
    }
  }
  return runs;
}
