/**
 * The tickets a caller may still change (delete, transfer: spec 02 §7.6): read in the transaction that
 * changes them, with their stake in the draws not yet settled and the first of their draws that is
 * closed. Refused whole when one is outside the caller's tree or location (404: unknown and not yours
 * look the same) or in a draw past its cut-off (409).
 */
import type { Location } from '../../domain/bets/index.ts';
import type { Queryable } from '../db/database.ts';
import { timestamp } from '../db/timestamp.ts';
import { Refused } from '../admin/atomically.ts';
import { callerAndDownline, inTree } from '../memberTree.ts';
import { stakeInDraw } from './ticketInDraw.ts';
import { closedDrawMessage } from './draws.ts';

export interface ChangeableTicket {
  ticket_id: number;
  user_id: string;
  number: string;
  bet_type: string;
  cost_cents: number;
  open_cents: number;
  closed_date: string | null;
  closes_at_ms: string | null;
}

/** The tickets of `ids` in the caller's tree at the location, in ticket id order. */
export async function changeableTickets(tx: Queryable, ids: readonly number[], callerId: string, location: Location, now: number) {
  const { rows } = await tx.query<ChangeableTicket>(
    `${callerAndDownline(2)}
     select t.ticket_id::float8 as ticket_id, t.user_id, t.number, t.bet_type, t.cost_cents::float8 as cost_cents,
       coalesce(sum(${stakeInDraw('t')}) filter (where not d.is_finalised), 0)::float8 as open_cents,
       to_char(min(d.draw_date) filter (where d.is_finalised or d.closes_at <= $4::timestamptz), 'YYYY-MM-DD') as closed_date,
       (extract(epoch from min(d.closes_at) filter (where d.is_finalised or d.closes_at <= $4::timestamptz)) * 1000)::bigint::text as closes_at_ms
     from tickets t join ticket_draws td on td.ticket_id = t.ticket_id join draws d on d.draw_id = td.draw_id
     where t.ticket_id = any($1::bigint[]) and t.loc_id = $3 and ${inTree('t.user_id')}
     group by t.ticket_id order by t.ticket_id`,
    [[...ids], callerId, location, timestamp(now)],
  );
  return rows;
}

/** Throws the refusal when a wanted ticket was not found or one is in a closed draw; `verb`: "deleted". */
export function refuseUnchangeable(tickets: readonly ChangeableTicket[], wanted: readonly number[], verb: string): void {
  const found = new Set(tickets.map((t) => t.ticket_id));
  const missing = wanted.find((id) => !found.has(id));
  if (missing !== undefined) throw new Refused(404, `There is no ticket ${missing}.`);
  const closed = tickets.find((t) => t.closed_date !== null);
  if (closed) {
    const when = closedDrawMessage(closed.closed_date!, Number(closed.closes_at_ms)).replace(': choose an open draw.', '');
    throw new Refused(409, `${when}: ticket ${closed.ticket_id} can no longer be ${verb}.`);
  }
}
