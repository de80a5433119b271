/**
 * Search Tickets (spec 02 §7.6 bet/search, bet/searchT; /tickets/search): the tickets of the caller's
 * member tree at the location of the call, by draw, by the start of a number and by user. Without
 * UserId it is the caller's own tickets and its whole downline's (an admin's tree is everyone); with
 * UserId only that user's, who must be in the caller's tree (403 otherwise, as bet/page2).
 */
import { ticketSearch, ticketSearchToto } from '../../contract/ticketSearch.ts';
import type { Ticket, TicketTotals } from '../../contract/bets.ts';
import { fail } from '../http/envelope.ts';
import type { ApiRouter, HandlerRequest } from '../http/implement.ts';
import type { RouteDeps } from '../http/routeDeps.ts';
import { answerPaged } from '../http/pagedAnswer.ts';
import { locationOf } from '../betting/location.ts';
import { resolveBettor, visibleToCaller } from '../betting/bettor.ts';
import { ticketQuery, type TicketSortBy } from '../betting/ticketQuery.ts';

type SearchEndpoint = typeof ticketSearch | typeof ticketSearchToto;

export function mountTicketSearchRoutes(router: ApiRouter, { db }: RouteDeps) {
  const search = (endpoint: SearchEndpoint) => async ({ query, caller, game, c }: HandlerRequest<SearchEndpoint>) => {
    // The TOTO search reads TT tickets, which live under tt/ only.
    if (endpoint === ticketSearchToto && game !== 'tt') return fail(c, 400, 'bet/searchT searches TOTO tickets: call it under tt/.');
    const place = locationOf(game, query.LocId);
    if (!place.ok) return fail(c, 400, place.message);
    // $1 location, $2 draw, $3 number prefix, $4 the user (one user) or the caller (its tree).
    let whose = visibleToCaller('t.user_id', 4);
    let user = caller.userId;
    if (query.UserId !== undefined) {
      const who = await resolveBettor(db, caller, query.UserId);
      if (!who.ok) return fail(c, who.status, who.message);
      whose = 't.user_id = $4';
      user = who.bettor.userId;
    }
    // Numbers are stored upper-case (R for a roll position); txtSearch holds only digits and R, so no
    // LIKE wildcard can reach the pattern.
    const prefix = query.txtSearch === undefined ? null : `${query.txtSearch.toUpperCase()}%`;
    const paged = ticketQuery(
      `t.loc_id = $1 and ($2::int is null or t.draw_id = $2) and ($3::text is null or t.number like $3) and ${whose}`,
      [place.location, query.DrawId ?? null, prefix, user],
    );
    return answerPaged<Ticket, TicketTotals, TicketSortBy>({ c, db, endpoint, query, paged, csvName: 'ticket-search' });
  };
  router.implement(ticketSearch, search(ticketSearch));
  router.implement(ticketSearchToto, search(ticketSearchToto));
}
