import type { Queryable } from '../db/database.ts';

/** Whether the user is an admin, asked of the database now (never of the token: a role may have changed). */
export async function isAdmin(db: Queryable, userId: string): Promise<boolean> {
  const { rows } = await db.query<{ role: string }>('select role from users where user_id = $1', [userId]);
  return rows[0]?.role === 'ADMIN';
}
