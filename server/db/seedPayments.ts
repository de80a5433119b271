/**
 * A seeded week of payments (issue 20): after the demo draws are settled, every user but the company
 * settles with its upline what its statement owed up to a week ago (draws of the last seven days stay
 * open on the statement, as a real operator's do), on a day of the last week. Each is one 'payment'
 * ledger line (positive: the user paid its upline; negative: paid to the user) recorded by the upline,
 * written through the payments' own function (server/ledger/payments.ts: the line, AccBal and the
 * audit row together). Applied once (seed step `demo-payments`).
 */
import type { Database } from './database.ts';
import { timestamp } from './timestamp.ts';
import { operatorDay } from '../../domain/operatorTime.ts';
import { lockBalance, writePaymentLine } from '../ledger/payments.ts';

const STEP_ID = 'demo-payments';
const DAY_MS = 24 * 60 * 60 * 1000;

/** What each non-root user's statement owed up to a week ago ($1: today, operator time). */
const DUE_SQL = `
select e.user_id, u.parent_id, sum(e.amount_cents)::float8 as cents, 1 + abs(hashtext(e.user_id)) % 6 as days_ago
from ledger_entries e join users u on u.user_id = e.user_id left join draws d on d.draw_id = e.draw_id
where u.parent_id is not null and (e.draw_id is null or d.draw_date < $1::date - 7)
group by e.user_id, u.parent_id having sum(e.amount_cents) <> 0
order by e.user_id`;

/** Records the demo payments once; answers whether it did. */
export async function seedDemoPayments(db: Database, now: number): Promise<boolean> {
  return db.transaction(async (tx) => {
    const { rows } = await tx.query(
      `insert into seed_steps (step_id, applied_at) values ($1, $2::timestamptz) on conflict do nothing returning 1`,
      [STEP_ID, timestamp(now)],
    );
    if (rows.length === 0) return false;
    const { rows: due } = await tx.query<{ user_id: string; parent_id: string; cents: number; days_ago: number }>(DUE_SQL, [operatorDay(now)]);
    for (const d of due) {
      const before = await lockBalance(tx, d.user_id);
      if (!before) continue;
      await writePaymentLine(tx, before, {
        userId: d.user_id, amountCents: -d.cents, remark: 'Weekly settlement', createdBy: d.parent_id, locId: null,
        at: now - d.days_ago * DAY_MS, action: 'payment.create',
      });
    }
    return true;
  });
}
