/**
 * Opening balances: a user created with an AccBal (the demo seed) gets one 'opening' statement line
 * for it, so AccBal stays the sum of its lines (migration 0014 did the same for the users before it).
 */
import type { Queryable } from '../db/database.ts';

export async function postOpeningBalances(tx: Queryable): Promise<void> {
  await tx.query(
    `insert into ledger_entries (user_id, kind, amount_cents, remark, created_at)
     select u.user_id, 'opening', u.acc_bal_cents, 'Balance carried over', now() from users u
     where u.acc_bal_cents <> 0 and not exists (select 1 from ledger_entries e where e.user_id = u.user_id)`,
  );
}
