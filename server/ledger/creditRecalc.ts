/**
 * Credit Recalc's work (contract/creditRecalc.ts): in one transaction, every user row locked (in
 * user_id order, as bets and settlement lock them), each user's open stakes recomputed from its
 * branch's unsettled tickets (OPEN_STAKES_FROM_TICKETS) and its AccBal from its ledger lines; every
 * user whose stored figures differ is recorded on the run with both figures, the computed ones are
 * stored, and the audit row names them. A run that finds nothing changes nothing but its own row.
 */
import type { Queryable } from '../db/database.ts';
import { timestamp } from '../db/timestamp.ts';
import { writeAudit } from '../audit.ts';
import { OPEN_STAKES_FROM_TICKETS } from './openStakes.ts';

interface DifferenceRow {
  user_id: string;
  stored_open: number;
  computed_open: number;
  stored_bal: number;
  computed_bal: number;
}

export async function recalculateCredit(tx: Queryable, runId: number, at: number): Promise<void> {
  const { rows: users } = await tx.query<{ user_id: string }>('select user_id from users order by user_id for no key update');
  const { rows: differences } = await tx.query<DifferenceRow>(
    `with open_stakes as (${OPEN_STAKES_FROM_TICKETS}),
     balances as (select user_id, sum(amount_cents)::bigint as cents from ledger_entries group by user_id)
     select u.user_id, u.open_stake_cents::float8 as stored_open, coalesce(o.cents, 0)::float8 as computed_open,
       u.acc_bal_cents::float8 as stored_bal, coalesce(b.cents, 0)::float8 as computed_bal
     from users u left join open_stakes o on o.user_id = u.user_id left join balances b on b.user_id = u.user_id
     where u.open_stake_cents <> coalesce(o.cents, 0) or u.acc_bal_cents <> coalesce(b.cents, 0)
     order by u.user_id`,
  );
  if (differences.length > 0) {
    const column = <K extends keyof DifferenceRow>(key: K) => differences.map((d) => d[key]);
    await tx.query(
      `with found as (
         select * from unnest($2::text[], $3::bigint[], $4::bigint[], $5::bigint[], $6::bigint[]) as d (user_id, so, co, sb, cb)
       ), recorded as (
         insert into credit_recalc_differences (run_id, user_id, stored_open_stake_cents, computed_open_stake_cents,
           stored_acc_bal_cents, computed_acc_bal_cents)
         select $1, user_id, so, co, sb, cb from found
       )
       update users u set open_stake_cents = f.co, acc_bal_cents = f.cb from found f where u.user_id = f.user_id`,
      [runId, column('user_id'), column('stored_open'), column('computed_open'), column('stored_bal'), column('computed_bal')],
    );
  }
  const { rows: run } = await tx.query<{ started_by: string }>(
    `update credit_recalc_runs set status = 'succeeded', users_checked = $2, finished_at = $3::timestamptz, message = null
     where run_id = $1 returning started_by`,
    [runId, users.length, timestamp(at)],
  );
  await writeAudit(tx, {
    userId: run[0]?.started_by ?? null,
    locId: null,
    action: 'credit.recalc',
    entity: 'creditRecalc',
    entityId: runId,
    before: { Differences: differences.map((d) => ({ UserId: d.user_id, OpenStakeCents: d.stored_open, AccBalCents: d.stored_bal })) },
    after: {
      UsersChecked: users.length,
      Differences: differences.map((d) => ({ UserId: d.user_id, OpenStakeCents: d.computed_open, AccBalCents: d.computed_bal })),
    },
    at,
  });
}
