import { PGlite } from '@electric-sql/pglite';
import { mkdirSync } from 'node:fs';
import type { Database } from './database.ts';

/** Embedded PostgreSQL: in `dataDir` when given (kept between starts), else in memory (tests). */
export async function openPglite(dataDir?: string): Promise<Database> {
  if (dataDir) mkdirSync(dataDir, { recursive: true });
  const db = dataDir ? new PGlite(dataDir) : new PGlite();
  await db.waitReady;
  return {
    engine: 'pglite',
    query: async (sql, params) => ({ rows: (await db.query(sql, params)).rows as never[] }),
    exec: async (sql) => {
      await db.exec(sql);
    },
    transaction: (work) =>
      db.transaction((tx) =>
        work({ query: async (sql, params) => ({ rows: (await tx.query(sql, params)).rows as never[] }) }),
      ),
    close: () => db.close(),
  };
}
