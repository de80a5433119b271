import { PGlite } from '@electric-sql/pglite';
import { mkdirSync } from 'node:fs';
import type { Database } from './database.ts';
import { pglitePrepared } from './pglitePrepared.ts';

/**
 * Embedded PostgreSQL: in `dataDir` when given (kept between starts), else in memory (tests). An
 * in-memory database may start from `restoreFrom`, a data directory dumped with `dumpPglite`: that
 * skips initdb, migrations and seed (about 0.6 s instead of about 4 s).
 */
export async function openPglite(dataDir?: string, restoreFrom?: Blob): Promise<Database> {
  if (dataDir) mkdirSync(dataDir, { recursive: true });
  const db = dataDir ? new PGlite(dataDir) : new PGlite({ loadDataDir: restoreFrom });
  await db.waitReady;
  const queryPrepared = pglitePrepared(db);
  return {
    engine: 'pglite',
    query: async (sql, params, prepared) => ({
      // Outside a transaction, as PGlite's own query: after any transaction in progress, never inside it.
      rows: (prepared
        ? await db._runExclusiveTransaction(() => queryPrepared(prepared, sql, params))
        : await db.query(sql, params)
      ).rows as never[],
    }),
    exec: async (sql) => {
      await db.exec(sql);
    },
    script: async (sql) => {
      const results = await db.exec(sql);
      return { rows: (results.at(-1)?.rows ?? []) as never[] };
    },
    transaction: (work) =>
      db.transaction((tx) =>
        work({
          query: async (sql, params, prepared) => ({
            rows: (prepared ? await queryPrepared(prepared, sql, params) : await tx.query(sql, params)).rows as never[],
          }),
        }),
      ),
    close: () => db.close(),
    dump: () => db.dumpDataDir('none'),
  };
}
