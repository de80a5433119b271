/**
 * bet/betByDay and bet/byDayGroupByNumber (spec 02 §7.6; contract/betViews.ts): the bets of the user's
 * branch in the draws of DrawFrom..DrawTo (draw days, both included), per draw, and per draw and
 * number (every bet type of the number together; txtSearch: numbers that start so).
 */
import { betByDay, betByDayGroupByNumber } from '../../contract/betViews.ts';
import {
  branchTickets,
  DRAW_COLUMNS,
  DRAW_SORT_KEY,
  FIGURE_COLUMNS,
  FIGURE_SORT_KEYS,
  FIGURE_SUMS,
  FIGURE_TOTALS,
  rangeScope,
} from './betFiguresSql.ts';
import { pagedCall } from './pagedCall.ts';

const IN_RANGE = 'd.draw_date between $3::date and $4::date';

export const betByDayCall = pagedCall({
  endpoint: betByDay,
  csvName: 'bets-by-day',
  async query({ query, caller, location, db }) {
    const userId = await rangeScope(db, caller, query);
    if (typeof userId !== 'string') return userId;
    return {
      columns: `${DRAW_COLUMNS}, ${FIGURE_COLUMNS}`,
      from: `(${branchTickets(`td.draw_id, d.draw_date, ${FIGURE_SUMS}`, { own: false })} and ${IN_RANGE} group by td.draw_id, d.draw_date) s`,
      where: 'true',
      params: [userId, location, query.DrawFrom, query.DrawTo],
      sortable: { DrawDate: DRAW_SORT_KEY, ...FIGURE_SORT_KEYS },
      tieBreaker: [{ sql: 's.draw_id', type: 'integer' }],
      totals: FIGURE_TOTALS,
    };
  },
});

export const betByDayGroupByNumberCall = pagedCall({
  endpoint: betByDayGroupByNumber,
  csvName: 'bets-by-day-and-number',
  async query({ query, caller, location, db }) {
    const userId = await rangeScope(db, caller, query);
    if (typeof userId !== 'string') return userId;
    // Numbers are stored upper-case; txtSearch holds only digits and R, so no LIKE wildcard reaches it.
    const prefix = query.txtSearch === undefined ? null : `${query.txtSearch.toUpperCase()}%`;
    return {
      columns: `${DRAW_COLUMNS}, s.number as "Number", ${FIGURE_COLUMNS}`,
      from: `(${branchTickets(`td.draw_id, d.draw_date, t.number, ${FIGURE_SUMS}`, { own: false })} and ${IN_RANGE}
        and ($5::text is null or t.number like $5) group by td.draw_id, d.draw_date, t.number) s`,
      where: 'true',
      params: [userId, location, query.DrawFrom, query.DrawTo, prefix],
      sortable: { DrawDate: DRAW_SORT_KEY, Number: { sql: 's.number', type: 'text' }, ...FIGURE_SORT_KEYS },
      tieBreaker: [
        { sql: 's.draw_id', type: 'integer' },
        { sql: 's.number', type: 'text' },
      ],
      totals: FIGURE_TOTALS,
    };
  },
});
