import type { Queryable } from './db/database.ts';
import type { Credit, Profile } from '../contract/profile.ts';

export interface UserRow {
  user_id: string;
  password_hash: string;
  role: 'ADMIN' | 'AG' | 'MEM';
  rank: number;
  /** The direct upline; null for the top of the tree. */
  parent_id: string | null;
  granted: string[];
  loc_id: string;
  enable_create_agent: boolean;
  enable_create_downline: boolean;
  enable_place_bet: boolean;
  enable_upload: boolean;
  disable_place_bet_and_fixed_bet: boolean;
  t_share_bp: number;
  d_share_bp: number;
  use_mg_strike_report: boolean;
  update_password: boolean;
  /** 'deleted' for a deleted user (server/admin/deleteUser.ts), which findUser never answers. */
  status: string;
  credit_cents: number | string;
  acc_bal_cents: number | string;
  open_stake_cents: number | string;
  vip_left_css: string | null;
  vip_top_bg_image: string | null;
  color_tbl01: string | null;
  color_tbl02: string | null;
}

/**
 * The columns of a UserRow (`u` users, `l` its home location), named rather than `u.*`: the session
 * check runs them as a prepared statement (server/auth/sessions.ts), which fails when the columns of
 * `*` change under it (a migration run by another instance).
 */
export const USER_ROW_COLUMNS = `u.user_id, u.password_hash, u.role, u.rank, u.parent_id, u.granted, u.loc_id, u.enable_create_agent,
   u.enable_create_downline, u.enable_place_bet, u.enable_upload, u.disable_place_bet_and_fixed_bet, u.t_share_bp,
   u.d_share_bp, u.use_mg_strike_report, u.update_password, u.status, u.credit_cents, u.acc_bal_cents, u.open_stake_cents,
   l.vip_left_css, l.vip_top_bg_image, l.color_tbl01, l.color_tbl02`;

/** A user as sign-in and the session read it; a deleted user (server/admin/deleteUser.ts) is none. */
export async function findUser(db: Queryable, userId: string): Promise<UserRow | null> {
  const { rows } = await db.query<UserRow>(
    `select ${USER_ROW_COLUMNS}
     from users u join locations l on l.loc_id = u.loc_id
     where lower(u.user_id) = lower($1) and u.status <> 'deleted'`,
    [userId],
  );
  return rows[0] ?? null;
}

/** The profile of `user` as the app reads it; `termsAccepted` is the flag of the current session. */
export function toProfile(user: UserRow, termsAccepted: boolean): Profile {
  return {
    UserId: user.user_id,
    LoginId: user.user_id,
    Role: user.role,
    LocId: user.loc_id,
    Granted: user.granted.includes('*') ? '*' : user.granted,
    Rank: user.rank,
    EnableCreateAgent: user.enable_create_agent,
    EnableCreateDownline: user.enable_create_downline,
    EnablePlaceBet: user.enable_place_bet,
    EnableUpload: user.enable_upload,
    disablePlaceBetAndFixedBet: user.disable_place_bet_and_fixed_bet,
    // The profile's shares are fractions (0.3), as the app reads them; stored in basis points.
    tShare: user.t_share_bp / 10_000,
    dShare: user.d_share_bp / 10_000,
    useMgStrikeReport: user.use_mg_strike_report,
    Loc: {
      LocId: user.loc_id,
      VipLeftCss: user.vip_left_css,
      VipTopBGImage: user.vip_top_bg_image,
      ColorTbl01: user.color_tbl01,
      ColorTbl02: user.color_tbl02,
    },
    TermsAccepted: termsAccepted,
  };
}

/**
 * The menu's three figures (spec 02 §2.3) in dollars, from the stored cents: Credit Left is
 * Credit - open stakes + min(AccBal, 0) (DOMAIN.md "Credit"), computed here, never stored.
 */
export function toCredit(user: UserRow): Credit {
  const credit = Number(user.credit_cents);
  const accBal = Number(user.acc_bal_cents);
  const creditLeft = credit - Number(user.open_stake_cents) + Math.min(accBal, 0);
  return { Credit: credit / 100, AccBal: accBal / 100, CreditLeft: creditLeft / 100 };
}
