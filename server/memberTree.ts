import type { Queryable } from './db/database.ts';

/**
 * The `with recursive` head every tree check starts from: `caller` (the user $n with its role) and
 * `downline` (the caller and everyone below it, any depth). `union` keeps a cycle in parent_id from
 * looping. An admin's reach is everyone: the checks read `(select role from caller) = 'ADMIN'`.
 */
export const callerAndDownline = (callerParam: number) => `with recursive caller as (
       select user_id, role from users where user_id = $${callerParam}
     ), downline (user_id) as (
       select user_id from caller
       union
       select u.user_id from users u join downline d on u.parent_id = d.user_id
     )`;

/**
 * Whether `callerId` may see user `memberId`: the caller itself, anyone below it in the hierarchy
 * (parent_id, any depth), or anyone at all when the caller is an admin. Unknown ids are false.
 * Ids are compared without regard to case (as at sign-in).
 */
export async function mayAccessMember(db: Queryable, callerId: string, memberId: string): Promise<boolean> {
  const { rows } = await db.query<{ allowed: boolean }>(
    `${callerAndDownline(1)}
     select exists (
       select 1 from users target
       where lower(target.user_id) = lower($2)
         and ((select role from caller) = 'ADMIN' or target.user_id in (select user_id from downline))
     ) as allowed`,
    [callerId, memberId],
  );
  return rows[0]?.allowed === true;
}
