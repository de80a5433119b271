/** The draw a bet is for: an existing draw of the location that is still open (not finalised, not past). */
import type { DrawDay, Location } from '../../domain/bets/index.ts';
import type { Queryable } from '../db/database.ts';
import { operatorDay } from '../../domain/operatorTime.ts';

export interface OpenDraw {
  drawId: number;
  drawDate: string;
  /** The weekday of the draw: what a line without a day code (and without a header day) bets on. */
  day: DrawDay;
}

const WEEKDAYS: readonly DrawDay[] = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];

/** The weekday of a calendar day YYYY-MM-DD. */
export const dayOfDate = (date: string): DrawDay => WEEKDAYS[new Date(`${date}T00:00:00Z`).getUTCDay()]!;

const toOpenDraw = (row: { draw_id: number; draw_date: string }): OpenDraw => ({
  drawId: row.draw_id,
  drawDate: row.draw_date,
  day: dayOfDate(row.draw_date),
});

export type DrawAnswer = { ok: true; draw: OpenDraw } | { ok: false; message: string };

/** DrawId as chosen on Place Bets. Draws are finalised when their day has passed (operator time, GMT+8). */
export async function openDrawById(db: Queryable, drawId: number, location: Location, now: number): Promise<DrawAnswer> {
  const { rows } = await db.query<{ draw_id: number; draw_date: string; loc_id: string; is_finalised: boolean }>(
    `select draw_id, to_char(draw_date, 'YYYY-MM-DD') as draw_date, loc_id, is_finalised from draws where draw_id = $1`,
    [drawId],
  );
  const row = rows[0];
  if (!row || row.loc_id !== location) return { ok: false, message: `Draw ${drawId} is not a draw of ${location}.` };
  if (row.is_finalised || row.draw_date < operatorDay(now)) {
    return { ok: false, message: `The draw of ${row.draw_date} is closed: choose an open draw.` };
  }
  return { ok: true, draw: toOpenDraw(row) };
}

/** The location's next open regular draw (today's included): where an uploaded file's plain lines go. */
export async function nextOpenDraw(db: Queryable, location: Location, now: number): Promise<OpenDraw | null> {
  const { rows } = await db.query<{ draw_id: number; draw_date: string }>(
    `select draw_id, to_char(draw_date, 'YYYY-MM-DD') as draw_date from draws
     where loc_id = $1 and not is_finalised and not special and draw_date >= $2::date
     order by draw_date limit 1`,
    [location, operatorDay(now)],
  );
  return rows[0] ? toOpenDraw(rows[0]) : null;
}
