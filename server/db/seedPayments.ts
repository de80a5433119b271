/**
 * A seeded week of payments (issue 20): after the demo draws are settled, every user but the company
 * settles with its upline what its statement owed up to a week ago (draws of the last seven days stay
 * open on the statement, as a real operator's do), on a day of the last week. One 'payment' ledger
 * line each (positive: the user paid its upline; negative: paid to the user), recorded by the upline,
 * and AccBal moved by it in the same transaction. Applied once (seed step `demo-payments`).
 */
import type { Database } from './database.ts';
import { timestamp } from './timestamp.ts';
import { operatorDay } from '../../domain/operatorTime.ts';

const STEP_ID = 'demo-payments';

const PAYMENTS_SQL = `
with due as (
  select e.user_id, u.parent_id, sum(e.amount_cents)::bigint as cents
  from ledger_entries e join users u on u.user_id = e.user_id left join draws d on d.draw_id = e.draw_id
  where u.parent_id is not null and (e.draw_id is null or d.draw_date < $1::date - 7)
  group by e.user_id, u.parent_id having sum(e.amount_cents) <> 0
), paid as (
  insert into ledger_entries (user_id, kind, amount_cents, created_by, remark, created_at)
  select user_id, 'payment', -cents, parent_id, 'Weekly settlement',
    $2::timestamptz - (1 + abs(hashtext(user_id)) % 6) * interval '1 day'
  from due
  returning user_id, amount_cents
)
update users u set acc_bal_cents = u.acc_bal_cents + p.amount_cents from paid p where u.user_id = p.user_id`;

/** Records the demo payments once; answers whether it did. */
export async function seedDemoPayments(db: Database, now: number): Promise<boolean> {
  return db.transaction(async (tx) => {
    const { rows } = await tx.query(
      `insert into seed_steps (step_id, applied_at) values ($1, $2::timestamptz) on conflict do nothing returning 1`,
      [STEP_ID, timestamp(now)],
    );
    if (rows.length === 0) return false;
    await tx.query(PAYMENTS_SQL, [operatorDay(now), timestamp(now)]);
    return true;
  });
}
