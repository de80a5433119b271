/** What the administration reads of an upline (a parent, or the caller): its flags, ceilings, grants and locations. */
import type { Queryable } from '../db/database.ts';

export interface ParentRow {
  user_id: string;
  role: 'ADMIN' | 'AG' | 'MEM';
  rank: number;
  granted: string[];
  enable_create_agent: boolean;
  enable_create_downline: boolean;
  t_share_bp: number;
  commission_bp: number;
  tt_commission_bp: number;
  locations: string[];
}

/** The (not deleted) user `userId` as an upline; null when there is none. */
export async function parentOf(db: Queryable, userId: string): Promise<ParentRow | null> {
  const { rows } = await db.query<ParentRow>(
    `select u.user_id, u.role, u.rank, u.granted, u.enable_create_agent, u.enable_create_downline, u.t_share_bp, u.commission_bp,
       u.tt_commission_bp,
       coalesce((select array_agg(ul.loc_id order by l.sort_order, ul.loc_id) from user_locations ul join locations l on l.loc_id = ul.loc_id
         where ul.user_id = u.user_id), '{}') as locations
     from users u where lower(u.user_id) = lower($1) and u.status <> 'deleted'`,
    [userId],
  );
  return rows[0] ?? null;
}
