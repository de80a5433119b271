/**
 * Search Tickets (spec 02 §7.6 GET bet/search; /tickets/search): the tickets of the caller's member
 * tree at the location of the call, by draw (the draw each ticket is in), by the start of a number and
 * by user. Without UserId it is the caller's own tickets and its whole downline's (an admin's tree is
 * everyone); with UserId only that user's, who must be in the caller's tree (403 otherwise).
 */
import { ticketSearch } from '../../contract/ticketSearch.ts';
import type { Caller } from '../http/implement.ts';
import type { Queryable } from '../db/database.ts';
import { visibleToCaller } from '../memberTree.ts';
import { bettorOf } from './bettorScope.ts';
import { pagedCall, type Refusal } from './pagedCall.ts';
import { ticketList } from './ticketList.ts';

type SearchQuery = { UserId?: string; DrawId?: number; txtSearch?: string };

/** The search's query, shared with its TOTO form (./ticketSearchToto.ts). */
export async function searchQuery(request: { query: SearchQuery; caller: Caller; location: string; db: Queryable }) {
  const { query, caller, location, db } = request;
  // $1 location, $2 draw, $3 number prefix, $4 the user (one user) or the caller (its tree).
  let whose = visibleToCaller('td.user_id', 4);
  let user = caller.userId;
  if (query.UserId !== undefined) {
    const userId = await bettorOf(db, caller, query.UserId);
    if (typeof userId !== 'string') return userId satisfies Refusal;
    whose = 'td.user_id = $4';
    user = userId;
  }
  // Numbers are stored upper-case (R for a roll position); txtSearch holds only digits and R, so no
  // LIKE wildcard can reach the pattern.
  const prefix = query.txtSearch === undefined ? null : `${query.txtSearch.toUpperCase()}%`;
  // Without a number the condition reads ticket_draws alone (migration 0041's copies of the owner).
  const byNumber = prefix === null ? '$3::text is null' : 't.number like $3';
  return ticketList(
    `td.loc_id = $1 and ($2::int is null or td.draw_id = $2) and ${byNumber} and ${whose}`,
    [location, query.DrawId ?? null, prefix, user],
    // One draw's rows of one member are few: each one's ticket is probed, not every ticket hashed.
    { whereReadsTicket: prefix !== null, ticketByRow: query.DrawId !== undefined && query.UserId !== undefined },
  );
}

export const ticketSearchCall = pagedCall({ endpoint: ticketSearch, csvName: 'ticket-search', query: searchQuery });
