/**
 * Runs `work` in one transaction: a new one when `db` is the database, or the one `db` already is (an
 * idempotent call's key transaction, whose handler gets a plain Queryable). For writes that must
 * commit together whichever way the handler was reached (a bet's credit reservation and its tickets).
 */
import type { Database, Queryable } from './database.ts';

export function atomically<T>(db: Queryable, work: (tx: Queryable) => Promise<T>): Promise<T> {
  return 'transaction' in db ? (db as Database).transaction(work) : work(db);
}
