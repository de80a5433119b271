/**
 * The paged query of a Full report call whose rows are figure rows (./downlineFigures.ts) given as a
 * derived table `s`: the columns as the contract names them, the sort keys and the totals (the sums of
 * every row of the query, so the totals row equals the sum of the rows to the cent).
 */
import type { PagedQuery, SortKey } from '../../db/pagedQuery.ts';
import type { Refusal } from '../../queries/pagedCall.ts';
import { FIGURE_COLUMNS, FIGURE_TOTALS, figureParamValues } from './downlineFigures.ts';
import type { FullScope } from './scope.ts';

const money = (sql: string): SortKey => ({ sql, type: 'bigint' });

export const FIGURE_SORTABLE = {
  TurnoverCents: money('s.turnover_cents'),
  WinLossCents: money('s.win_loss_cents'),
  CommissionCents: money('s.commission_cents'),
  TaxCents: money('s.tax_cents'),
  ShareCents: money('s.share_cents'),
  NetCents: money('s.net_cents'),
} as const satisfies Record<string, SortKey>;

/** A figure row per user (and location): UserId, Own, Member (a player: its drill-down is its tickets), LocId. */
export function userFigureQuery(scope: FullScope | Refusal, from: string): PagedQuery<keyof typeof FIGURE_SORTABLE | 'UserId' | 'LocId'> | Refusal {
  if ('refused' in scope) return scope;
  return {
    columns: `s.user_id as "UserId", s.own as "Own", u.role = 'MEM' as "Member", s.loc_id as "LocId", ${FIGURE_COLUMNS}`,
    from: `(${from}) s join users u on u.user_id = s.user_id`,
    baseFrom: `(${from}) s`,
    where: 'true',
    params: figureParamValues(scope.userId, scope.draws),
    sortable: { UserId: { sql: 's.user_id', type: 'text' }, LocId: { sql: 's.loc_id', type: 'text' }, ...FIGURE_SORTABLE },
    tieBreaker: [{ sql: 's.user_id', type: 'text' }, { sql: 's.loc_id', type: 'text' }],
    totals: FIGURE_TOTALS,
  };
}
