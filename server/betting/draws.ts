/** The draw a bet is for: an existing draw of the location that is still open (not finalised, its cut-off ahead). */
import type { DrawDay, Location } from '../../domain/bets/index.ts';
import type { Queryable } from '../db/database.ts';
import { OPERATOR_UTC_OFFSET_MS } from '../../domain/operatorTime.ts';
import { timestamp } from '../db/timestamp.ts';

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

/** HH:mm of an instant in operator time (GMT+8): how a cut-off is named in messages. */
export const operatorClock = (ms: number): string => new Date(ms + OPERATOR_UTC_OFFSET_MS).toISOString().slice(11, 16);

/** The message of a bet refused because its draw is closed (its cut-off has come by the server's clock). */
export const closedDrawMessage = (drawDate: string, closesAt: number): string =>
  `The draw of ${drawDate} closed at ${operatorClock(closesAt)}: choose an open draw.`;

/**
 * DrawId as chosen on Place Bets (and a file's draw when its processing starts): a draw of the
 * location that is still open, i.e. not finalised and its cut-off (closes_at) still ahead of the
 * server's clock. The day alone does not decide: a draw of today closes at its cut-off.
 */
export async function openDrawById(db: Queryable, drawId: number, location: Location, now: number): Promise<DrawAnswer> {
  const { rows } = await db.query<{ draw_id: number; draw_date: string; loc_id: string; is_finalised: boolean; closes_at_ms: string }>(
    `select draw_id, to_char(draw_date, 'YYYY-MM-DD') as draw_date, loc_id, is_finalised,
       (extract(epoch from closes_at) * 1000)::bigint::text as closes_at_ms
     from draws where draw_id = $1`,
    [drawId],
  );
  const row = rows[0];
  if (!row || row.loc_id !== location) return { ok: false, message: `Draw ${drawId} is not a draw of ${location}.` };
  const closesAt = Number(row.closes_at_ms);
  if (row.is_finalised || closesAt <= now) return { ok: false, message: closedDrawMessage(row.draw_date, closesAt) };
  return { ok: true, draw: toOpenDraw(row) };
}

/** The location's next open regular draw (cut-off still ahead): where an uploaded file's plain lines go. */
export async function nextOpenDraw(db: Queryable, location: Location, now: number): Promise<OpenDraw | null> {
  const { rows } = await db.query<{ draw_id: number; draw_date: string }>(
    `select draw_id, to_char(draw_date, 'YYYY-MM-DD') as draw_date from draws
     where loc_id = $1 and not is_finalised and not special and closes_at > $2::timestamptz
     order by draw_date limit 1`,
    [location, timestamp(now)],
  );
  return rows[0] ? toOpenDraw(rows[0]) : null;
}
