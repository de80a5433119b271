/**
 * bet/view, bet/viewFull, bet/view2ByDate and bet/view2ByDateFull (spec 02 §7.6; contract/betViews.ts):
 * bets per number and bet type, of one draw or per draw of DrawFrom..DrawTo. Without Full the user's own
 * tickets; Full the user's whole branch (itself and every user below it, any depth).
 */
import { betView, betView2ByDate, betView2ByDateFull, betViewFull } from '../../contract/betViews.ts';
import type { PagedQuery } from '../db/pagedQuery.ts';
import {
  branchTickets,
  DRAW_COLUMNS,
  DRAW_SORT_KEY,
  drawScope,
  FIGURE_COLUMNS,
  FIGURE_SORT_KEYS,
  FIGURE_SUMS,
  FIGURE_TOTALS,
  rangeScope,
} from './betFiguresSql.ts';
import { pagedCall, type Refusal } from './pagedCall.ts';
import type { HandlerRequest } from '../http/implement.ts';

const NUMBER_SORT = { Number: { sql: 's.number', type: 'text' }, BetType: { sql: 's.bet_type', type: 'text' } } as const;
const NUMBER_TIES = [
  { sql: 's.number', type: 'text' },
  { sql: 's.bet_type', type: 'text' },
] as const;

type ViewSortBy = 'Number' | 'BetType' | 'Bets' | 'Tickets' | 'CostCents';

async function drawView({ query, caller, location, db }: HandlerRequest<typeof betView>, own: boolean): Promise<PagedQuery<ViewSortBy> | Refusal> {
  const userId = await drawScope(db, caller, location, query);
  if (typeof userId !== 'string') return userId;
  return {
    columns: `s.number as "Number", s.bet_type as "BetType", ${FIGURE_COLUMNS}`,
    from: `(${branchTickets(`t.number, t.bet_type, ${FIGURE_SUMS}`, { own })} and td.draw_id = $3 group by t.number, t.bet_type) s`,
    where: 'true',
    params: [userId, location, query.DrawId],
    sortable: { ...NUMBER_SORT, ...FIGURE_SORT_KEYS },
    tieBreaker: [...NUMBER_TIES],
    totals: FIGURE_TOTALS,
  };
}

async function rangeView(
  { query, caller, location, db }: HandlerRequest<typeof betView2ByDate>,
  own: boolean,
): Promise<PagedQuery<ViewSortBy | 'DrawDate'> | Refusal> {
  const userId = await rangeScope(db, caller, query);
  if (typeof userId !== 'string') return userId;
  return {
    columns: `${DRAW_COLUMNS}, s.number as "Number", s.bet_type as "BetType", ${FIGURE_COLUMNS}`,
    from: `(${branchTickets(`td.draw_id, d.draw_date, t.number, t.bet_type, ${FIGURE_SUMS}`, { own })}
      and d.draw_date between $3::date and $4::date group by td.draw_id, d.draw_date, t.number, t.bet_type) s`,
    where: 'true',
    params: [userId, location, query.DrawFrom, query.DrawTo],
    sortable: { DrawDate: DRAW_SORT_KEY, ...NUMBER_SORT, ...FIGURE_SORT_KEYS },
    tieBreaker: [{ sql: 's.draw_id', type: 'integer' }, ...NUMBER_TIES],
    totals: FIGURE_TOTALS,
  };
}

export const betViewCall = pagedCall({ endpoint: betView, csvName: 'bet-view', query: (request) => drawView(request, true) });
export const betViewFullCall = pagedCall({ endpoint: betViewFull, csvName: 'bet-view-full', query: (request) => drawView(request, false) });
export const betView2ByDateCall = pagedCall({ endpoint: betView2ByDate, csvName: 'bet-view-by-date', query: (request) => rangeView(request, true) });
export const betView2ByDateFullCall = pagedCall({
  endpoint: betView2ByDateFull,
  csvName: 'bet-view-by-date-full',
  query: (request) => rangeView(request, false),
});
