/**
 * bet/tally (spec 02 §7.6; contract/betViews.ts): the totals of one draw per bet type over the user's
 * branch (the caller's tree, or one user's of it), each ticket under the draw it is in.
 */
import { betTally } from '../../contract/betViews.ts';
import { branchTickets, drawScope, FIGURE_COLUMNS, FIGURE_SORT_KEYS, FIGURE_SUMS, FIGURE_TOTALS } from './betFiguresSql.ts';
import { pagedCall } from './pagedCall.ts';

export const betTallyCall = pagedCall({
  endpoint: betTally,
  csvName: 'bet-tally',
  async query({ query, caller, location, db }) {
    const userId = await drawScope(db, caller, location, query);
    if (typeof userId !== 'string') return userId;
    return {
      columns: `s.bet_type as "BetType", ${FIGURE_COLUMNS}`,
      from: `(${branchTickets(`t.bet_type, ${FIGURE_SUMS}`, { own: false })} and td.draw_id = $3 group by t.bet_type) s`,
      where: 'true',
      params: [userId, location, query.DrawId],
      sortable: { BetType: { sql: 's.bet_type', type: 'text' }, ...FIGURE_SORT_KEYS },
      tieBreaker: [{ sql: 's.bet_type', type: 'text' }],
      totals: FIGURE_TOTALS,
    };
  },
});
