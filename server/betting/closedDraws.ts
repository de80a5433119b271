/**
 * Closed draws refuse bets, whichever way they arrive (issue 15): Place Bets, file processing, and
 * fixed bets when they come (they call `openDrawForBets` too). Two rules, both by the server's clock:
 * - the draw chosen (or the file's draw) must be open: not finalised, its cut-off (closes_at) ahead;
 * - each day a line bets on resolves to the first draw of that weekday on or after the chosen draw
 *   (as ticketStore.ts TICKET_DRAWS_INSERT stores it); a line with a day that has no such draw, or
 *   whose draw is closed, is refused on its own with its own message before anything is stored.
 */
import type { BetParser, DrawDay, InvalidLine, Location, ParsedLine, ParsedMessage } from '../../domain/bets/index.ts';
import type { Queryable } from '../db/database.ts';
import { timestamp } from '../db/timestamp.ts';
import { closedDrawMessage, openDrawById, type OpenDraw } from './draws.ts';

/** Why a draw day cannot take bets from this chosen draw on; days absent from the map are open. */
export type DayRefusals = ReadonlyMap<DrawDay, string>;

export type DrawForBets = { ok: true; draw: OpenDraw; dayRefusals: DayRefusals } | { ok: false; message: string };

/** The rule every bet path asks: the chosen draw is open, and which of its line days are not. */
export async function openDrawForBets(db: Queryable, drawId: number, location: Location, now: number): Promise<DrawForBets> {
  const answer = await openDrawById(db, drawId, location, now);
  if (!answer.ok) return answer;
  return { ok: true, draw: answer.draw, dayRefusals: await closedDaysFrom(db, answer.draw, location, now) };
}

const WEEKDAYS: readonly DrawDay[] = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];

/** For each weekday, the draw a line's day resolves to from `anchor` on, and why it refuses bets (if it does). */
export async function closedDaysFrom(db: Queryable, anchor: OpenDraw, location: Location, now: number): Promise<DayRefusals> {
  const { rows } = await db.query<{ day: DrawDay; draw_date: string | null; closes_at_ms: string | null; closed: boolean | null }>(
    `select day.name as day, to_char(d.draw_date, 'YYYY-MM-DD') as draw_date,
       (extract(epoch from d.closes_at) * 1000)::bigint::text as closes_at_ms,
       (d.is_finalised or d.closes_at <= $4::timestamptz) as closed
     from unnest($3::text[]) as day (name)
     left join lateral (
       select draw_date, closes_at, is_finalised from draws
       where loc_id = $1 and draw_date >= $2::date and to_char(draw_date, 'Dy') = day.name
       order by draw_date limit 1
     ) d on true`,
    [location, anchor.drawDate, WEEKDAYS, timestamp(now)],
  );
  const refusals = new Map<DrawDay, string>();
  for (const row of rows) {
    if (row.draw_date === null) {
      refusals.set(row.day, `There is no ${row.day} draw at ${location} on or after ${anchor.drawDate} yet: choose another day.`);
    } else if (row.closed) {
      refusals.set(row.day, closedDrawMessage(row.draw_date, Number(row.closes_at_ms)));
    }
  }
  return refusals;
}

/** The line refused when one of its days cannot take bets; the line as it was otherwise. */
function refusedLine(line: ParsedLine, refusals: DayRefusals): ParsedLine {
  if (!line.ok) return line;
  const day = line.draws.find((d) => refusals.has(d));
  if (day === undefined) return line;
  const refused: InvalidLine = { ok: false, lineNumber: line.lineNumber, column: 1, code: 'no-next-draw', message: refusals.get(day)! };
  return refused;
}

/** The parsed message with the lines of closed days refused, and its totals counted again. */
export function refuseClosedDays(parsed: ParsedMessage, refusals: DayRefusals): ParsedMessage {
  if (refusals.size === 0) return parsed;
  const lines = parsed.lines.map((line) => refusedLine(line, refusals));
  let tickets = 0;
  let costCents = 0;
  let validLines = 0;
  for (const line of lines) {
    if (!line.ok) continue;
    validLines += 1;
    tickets += line.tickets;
    costCents += line.costCents;
  }
  return { ...parsed, lines, tickets, costCents, validLines, invalidLines: lines.length - validLines };
}

/** A parser whose messages have the lines of closed days refused (file processing parses a chunk at a time). */
export function refusingClosedDays(parser: BetParser, refusals: DayRefusals): BetParser {
  return {
    parseBetLine: (line, context) => refusedLine(parser.parseBetLine(line, context), refusals),
    parseBetMessage: (text, context, part) => refuseClosedDays(parser.parseBetMessage(text, context, part), refusals),
  };
}
