/**
 * Pay-rate rows as the contract shows them (contract/payRates.ts PayRateSchema), and the figures in
 * force for a user: per figure its override where it has one in force, else the location's default.
 * A row is in force while valid_until is null (a change closes it and inserts a new one).
 */
import type { PayRate, PayRateKind } from '../../contract/payRates.ts';
import type { Queryable } from '../db/database.ts';

/** The select list of a PayRate from pay_rates aliased `r`. */
export const PAY_RATE_COLUMNS = (r: string) => `${r}.pay_rate_id as "PayRateId", ${r}.loc_id as "LocId", ${r}.user_id as "UserId",
  ${r}.kind as "Kind", ${r}.variant as "Variant", ${r}.prize as "Prize", ${r}.stake as "Stake", ${r}.per_unit as "PerUnit",
  to_char(${r}.valid_from at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as "ValidFrom", ${r}.set_by as "SetBy"`;

/** The table's order: kind as the screen groups them, then variant, prize from first down, big before small. */
const ORDER = `array_position(array['N','K','I','T'], d.kind), length(d.variant), d.variant,
  array_position(array['first','second','third','starter','consolation','both','one-and-additional','one'], d.prize),
  array_position(array['big','small','unit'], d.stake)`;

/**
 * The figures in force at `locId` of the given kinds: for `userId` its override where it has one, else
 * the default; with userId null the default table alone.
 */
export async function ratesInForce(db: Queryable, locId: string, userId: string | null, kinds: readonly PayRateKind[]): Promise<PayRate[]> {
  const { rows } = await db.query<PayRate>(
    `select coalesce(o.pay_rate_id, d.pay_rate_id) as "PayRateId", d.loc_id as "LocId", o.user_id as "UserId", d.kind as "Kind",
       d.variant as "Variant", d.prize as "Prize", d.stake as "Stake", coalesce(o.per_unit, d.per_unit) as "PerUnit",
       to_char(coalesce(o.valid_from, d.valid_from) at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as "ValidFrom",
       case when o.pay_rate_id is null then d.set_by else o.set_by end as "SetBy"
     from pay_rates d
     left join pay_rates o on o.user_id = $2 and o.loc_id = d.loc_id and o.kind = d.kind and o.variant = d.variant
       and o.prize = d.prize and o.stake = d.stake and o.valid_until is null
     where d.loc_id = $1 and d.user_id is null and d.valid_until is null and d.kind = any ($3::text[])
     order by ${ORDER}`,
    [locId, userId, kinds],
  );
  return rows;
}

/** One row by id, in force or not, or null. */
export async function payRateById(db: Queryable, payRateId: number): Promise<(PayRate & { InForce: boolean }) | null> {
  const { rows } = await db.query<PayRate & { InForce: boolean }>(
    `select ${PAY_RATE_COLUMNS('r')}, r.valid_until is null as "InForce" from pay_rates r where r.pay_rate_id = $1`,
    [payRateId],
  );
  return rows[0] ?? null;
}
