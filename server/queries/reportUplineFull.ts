/**
 * GET {4d|tt}/reportUplineFull: the user's (the caller's, or UserId's) whole branch as one row, the row
 * its upline's Full report shows for it: the sum of its own Full report's rows. No row when its branch
 * has no settled figures in the draws.
 */
import { reportUplineFull } from '../../contract/reportsFull.ts';
import { downlineFiguresSql, FIGURE_PARAMS } from '../reports/full/downlineFigures.ts';
import { userFigureQuery } from '../reports/full/figureQuery.ts';
import { fullScope } from '../reports/full/scope.ts';
import { pagedCall } from './pagedCall.ts';

const p = FIGURE_PARAMS;
const BRANCH_ROW = `select $${p.user}::text as user_id, false as own, $${p.location}::text as loc_id,
    sum(f.turnover_cents) as turnover_cents, sum(f.win_loss_cents) as win_loss_cents, sum(f.commission_cents) as commission_cents,
    sum(f.tax_cents) as tax_cents, sum(f.share_cents) as share_cents, sum(f.net_cents) as net_cents
  from (${downlineFiguresSql()}) f having count(*) > 0`;

export const reportUplineFullCall = pagedCall({
  endpoint: reportUplineFull,
  csvName: 'full-report-upline',
  async query({ query, caller, location, db }) {
    return userFigureQuery(await fullScope(db, caller.userId, location, query), BRANCH_ROW);
  },
});
