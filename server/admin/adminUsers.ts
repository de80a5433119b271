/**
 * Users as the administration reads them (issue 20): one select for the administered profile, and
 * the one question every agents/ and players/ call asks first: is this user below the caller? The
 * caller administers its downline, never itself (its own credit and rates are its upline's to set)
 * and never a user outside its tree; an admin administers everyone but itself. Deleted users are gone.
 */
import type { AdminProfile } from '../../contract/userAdmin.ts';
import type { Queryable } from '../db/database.ts';
import { callerAndDownline, inTree } from '../memberTree.ts';

/** The administered profile's columns over `users u`. */
export const ADMIN_PROFILE_COLUMNS = `u.user_id as "UserId", u.user_name as "UserName", u.role as "Role", u.parent_id as "ParentId",
  u.rank as "Rank", u.status as "Status",
  coalesce((select array_agg(ul.loc_id order by l.sort_order, ul.loc_id) from user_locations ul join locations l on l.loc_id = ul.loc_id
    where ul.user_id = u.user_id), '{}') as "Locations",
  to_char(u.birth_date, 'YYYY-MM-DD') as "BirthDate",
  u.enable_create_agent as "EnableCreateAgent", u.enable_create_downline as "EnableCreateDownline",
  u.enable_place_bet as "EnablePlaceBet", u.enable_upload as "EnableUpload",
  u.disable_place_bet_and_fixed_bet as "disablePlaceBetAndFixedBet",
  u.t_share_bp as "ShareBp", u.d_share_bp as "DShareBp", u.commission_bp as "CommissionBp", u.tax_bp as "TaxBp",
  u.tt_commission_bp as "TtCommissionBp",
  u.credit_cents::float8 as "CreditCents",
  (u.credit_cents - u.open_stake_cents + least(u.acc_bal_cents, 0))::float8 as "CreditLeftCents",
  u.acc_bal_cents::float8 as "AccBalCents", u.open_stake_cents::float8 as "OpenStakeCents"`;

/** Credit Left in SQL over `users u` (DOMAIN.md "Credit"): Credit - open stakes + min(AccBal, 0). */
export const CREDIT_LEFT_SQL = `(u.credit_cents - u.open_stake_cents + least(u.acc_bal_cents, 0))`;

/** One user's administered profile (any status but deleted); null when there is none. */
export async function adminProfile(db: Queryable, userId: string): Promise<AdminProfile | null> {
  const { rows } = await db.query<AdminProfile>(
    `select ${ADMIN_PROFILE_COLUMNS} from users u where lower(u.user_id) = lower($1) and u.status <> 'deleted'`,
    [userId],
  );
  return rows[0] ?? null;
}

/** Whether `targetId` is a (not deleted) user strictly below the caller (anyone but itself for an admin). */
export async function isBelowCaller(db: Queryable, callerId: string, targetId: string): Promise<boolean> {
  const { rows } = await db.query<{ below: boolean }>(
    `${callerAndDownline(1)}
     select exists (
       select 1 from users target
       where lower(target.user_id) = lower($2) and target.user_id <> $1 and target.status <> 'deleted' and ${inTree('target.user_id')}
     ) as below`,
    [callerId, targetId],
  );
  return rows[0]?.below === true;
}

/** Whether `userId` is the caller or a user below it (a parent a new user may be put under). */
export async function isCallerOrBelow(db: Queryable, callerId: string, userId: string): Promise<boolean> {
  const { rows } = await db.query<{ inside: boolean }>(
    `${callerAndDownline(1)}
     select exists (
       select 1 from users target
       where lower(target.user_id) = lower($2) and target.status <> 'deleted' and ${inTree('target.user_id')}
     ) as inside`,
    [callerId, userId],
  );
  return rows[0]?.inside === true;
}

/** The message of a refusal for a user outside the caller's downline (403). */
export const notYourDownline = (userId: string) => `User ${userId} is not in your downline.`;

/** A player (member) administers nobody: every administration call answers it 403 with this. */
export const PLAYERS_HAVE_NO_DOWNLINE = 'Unauthorized Access: a player has no downline to administer.';
