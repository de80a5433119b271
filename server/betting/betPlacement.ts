/**
 * Who may bet for whom (issue 14 finding 2): the one rule every path that creates bets asks, so that
 * no path forgets a part of it. Place Bets (POST bet/), Bet Upload (the file's UserId, at upload),
 * file processing (again when processing is asked for and when a job run starts: the member may
 * have been disabled since the upload), and, when they come, fixed bets and transfers.
 *
 * A caller may place bets for a user when, as stored in the database now (never the token's claims):
 * - the user is the caller itself, or in the caller's downline (any depth; an admin reaches everyone),
 *   and a member acts for itself only;
 * - the user's bet placing is enabled (EnablePlaceBet, and not disablePlaceBetAndFixedBet);
 * - the user bets at the location (user_locations).
 */
import type { Queryable } from '../db/database.ts';
import { callerAndDownline, inTree } from '../memberTree.ts';

/** Whose bets are placed: the user id as stored (ids are matched without regard to case). */
export type BetPlacement = { ok: true; userId: string } | { ok: false; status: 403; message: string };

interface PlacementRow {
  caller_role: string | null;
  user_id: string;
  in_tree: boolean;
  may_place: boolean;
  bets_here: boolean;
}

/** Whether `callerId` may place bets for `requested` (the caller itself when absent) at `location`. */
export async function mayBetFor(db: Queryable, callerId: string, requested: string | undefined, location: string): Promise<BetPlacement> {
  const target = requested ?? callerId;
  // One round trip: the caller's role, the target's flags and locations, and whether it is in the tree.
  const { rows } = await db.query<PlacementRow>(
    `${callerAndDownline(1)}
     select (select role from caller) as caller_role, t.user_id,
       ${inTree('t.user_id')} as in_tree,
       (t.enable_place_bet and not t.disable_place_bet_and_fixed_bet) as may_place,
       exists (select 1 from user_locations l where l.user_id = t.user_id and l.loc_id = $3) as bets_here
     from users t where lower(t.user_id) = lower($2)`,
    [callerId, target, location],
  );
  const row = rows[0];
  const isSelf = row ? row.user_id === callerId : target.toLowerCase() === callerId.toLowerCase();
  if (!isSelf && row?.caller_role === 'MEM') return refused('A member places and sees its own bets only.');
  if (!row || !row.in_tree || row.caller_role === null) return refused(`User ${target} is not in your downline.`);
  if (!row.may_place) return refused(`Placing bets is disabled for ${row.user_id}.`);
  if (!row.bets_here) return refused(`${row.user_id} does not bet at ${location}.`);
  return { ok: true, userId: row.user_id };
}

const refused = (message: string): BetPlacement => ({ ok: false, status: 403, message });
