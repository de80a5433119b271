/**
 * History Tickets (spec 02 §7.6 GET bet/page2ByDate; /tickets/history): the tickets in the draws whose
 * draw day is from DrawFrom to DrawTo (both included), at the location of the call; each under the
 * draw it is in. Whose, as bet/page2 (this is its by-date form): the caller's own, or with UserId one
 * user of its tree.
 */
import { ticketHistory } from '../../contract/ticketSearch.ts';
import { bettorOf } from './bettorScope.ts';
import { pagedCall, refuse } from './pagedCall.ts';
import { ticketList } from './ticketList.ts';

export const ticketHistoryCall = pagedCall({
  endpoint: ticketHistory,
  csvName: 'ticket-history',
  async query({ query, caller, location, db }) {
    // ISO dates (validated by the contract) compare as text in calendar order.
    if (query.DrawFrom > query.DrawTo) return refuse(400, `DrawFrom (${query.DrawFrom}) must not be after DrawTo (${query.DrawTo}).`);
    const userId = await bettorOf(db, caller, query.UserId);
    if (typeof userId !== 'string') return userId;
    return ticketList(`td.user_id = $1 and td.loc_id = $2 and d.draw_date between $3::date and $4::date`, [userId, location, query.DrawFrom, query.DrawTo], {
      whereReadsDraw: true,
    });
  },
});
