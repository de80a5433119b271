/**
 * View Tickets (spec 02 §7.6 GET bet/page2): the tickets of the caller, or with UserId of one user of
 * its tree, at the location of the call; by draw (the draw each ticket is in) and by uploaded file.
 */
import { ticketPage } from '../../contract/bets.ts';
import { bettorOf } from './bettorScope.ts';
import { pagedCall } from './pagedCall.ts';
import { ticketList, ticketSums } from './ticketList.ts';

export const ticketPageCall = pagedCall({
  endpoint: ticketPage,
  csvName: 'tickets',
  async query({ query, caller, location, db }) {
    const userId = await bettorOf(db, caller, query.UserId);
    if (typeof userId !== 'string') return userId;
    // The count and totals of a member's tickets (a million rows for a busy one) come from the per-draw
    // sums; by file there is no summary, and a file's tickets are few enough to count.
    const byFile = query.FileId !== undefined;
    const summary = byFile ? undefined : ticketSums(`s.user_id = $1 and s.loc_id = $2 and ($3::int is null or s.draw_id = $3)`);
    // A member's rows (of one draw or all) are found in ticket_draws alone (migration 0041's copies);
    // a file's need the ticket's file_id.
    return ticketList(
      `td.user_id = $1 and td.loc_id = $2 and ($3::int is null or td.draw_id = $3)${byFile ? ' and t.file_id = $4' : ''}`,
      [userId, location, query.DrawId ?? null, ...(byFile ? [query.FileId] : [])],
      { summary, whereReadsTicket: byFile, ticketByRow: !byFile && query.DrawId !== undefined },
    );
  },
});
