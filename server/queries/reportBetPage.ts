/**
 * GET {4d|tt}/reportBetPage (a member's, UserId's, tickets) and reportPersonalBetPage (the caller's
 * own): one row per ticket and draw with its result and the bet detail row at the caller's level
 * (server/reports/full/betRows.ts).
 */
import { reportBetPage, reportPersonalBetPage } from '../../contract/reportsFull.ts';
import type { Location } from '../../domain/bets/index.ts';
import type { Queryable } from '../db/database.ts';
import type { PagedQuery } from '../db/pagedQuery.ts';
import { BET_FIGURE_SUMS, BET_FIGURES, BET_ROWS_FROM, BET_ROWS_WHERE, betRowParams, TYPE_COLUMNS } from '../reports/full/betRows.ts';
import { fullScope } from '../reports/full/scope.ts';
import type { Refusal } from './pagedCall.ts';
import { pagedCall } from './pagedCall.ts';
import { stakeInDraw } from '../betting/ticketInDraw.ts';

type BetQuery = Parameters<typeof fullScope>[3] & { txtSearch?: string };
type BetSort = 'TicketId' | 'DrawDate' | 'Number' | 'StakeCents' | 'PayoutCents' | 'WinLossCents';

async function ticketRows(db: Queryable, callerId: string, location: Location, query: BetQuery): Promise<PagedQuery<BetSort> | Refusal> {
  const scope = await fullScope(db, callerId, location, query);
  if ('refused' in scope) return scope;
  return {
    columns: `td.ticket_id || ':' || td.draw_id as "RowId", t.ticket_id::float8 as "TicketId", t.user_id as "UserId", td.draw_id as "DrawId",
      to_char(d.draw_date, 'YYYY-MM-DD') as "DrawDate", t.number as "Number", t.bet_type as "BetType", t.draws as "Draws", ${TYPE_COLUMNS}, ${BET_FIGURES}`,
    from: BET_ROWS_FROM,
    where: BET_ROWS_WHERE,
    params: betRowParams(scope.userId, scope.draws, callerId, query.txtSearch),
    sortable: {
      TicketId: { sql: 't.ticket_id', type: 'bigint' },
      DrawDate: { sql: 'd.draw_date', type: 'date' },
      Number: { sql: 't.number', type: 'text' },
      StakeCents: { sql: stakeInDraw('t'), type: 'bigint' },
      PayoutCents: { sql: 'coalesce(r.strike_cents, 0)', type: 'bigint' },
      WinLossCents: { sql: 'coalesce(r.win_loss_cents, 0)', type: 'bigint' },
    },
    tieBreaker: [{ sql: 't.ticket_id', type: 'bigint' }, { sql: 'td.draw_id', type: 'integer' }],
    totals: BET_FIGURE_SUMS,
  };
}

export const reportBetPageCall = pagedCall({
  endpoint: reportBetPage,
  csvName: 'full-report-tickets',
  query: ({ query, caller, location, db }) => ticketRows(db, caller.userId, location, query),
});

export const reportPersonalBetPageCall = pagedCall({
  endpoint: reportPersonalBetPage,
  csvName: 'full-report-own-tickets',
  query: ({ query, caller, location, db }) => ticketRows(db, caller.userId, location, { ...query, UserId: undefined }),
});
