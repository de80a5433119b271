/**
 * GET {4d|tt}/reportBetPageFull (a member's, UserId's, bets) and reportPersonalBetPageFull (the
 * caller's own): the tickets of reportBetPage summed per number, bet type and TOTO form.
 */
import { reportBetPageFull, reportPersonalBetPageFull } from '../../contract/reportsFull.ts';
import type { Location } from '../../domain/bets/index.ts';
import type { Queryable } from '../db/database.ts';
import type { PagedQuery } from '../db/pagedQuery.ts';
import { BET_FIGURE_GROUP_SUMS, BET_ROWS_FROM, BET_ROWS_WHERE, betRowParams } from '../reports/full/betRows.ts';
import { fullScope } from '../reports/full/scope.ts';
import type { Refusal } from './pagedCall.ts';
import { pagedCall } from './pagedCall.ts';

type BetQuery = Parameters<typeof fullScope>[3] & { txtSearch?: string };
type NumberSort = 'Number' | 'BetType' | 'StakeCents' | 'PayoutCents' | 'WinLossCents';

const money = (name: string) => ({ sql: `s."${name}"`, type: 'bigint' as const });

async function numberRows(db: Queryable, callerId: string, location: Location, query: BetQuery): Promise<PagedQuery<NumberSort> | Refusal> {
  const scope = await fullScope(db, callerId, location, query);
  if ('refused' in scope) return scope;
  const grouped = `(select t.user_id, t.number, t.bet_type, coalesce(t.toto_form, '') as form, count(*)::bigint as tickets, ${BET_FIGURE_GROUP_SUMS}
    from ${BET_ROWS_FROM} where ${BET_ROWS_WHERE} group by t.user_id, t.number, t.bet_type, t.toto_form) s`;
  const columns = ['StakeCents', 'PayoutCents', 'WinLossCents', 'ttBigIn', 'ttSmallIn', 'ttAmountIn', 'ttBigIntake', 'ttSmallIntake',
    'ttAmountIntake', 'ttBigOut', 'ttSmallOut', 'ttAmountOut', 'ttUnitIn', 'ttUnitIntake', 'ttUnitOut', 'ttMaxPayout'];
  return {
    columns: `s.number || ':' || s.bet_type || ':' || s.form as "RowId", s.user_id as "UserId", s.number as "Number", s.bet_type as "BetType",
      case when s.bet_type = 'toto' then s.form else s.bet_type end as "Type", case when s.bet_type = 'toto' then s.number else '' end as "TT",
      s.tickets::float8 as "Tickets", ${columns.map((name) => `s."${name}"::float8 as "${name}"`).join(', ')}`,
    from: grouped,
    where: 'true',
    params: betRowParams(scope.userId, scope.draws, callerId, query.txtSearch),
    sortable: {
      Number: { sql: 's.number', type: 'text' },
      BetType: { sql: 's.bet_type', type: 'text' },
      StakeCents: money('StakeCents'),
      PayoutCents: money('PayoutCents'),
      WinLossCents: money('WinLossCents'),
    },
    tieBreaker: [{ sql: 's.number', type: 'text' }, { sql: 's.bet_type', type: 'text' }, { sql: 's.form', type: 'text' }],
    totals: columns.map((name) => `coalesce(sum(s."${name}"), 0)::float8 as "${name}"`).join(', '),
  };
}

export const reportBetPageFullCall = pagedCall({
  endpoint: reportBetPageFull,
  csvName: 'full-report-numbers',
  query: ({ query, caller, location, db }) => numberRows(db, caller.userId, location, query),
});

export const reportPersonalBetPageFullCall = pagedCall({
  endpoint: reportPersonalBetPageFull,
  csvName: 'full-report-own-numbers',
  query: ({ query, caller, location, db }) => numberRows(db, caller.userId, location, { ...query, UserId: undefined }),
});
