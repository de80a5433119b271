/**
 * Who may write results, run the insertion and reset (spec 02 §6, rule DrawSetting): an ADMIN whose
 * granted list holds 'DrawSetting' or '*', read from the database on every call (never from the token).
 */
import type { Queryable } from '../db/database.ts';

export const DRAW_SETTING_REFUSED = 'Entering results, inserting them and resetting draws need the Draw Setting permission of an admin.';

export async function mayDoDrawSetting(db: Queryable, userId: string): Promise<boolean> {
  const { rows } = await db.query<{ allowed: boolean }>(
    `select role = 'ADMIN' and (granted @> array['DrawSetting'] or granted @> array['*']) as allowed from users where user_id = $1`,
    [userId],
  );
  return rows[0]?.allowed === true;
}
