/**
 * Fixed Setting (spec 02 §6 rule FixedSetting, §7.11 selectFixedSetting, updateFixedSetting), one row
 * per location. Decisions: a run places each fixed bet for every open draw of its days whose cut-off
 * is at most HoursBeforeCutOff ahead (default 24: the draw of tomorrow is placed today, not a week
 * ahead, so a bettor's Credit Left is not held for draws far off); AutoPlace (default off: the
 * operator turns it on) lets the schedule start the runs. Who may read and change it, and run the
 * Fixed Process: a user granted FixedSetting (or '*'), read from the database per request.
 */
import type { FixedSetting } from '../../contract/fixedBets.ts';
import type { Queryable } from '../db/database.ts';
import { timestamp } from '../db/timestamp.ts';
import { writeAudit } from '../audit.ts';

export const FIXED_SETTING_DEFAULTS: FixedSetting = { HoursBeforeCutOff: 24, AutoPlace: false };

export const FIXED_SETTING_REFUSED = 'Fixed Setting needs the FixedSetting permission.';

export async function holdsFixedSetting(db: Queryable, userId: string): Promise<boolean> {
  const { rows } = await db.query<{ granted: string[] }>('select granted from users where user_id = $1', [userId]);
  const granted = rows[0]?.granted ?? [];
  return granted.includes('*') || granted.includes('FixedSetting');
}

export async function readFixedSetting(db: Queryable, location: string): Promise<FixedSetting> {
  const { rows } = await db.query<{ hours: number; auto: boolean }>(
    'select hours_before_cut_off as hours, auto_place as auto from fixed_settings where loc_id = $1',
    [location],
  );
  const row = rows[0];
  return row ? { HoursBeforeCutOff: row.hours, AutoPlace: row.auto } : FIXED_SETTING_DEFAULTS;
}

/** Stores the setting with its audit row, in the caller's transaction. */
export async function writeFixedSetting(tx: Queryable, location: string, setting: FixedSetting, by: string, at: number): Promise<FixedSetting> {
  const before = await readFixedSetting(tx, location);
  await tx.query(
    `insert into fixed_settings (loc_id, hours_before_cut_off, auto_place, updated_by, updated_at) values ($1, $2, $3, $4, $5::timestamptz)
     on conflict (loc_id) do update set hours_before_cut_off = excluded.hours_before_cut_off, auto_place = excluded.auto_place,
       updated_by = excluded.updated_by, updated_at = excluded.updated_at`,
    [location, setting.HoursBeforeCutOff, setting.AutoPlace, by, timestamp(at)],
  );
  await writeAudit(tx, { userId: by, locId: location, action: 'fixedSetting.update', entity: 'fixedSetting', entityId: location, before, after: setting, at });
  return setting;
}
