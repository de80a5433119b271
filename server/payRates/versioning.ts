/**
 * Pay rates are versioned, never changed in place (migration 0010): a change closes the row in force
 * (valid_until = now) and inserts the new figure, so the figure in force when a ticket was placed
 * stays readable for its settlement. Each function runs inside the caller's transaction, which also
 * writes the audit row.
 */
import type { PayRate } from '../../contract/payRates.ts';
import type { Queryable } from '../db/database.ts';
import { timestamp } from '../db/timestamp.ts';
import { PAY_RATE_COLUMNS } from './rows.ts';

export interface Figure {
  Kind: string;
  Variant: string;
  Prize: string;
  Stake: string;
}

/** Whether the location's table has this figure (the default rows are the table: Small on starter or Variant 5 of I are not in it). */
export async function figureExists(db: Queryable, locId: string, figure: Figure): Promise<boolean> {
  const { rows } = await db.query(
    `select 1 from pay_rates where loc_id = $1 and user_id is null and valid_until is null
       and kind = $2 and variant = $3 and prize = $4 and stake = $5`,
    [locId, figure.Kind, figure.Variant, figure.Prize, figure.Stake],
  );
  return rows.length > 0;
}

export const unknownFigureMessage = (locId: string, f: Figure) =>
  `Kind ${f.Kind}, Variant '${f.Variant}', Prize ${f.Prize}, Stake ${f.Stake} is not a figure of the ${locId} pay-rate table.`;

/** Inserts a user's override of a figure; null when the user already has one in force (the unique index says so). */
export async function insertOverride(
  tx: Queryable,
  row: { locId: string; userId: string; figure: Figure; perUnit: number; setBy: string; at: number },
): Promise<PayRate | null> {
  const { rows } = await tx.query<PayRate>(
    `insert into pay_rates as r (loc_id, user_id, kind, variant, prize, stake, per_unit, valid_from, set_by)
     values ($1, $2, $3, $4, $5, $6, $7, $8::timestamptz, $9)
     on conflict do nothing
     returning ${PAY_RATE_COLUMNS('r')}`,
    [row.locId, row.userId, row.figure.Kind, row.figure.Variant, row.figure.Prize, row.figure.Stake, row.perUnit, timestamp(row.at), row.setBy],
  );
  return rows[0] ?? null;
}

/**
 * Closes the row `payRateId` if it is still in force; answers the closed row, or null when it was
 * not in force any more (closed meanwhile by another change: that change won). Two changes of one
 * row at once: the second waits for the first's row lock, then finds it closed.
 */
export async function closeRow(tx: Queryable, payRateId: number, at: number): Promise<PayRate | null> {
  const { rows } = await tx.query<PayRate>(
    `update pay_rates r set valid_until = greatest($2::timestamptz, r.valid_from)
     where r.pay_rate_id = $1 and r.valid_until is null
     returning ${PAY_RATE_COLUMNS('r')}`,
    [payRateId, timestamp(at)],
  );
  return rows[0] ?? null;
}

/** Closes `old` and inserts its successor with `perUnit`; the successor row. */
export async function replaceRow(tx: Queryable, old: PayRate, perUnit: number, setBy: string, at: number): Promise<PayRate> {
  const { rows } = await tx.query<PayRate>(
    `insert into pay_rates as r (loc_id, user_id, kind, variant, prize, stake, per_unit, valid_from, set_by)
     select loc_id, user_id, kind, variant, prize, stake, $2, greatest($3::timestamptz, valid_until), $4
     from pay_rates where pay_rate_id = $1
     returning ${PAY_RATE_COLUMNS('r')}`,
    [old.PayRateId, perUnit, timestamp(at), setBy],
  );
  return rows[0]!;
}

/** The row in force of a figure of the default table (locked), or null. */
export async function defaultRowInForce(tx: Queryable, locId: string, figure: Figure): Promise<PayRate | null> {
  const { rows } = await tx.query<PayRate>(
    `select ${PAY_RATE_COLUMNS('r')} from pay_rates r
     where r.loc_id = $1 and r.user_id is null and r.valid_until is null and r.kind = $2 and r.variant = $3 and r.prize = $4 and r.stake = $5
     for update`,
    [locId, figure.Kind, figure.Variant, figure.Prize, figure.Stake],
  );
  return rows[0] ?? null;
}
