/**
 * A bet message from a known sender, by SMS or by the bot (spec 02 §2.9): inside the SMS setting's open
 * days and hours, within the SMS limit (10 sets or 150 characters), placed through the same path as
 * Place Bets (server/betting/placeLines.ts: who, the draw's cut-off, limits, credit, the chain) on the
 * location's soonest open draw, as Place Bets chooses by default. The sender is bettor and placer.
 * Runs inside the message's transaction: what it places commits with the message's row and its reply.
 */
import { parseBetMessage, type Location } from '../../../domain/bets/index.ts';
import { isOpenAt, type OpenHours } from '../../../domain/smsOpenHours.ts';
import type { Queryable } from '../../db/database.ts';
import { timestamp } from '../../db/timestamp.ts';
import { dayOfDate } from '../../betting/draws.ts';
import { placeLines } from '../../betting/placeLines.ts';
import type { InboundResult } from './inboundStore.ts';
import { closedReply, lineNotes, NO_LINES_REPLY, noDrawReply, placedReply, refusedReply, tooLongReply } from './betReply.ts';

/** The SMS setting's hours of a location; null when it has none (then no bets are taken by message). */
async function openHoursOf(tx: Queryable, location: Location): Promise<OpenHours | null> {
  const { rows } = await tx.query<OpenHours>(
    'select open_day as "openDay", open_time as "openTime", close_time as "closeTime" from sms_settings where loc_id = $1',
    [location],
  );
  return rows[0] ?? null;
}

/** The soonest draw still open for bets (not finalised, cut-off ahead), specials included: Place Bets' default. */
async function soonestOpenDraw(tx: Queryable, location: Location, at: number) {
  const { rows } = await tx.query<{ draw_id: number; draw_date: string }>(
    `select draw_id, to_char(draw_date, 'YYYY-MM-DD') as draw_date from draws
     where loc_id = $1 and not is_finalised and closes_at > $2::timestamptz order by closes_at, draw_id limit 1`,
    [location, timestamp(at)],
  );
  return rows[0] ?? null;
}

export async function placeInboundBets(tx: Queryable, userId: string, location: Location, text: string, at: number): Promise<InboundResult> {
  const hours = await openHoursOf(tx, location);
  if (!hours || !isOpenAt(hours, at)) {
    return { outcome: 'closed', userId, reply: hours ? closedReply(hours) : refusedReply(`Bets by SMS are not taken at ${location}.`) };
  }
  const draw = await soonestOpenDraw(tx, location, at);
  if (!draw) return { outcome: 'refused', userId, reply: refusedReply(noDrawReply(location)) };
  const parse = (day = dayOfDate(draw.draw_date)) => parseBetMessage(text, { location, nextDraw: [day] });
  const first = parse();
  const sms = first.smsLimit;
  if (sms.exceeded) return { outcome: 'invalid', userId, drawId: draw.draw_id, reply: tooLongReply(sms.sets, sms.characters, sms.maxSets, sms.maxCharacters) };
  if (first.lines.length === 0) return { outcome: 'invalid', userId, drawId: draw.draw_id, reply: refusedReply(NO_LINES_REPLY) };
  if (first.validLines === 0) return { outcome: 'invalid', userId, drawId: draw.draw_id, reply: refusedReply('', lineNotes(first, null)) };

  const placement = await placeLines(tx, { placedBy: userId, userId: undefined, location, drawId: draw.draw_id, at, parse, alert: false });
  if (!placement.ok) return { outcome: 'refused', userId, drawId: draw.draw_id, reply: refusedReply(placement.message, lineNotes(first, null)) };
  const notes = lineNotes(placement.parsed, placement.limited);
  const ticketIds = [...placement.ids.values()];
  if (ticketIds.length === 0) return { outcome: 'refused', userId, drawId: draw.draw_id, reply: refusedReply('', notes) };
  const { tickets, costCents } = placement.limited.placed;
  return {
    outcome: 'placed',
    userId,
    drawId: draw.draw_id,
    ticketIds,
    tickets,
    costCents,
    reply: placedReply(draw.draw_date, ticketIds, tickets, costCents, notes),
  };
}
