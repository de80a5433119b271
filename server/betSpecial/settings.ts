/**
 * A user's special bets at one location (contract/betSpecial.ts; migration 0027): read and saved.
 * The lines are Place Bets lines, checked with the same parser when saved, so a list that saves is a
 * list a draw can take (a line may still be refused at generation: its day's draw closed, credit).
 */
import type { BetSpecialSetting } from '../../contract/betSpecial.ts';
import { MAX_BET_SPECIAL_LINES } from '../../contract/betSpecial.ts';
import type { FieldProblem } from '../../contract/envelope.ts';
import { parseBetMessage, type DrawDay, type Location, type ParsedMessage } from '../../domain/bets/index.ts';
import type { Queryable } from '../db/database.ts';
import { timestamp } from '../db/timestamp.ts';
import { dayOfDate } from '../betting/draws.ts';
import { splitLines } from '../betting/lines.ts';

interface SettingRow {
  setting_id: number;
  user_id: string;
  loc_id: string;
  message: string;
  enabled: boolean;
  updated_by: string;
  updated_at: string;
}

const SETTING_COLUMNS = `setting_id::int as setting_id, user_id, loc_id, message, enabled, updated_by,
  to_char(updated_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') as updated_at`;

/**
 * The day a line without a day code is checked for when saved: the location's latest draw's (a list
 * is saved for no draw in particular; at generation it is the chosen draw's, as in Place Bets).
 */
async function nominalDay(db: Queryable, location: Location): Promise<DrawDay> {
  const { rows } = await db.query<{ draw_date: string }>(
    `select to_char(draw_date, 'YYYY-MM-DD') as draw_date from draws where loc_id = $1 order by draw_date desc limit 1`,
    [location],
  );
  return rows[0] ? dayOfDate(rows[0].draw_date) : 'Wed';
}

/** The list parsed as Place Bets would for a draw on `day`. */
export const parseSpecialBets = (message: string, location: Location, day: DrawDay): ParsedMessage =>
  parseBetMessage(message, { location, nextDraw: [day] });

export async function readSetting(db: Queryable, userId: string, location: Location): Promise<BetSpecialSetting> {
  const { rows } = await db.query<SettingRow>(`select ${SETTING_COLUMNS} from bet_special_settings where user_id = $1 and loc_id = $2`, [
    userId,
    location,
  ]);
  const row = rows[0];
  const parsed = row ? parseSpecialBets(row.message, location, await nominalDay(db, location)) : null;
  return {
    SettingId: row?.setting_id ?? null,
    UserId: userId,
    LocId: location,
    Message: row?.message ?? '',
    Enabled: row?.enabled ?? true,
    Lines: parsed?.validLines ?? 0,
    Tickets: parsed?.tickets ?? 0,
    CostCents: parsed?.costCents ?? 0,
    UpdatedBy: row?.updated_by ?? null,
    UpdatedAt: row?.updated_at ?? null,
  };
}

/** Every problem of a list, on the field Message: each refused line with its number, and the bounds. */
export async function settingProblems(db: Queryable, message: string, location: Location): Promise<FieldProblem[]> {
  const lines = splitLines(message).filter((line) => line.trim() !== '');
  if (lines.length > MAX_BET_SPECIAL_LINES) {
    return [{ Field: 'Message', Code: 'tooManyLines', Message: `At most ${MAX_BET_SPECIAL_LINES} lines (this list has ${lines.length}).` }];
  }
  const parsed = parseSpecialBets(message, location, await nominalDay(db, location));
  return parsed.lines.flatMap((line) =>
    line.ok ? [] : [{ Field: 'Message', Code: line.code, Message: `Line ${line.lineNumber}: ${line.message}` }],
  );
}

/** Saves the list (one per user and location): answers the row before (null when new) and after. */
export async function saveSetting(
  tx: Queryable,
  setting: { userId: string; location: Location; message: string; enabled: boolean; by: string; at: number },
): Promise<{ before: SettingRow | null; after: SettingRow }> {
  const { rows: before } = await tx.query<SettingRow>(
    `select ${SETTING_COLUMNS} from bet_special_settings where user_id = $1 and loc_id = $2 for update`,
    [setting.userId, setting.location],
  );
  const { rows } = await tx.query<SettingRow>(
    `insert into bet_special_settings (user_id, loc_id, message, enabled, updated_by, updated_at)
     values ($1, $2, $3, $4, $5, $6::timestamptz)
     on conflict (user_id, loc_id) do update set message = excluded.message, enabled = excluded.enabled,
       updated_by = excluded.updated_by, updated_at = excluded.updated_at
     returning ${SETTING_COLUMNS}`,
    [setting.userId, setting.location, setting.message, setting.enabled, setting.by, timestamp(setting.at)],
  );
  return { before: before[0] ?? null, after: rows[0]! };
}
