/**
 * The caller's tree scope, the one rule every read and write by member asks (spec 02 §6, §8): the
 * caller itself and everyone below it in the hierarchy (parent_id, any depth); everyone when the
 * caller is an admin. Decided from the database (users as stored now), never from the token's claims.
 * Three shapes of the one rule: the `with recursive` head a query of its own starts from
 * (`callerAndDownline` + `inTree`), a condition on a user id column (`visibleToCaller`), and the
 * yes/no of one member id (`mayAccessMember`).
 */
import type { Queryable } from './db/database.ts';

/**
 * The `with recursive` head every tree check starts from: `caller` (the user $n with its role) and
 * `downline` (the caller and everyone below it, any depth). `union` keeps a cycle in parent_id from
 * looping. Read it with `inTree`.
 */
export const callerAndDownline = (callerParam: number) => `with recursive caller as (
       select user_id, role from users where user_id = $${callerParam}
     ), downline (user_id) as (
       select user_id from caller
       union
       select u.user_id from users u join downline d on u.parent_id = d.user_id
     )`;

/** After `callerAndDownline`: whether the user id `column` is in the caller's tree (an admin's is everyone). */
export const inTree = (column: string) => `((select role from caller) = 'ADMIN' or ${column} in (select user_id from downline))`;

/**
 * The caller's tree as a condition on a user id column, with the caller as parameter $n: for a query
 * that has its own `with` or none (lists of tickets, files, users).
 */
export const visibleToCaller = (column: string, callerParam: number) =>
  `(${column} in (${callerAndDownline(callerParam)} select user_id from downline)
    or exists (select 1 from users where user_id = $${callerParam} and role = 'ADMIN'))`;

/**
 * Whether `callerId` may see user `memberId`: in its tree as above. Unknown ids are false. Ids are
 * compared without regard to case (as at sign-in).
 */
export async function mayAccessMember(db: Queryable, callerId: string, memberId: string): Promise<boolean> {
  const { rows } = await db.query<{ allowed: boolean }>(
    `${callerAndDownline(1)}
     select exists (select 1 from users target where lower(target.user_id) = lower($2) and ${inTree('target.user_id')}) as allowed`,
    [callerId, memberId],
  );
  return rows[0]?.allowed === true;
}
