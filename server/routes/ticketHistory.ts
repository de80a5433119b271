/**
 * History Tickets (spec 02 §7.6 bet/page2ByDate; /tickets/history): the tickets of the draws whose
 * draw day is from DrawFrom to DrawTo (both included), at the location of the call. Whose, as
 * bet/page2 (this is its by-date form): the caller's own, or with UserId one user of its tree.
 */
import { ticketHistory } from '../../contract/ticketSearch.ts';
import type { Ticket, TicketTotals } from '../../contract/bets.ts';
import { fail } from '../http/envelope.ts';
import type { ApiRouter } from '../http/implement.ts';
import type { RouteDeps } from '../http/routeDeps.ts';
import { answerPaged } from '../http/pagedAnswer.ts';
import { locationOf } from '../betting/location.ts';
import { resolveBettor } from '../betting/bettor.ts';
import { ticketQuery, type TicketSortBy } from '../betting/ticketQuery.ts';

export function mountTicketHistoryRoutes(router: ApiRouter, { db }: RouteDeps) {
  router.implement(ticketHistory, async ({ query, caller, game, c }) => {
    // ISO dates (validated by the contract) compare as text in calendar order.
    if (query.DrawFrom > query.DrawTo) return fail(c, 400, `DrawFrom (${query.DrawFrom}) must not be after DrawTo (${query.DrawTo}).`);
    const place = locationOf(game, query.LocId);
    if (!place.ok) return fail(c, 400, place.message);
    const who = await resolveBettor(db, caller, query.UserId);
    if (!who.ok) return fail(c, who.status, who.message);
    const paged = ticketQuery(`t.user_id = $1 and t.loc_id = $2 and d.draw_date between $3::date and $4::date`, [
      who.bettor.userId,
      place.location,
      query.DrawFrom,
      query.DrawTo,
    ], { whereReadsDraw: true });
    return answerPaged<Ticket, TicketTotals, TicketSortBy>({ c, db, endpoint: ticketHistory, query, paged, csvName: 'ticket-history' });
  });
}
