/**
 * GET {4d|tt}/reportBreakdownFull: one user's (UserId's, or the caller's) whole branch per draw of the
 * selection: the rows add up to its row of the Full report over the same draws.
 */
import { reportBreakdownFull } from '../../contract/reportsFull.ts';
import { downlineFiguresSql, FIGURE_COLUMNS, FIGURE_PARAMS, FIGURE_TOTALS, figureParamValues } from '../reports/full/downlineFigures.ts';
import { FIGURE_SORTABLE } from '../reports/full/figureQuery.ts';
import { fullScope } from '../reports/full/scope.ts';
import { pagedCall } from './pagedCall.ts';

const PER_DRAW = `select f.draw_id, sum(f.turnover_cents) as turnover_cents, sum(f.win_loss_cents) as win_loss_cents,
    sum(f.commission_cents) as commission_cents, sum(f.tax_cents) as tax_cents, sum(f.share_cents) as share_cents,
    sum(f.net_cents) as net_cents
  from (${downlineFiguresSql({ perDraw: true })}) f group by f.draw_id`;

export const reportBreakdownFullCall = pagedCall({
  endpoint: reportBreakdownFull,
  csvName: 'full-report-breakdown',
  async query({ query, caller, location, db }) {
    const scope = await fullScope(db, caller.userId, location, query);
    if ('refused' in scope) return scope;
    return {
      columns: `$${FIGURE_PARAMS.user}::text as "UserId", s.draw_id as "DrawId", to_char(d.draw_date, 'YYYY-MM-DD') as "DrawDate", ${FIGURE_COLUMNS}`,
      from: `(${PER_DRAW}) s join draws d on d.draw_id = s.draw_id`,
      where: 'true',
      params: figureParamValues(scope.userId, scope.draws),
      sortable: { DrawDate: { sql: 'd.draw_date', type: 'date', joined: true }, ...FIGURE_SORTABLE },
      tieBreaker: [{ sql: 's.draw_id', type: 'integer' }],
      totals: FIGURE_TOTALS,
      baseFrom: `(${PER_DRAW}) s`,
    };
  },
});
