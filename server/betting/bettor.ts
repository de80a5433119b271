/**
 * Whose bets a call reads (spec 02 §7.6, §7.10): the caller itself, or a user of its downline
 * (server/memberTree.ts; an admin reaches everyone). A member sees its own only. Who may *place*
 * bets for whom is one rule of its own: betting/betPlacement.ts. The caller's role is the one the
 * auth middleware read from the database with the session.
 */
import type { Queryable } from '../db/database.ts';
import { mayAccessMember } from '../memberTree.ts';

export interface Caller {
  userId: string;
  role: string;
}

export interface Bettor {
  /** The user id as stored (ids are matched without regard to case). */
  userId: string;
  locations: string[];
}

export type BettorAnswer = { ok: true; bettor: Bettor } | { ok: false; status: 403; message: string };

export async function resolveBettor(db: Queryable, caller: Caller, requested: string | undefined): Promise<BettorAnswer> {
  const target = requested ?? caller.userId;
  const isSelf = target.toLowerCase() === caller.userId.toLowerCase();
  if (!isSelf && caller.role === 'MEM') return { ok: false, status: 403, message: 'A member places and sees its own bets only.' };
  if (!isSelf && !(await mayAccessMember(db, caller.userId, target))) {
    return { ok: false, status: 403, message: `User ${target} is not in your downline.` };
  }
  const { rows } = await db.query<{ user_id: string; locations: string[] | null }>(
    `select u.user_id, array(select l.loc_id from user_locations l where l.user_id = u.user_id) as locations
     from users u where lower(u.user_id) = lower($1)`,
    [target],
  );
  const row = rows[0];
  if (!row) return { ok: false, status: 403, message: `User ${target} is not in your downline.` };
  return { ok: true, bettor: { userId: row.user_id, locations: row.locations ?? [] } };
}

/** Bet Upload is for admins and agents, and anyone granted BetEntry (the menu rule, spec 02 §6). */
export async function mayUploadBets(db: Queryable, caller: Caller): Promise<boolean> {
  if (caller.role === 'ADMIN' || caller.role === 'AG') return true;
  const { rows } = await db.query<{ granted: string[] }>('select granted from users where user_id = $1', [caller.userId]);
  const granted = rows[0]?.granted ?? [];
  return granted.includes('*') || granted.includes('BetEntry');
}
