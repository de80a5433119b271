/**
 * One administration write, all or nothing, whichever database the handler was given: the app's
 * (a transaction of its own) or, for an idempotent call with a key, the transaction that also stores
 * the answer (server/http/idempotency.ts), in which a refusal must still write nothing, so the work
 * runs under a savepoint that a refusal rolls back. A refusal is thrown as `Refused` from anywhere
 * in the work and answered by the route (400 with data.Problems, or 403/404/409).
 */
import type { FieldProblem } from '../../contract/envelope.ts';
import type { Queryable } from '../db/database.ts';
import { isDatabase } from '../db/atomically.ts';

export class Refused extends Error {
  constructor(
    readonly status: 400 | 403 | 404 | 409,
    message: string,
    readonly problems: FieldProblem[] = [],
  ) {
    super(message);
  }
}

/** A 400 for field problems: the first problem's message is the answer's. */
export const refusedFor = (problems: FieldProblem[]) => new Refused(400, problems[0]!.Message, problems);

export async function atomically<T>(db: Queryable, work: (tx: Queryable) => Promise<T>): Promise<T | Refused> {
  if (isDatabase(db)) {
    try {
      return await db.transaction(work);
    } catch (error) {
      if (error instanceof Refused) return error;
      throw error;
    }
  }
  await db.query('savepoint admin_write');
  try {
    const result = await work(db);
    await db.query('release savepoint admin_write');
    return result;
  } catch (error) {
    await db.query('rollback to savepoint admin_write');
    if (error instanceof Refused) return error;
    throw error;
  }
}
