import type { Database, Queryable } from '../../server/db/database.ts';

/**
 * `db` whose transactions die at the first statement containing `statement` (as when the process dies
 * there): the transaction rolls back, so nothing of it commits. For a job's run killed mid-way.
 */
export const dyingAt = (db: Database, statement: string): Database => ({
  ...db,
  engine: db.engine,
  query: (sql, params) => db.query(sql, params),
  transaction: (work) =>
    db.transaction((tx) =>
      work({ query: (sql: string, params?: unknown[]) => (sql.includes(statement) ? Promise.reject(new Error('the process died')) : tx.query(sql, params)) } as Queryable),
    ),
});
