/**
 * Who may use Draw Setting (spec 02 §6 rule DrawSetting), read from the database per request, never
 * from the token: its lists (draw/week, draw/weekJob, draw2) need the permission granted
 * ('DrawSetting' or '*'); changing the calendar (POST/PUT draw) and the results (draw/result,
 * insertProcess, the resets) needs an ADMIN holding it too.
 */
import type { Queryable } from '../db/database.ts';

export type DrawSettingAccess = { ok: true } | { ok: false; status: 403; message: string };

async function roleAndGrant(db: Queryable, userId: string) {
  const { rows } = await db.query<{ role: string; granted: string[] }>('select role, granted from users where user_id = $1', [userId]);
  const row = rows[0];
  return { role: row?.role ?? null, holdsDrawSetting: row ? row.granted.includes('*') || row.granted.includes('DrawSetting') : false };
}

/** Reading Draw Setting's lists: anyone granted DrawSetting. */
export async function mayReadDrawSetting(db: Queryable, userId: string): Promise<DrawSettingAccess> {
  const { holdsDrawSetting } = await roleAndGrant(db, userId);
  return holdsDrawSetting ? { ok: true } : { ok: false, status: 403, message: 'Draw Setting needs the DrawSetting permission.' };
}

/** Adding or changing draws: an admin granted DrawSetting. */
export async function mayEditDraws(db: Queryable, userId: string): Promise<DrawSettingAccess> {
  const { role, holdsDrawSetting } = await roleAndGrant(db, userId);
  return role === 'ADMIN' && holdsDrawSetting
    ? { ok: true }
    : { ok: false, status: 403, message: 'Only an admin with the DrawSetting permission may add or change draws.' };
}

/** Entering, inserting and resetting results: an admin granted DrawSetting, as for the calendar. */
export async function mayEditResults(db: Queryable, userId: string): Promise<DrawSettingAccess> {
  const access = await mayEditDraws(db, userId);
  return access.ok
    ? access
    : { ok: false, status: 403, message: 'Entering results, inserting them and resetting draws need the Draw Setting permission of an admin.' };
}
