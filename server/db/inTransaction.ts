import type { Database, Queryable } from './database.ts';

/**
 * Runs `work` in one transaction on `db`: a handler's database is the Idempotency-Key's transaction
 * when the request carries a key (server/http/idempotency.ts), which `work` then joins, and the app's
 * database otherwise, on which a transaction is opened.
 */
export function inTransaction<T>(db: Queryable, work: (tx: Queryable) => Promise<T>): Promise<T> {
  const database = db as Partial<Database>;
  return typeof database.transaction === 'function' ? database.transaction(work) : work(db);
}
