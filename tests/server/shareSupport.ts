/**
 * What the share transfer and group expense tests read from the raw rows (no SQL of the product):
 * the oracle's rounding (DOMAIN.md "Money"), a snapshot of what a refused write must leave alone, and
 * what Credit Recalc checks of AccBal.
 */
import type { Queryable } from '../../server/db/database.ts';

/** DOMAIN.md "Money": one rounding, half-even on the magnitude, the sign put back. */
export function halfEvenPart(cents: number, bp: number): number {
  const product = Math.abs(cents) * bp;
  const whole = Math.floor(product / 10_000);
  const rest = product % 10_000;
  return Math.sign(cents) * (whole + (rest * 2 > 10_000 || (rest * 2 === 10_000 && whole % 2 === 1) ? 1 : 0));
}

/** Counts of lines, audit rows and transfers, and every user's AccBal. */
export async function ledgerSnapshot(db: Queryable) {
  const { rows } = await db.query<{ lines: number; audits: number; transfers: number; balances: string }>(
    `select (select count(*)::int from ledger_entries) as lines, (select count(*)::int from audit_log) as audits,
       (select count(*)::int from share_transfers) as transfers,
       (select string_agg(user_id || '=' || acc_bal_cents, ',' order by user_id) from users) as balances`,
  );
  return rows[0]!;
}

/** What Credit Recalc checks of AccBal: the users whose stored AccBal is not the sum of their lines. */
export async function balancesDrifted(db: Queryable): Promise<string[]> {
  const { rows } = await db.query<{ user_id: string }>(
    `select u.user_id from users u left join (select user_id, sum(amount_cents) as cents from ledger_entries group by user_id) b
       on b.user_id = u.user_id where u.acc_bal_cents <> coalesce(b.cents, 0)`,
  );
  return rows.map((r) => r.user_id);
}
