/**
 * Runs `work` in one transaction: a new one when `db` is the database, or the one `db` already is (an
 * idempotent call's key transaction, whose handler gets a plain Queryable). For writes that must
 * commit together whichever way the handler was reached (a bet's credit reservation and its tickets).
 */
import type { Database, Queryable } from './database.ts';

/** Whether `db` is the app's database (a transaction can be opened on it), not a transaction already. */
export const isDatabase = (db: Queryable): db is Database => typeof (db as Partial<Database>).transaction === 'function';

export function atomically<T>(db: Queryable, work: (tx: Queryable) => Promise<T>): Promise<T> {
  return isDatabase(db) ? db.transaction(work) : work(db);
}
