import type { Queryable } from '../../server/db/database.ts';

/**
 * The benchmarks that upload or bet measure processing, not credit: the demo member and its uplines
 * get credit enough for every file they send (a bet reserves its cost since issue 20).
 */
export async function grantBenchCredit(db: Queryable): Promise<void> {
  await db.query(`update users set credit_cents = 100000000000 where user_id in ('member1', 'agent1', 'admin')`);
}
