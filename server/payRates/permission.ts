/**
 * Who may read and set a user's pay rates (issue 15), decided from the database per request (role and
 * the tree as stored, never the token's claims):
 * - reading a user's rates: the user itself and its uplines (an admin: anyone);
 * - setting a user's overrides: an admin for any user betting at the location; an agent only for
 *   users in its own downline, never itself; a member nobody;
 * - the default table: admins only.
 */
import type { Queryable } from '../db/database.ts';
import { callerAndDownline, inTree } from '../memberTree.ts';

export type PayRateAccess = { ok: true; userId: string } | { ok: false; status: 400 | 403 | 404; message: string };

interface TargetRow {
  caller_role: string | null;
  user_id: string;
  in_tree: boolean;
  bets_here: boolean;
}

async function targetOf(db: Queryable, callerId: string, target: string, locId: string): Promise<TargetRow | undefined> {
  const { rows } = await db.query<TargetRow>(
    `${callerAndDownline(1)}
     select (select role from caller) as caller_role, t.user_id,
       ${inTree('t.user_id')} as in_tree,
       exists (select 1 from user_locations l where l.user_id = t.user_id and l.loc_id = $3) as bets_here
     from users t where lower(t.user_id) = lower($2)`,
    [callerId, target, locId],
  );
  return rows[0];
}

/** Whether `callerId` may read the rates of `target` (itself when absent). */
export async function mayReadRates(db: Queryable, callerId: string, target: string | undefined, locId: string): Promise<PayRateAccess> {
  const row = await targetOf(db, callerId, target ?? callerId, locId);
  if (!row || !row.in_tree) return { ok: false, status: 403, message: `User ${target} is not in your downline.` };
  return { ok: true, userId: row.user_id };
}

/** Whether `callerId` may set overrides for `target` at `locId`. */
export async function maySetRates(db: Queryable, callerId: string, target: string, locId: string): Promise<PayRateAccess> {
  const row = await targetOf(db, callerId, target, locId);
  const role = row?.caller_role ?? (await roleOf(db, callerId));
  if (role === 'MEM') return { ok: false, status: 403, message: 'A member cannot set pay rates.' };
  if (role !== 'ADMIN' && role !== 'AG') return { ok: false, status: 403, message: 'You cannot set pay rates.' };
  if (!row) return role === 'ADMIN' ? { ok: false, status: 404, message: `There is no user ${target}.` } : notInDownline(target);
  if (row.user_id === callerId) return { ok: false, status: 403, message: 'You cannot set your own pay rates: your upline sets them.' };
  if (!row.in_tree) return notInDownline(row.user_id);
  if (!row.bets_here) return { ok: false, status: 400, message: `${row.user_id} does not bet at ${locId}.` };
  return { ok: true, userId: row.user_id };
}

const notInDownline = (target: string): PayRateAccess => ({ ok: false, status: 403, message: `User ${target} is not in your downline: you may set pay rates for your downline only.` });

async function roleOf(db: Queryable, userId: string): Promise<string | null> {
  const { rows } = await db.query<{ role: string }>('select role from users where user_id = $1', [userId]);
  return rows[0]?.role ?? null;
}

/** Whether `callerId` may change the location's default table: admins only. */
export async function maySetDefaults(db: Queryable, callerId: string): Promise<PayRateAccess> {
  return (await roleOf(db, callerId)) === 'ADMIN'
    ? { ok: true, userId: callerId }
    : { ok: false, status: 403, message: 'Only an admin may change the default pay rates.' };
}
