/**
 * Who may use Draw Setting (spec 02 §6 rule DrawSetting), read from the database per request, never
 * from the token. The rule is the menu's, on both sides (issue 19, contradiction 1): whoever is
 * granted DrawSetting ('DrawSetting' or '*'), whatever the role, may read its lists and do what the
 * page offers: add a special draw, change a draw's times, enter and correct results, insert them and
 * reset them. Draws are per location, so every write is also bounded to the locations the caller
 * works at (user_locations, read with the session): the edge refuses a LocId elsewhere, and a draw
 * named by id must be of one of them (the routes' `locationsServed`).
 */
import type { Queryable } from '../db/database.ts';

export type DrawSettingAccess = { ok: true } | { ok: false; status: 403; message: string };

const REFUSED: DrawSettingAccess = { ok: false, status: 403, message: 'Draw Setting needs the DrawSetting permission.' };

async function holdsDrawSetting(db: Queryable, userId: string): Promise<boolean> {
  const { rows } = await db.query<{ granted: string[] }>('select granted from users where user_id = $1', [userId]);
  const granted = rows[0]?.granted ?? [];
  return granted.includes('*') || granted.includes('DrawSetting');
}

/** Reading Draw Setting's lists, and every write it offers (at the caller's own locations): anyone granted DrawSetting. */
export async function mayUseDrawSetting(db: Queryable, userId: string): Promise<DrawSettingAccess> {
  return (await holdsDrawSetting(db, userId)) ? { ok: true } : REFUSED;
}
