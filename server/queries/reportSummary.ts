/**
 * reportSummary3 (contract/reportsSummary.ts): per draw of the range, the subject's branch: turnover
 * (draw_user_results of every user of the branch) and the settled ledger lines of its users by kind.
 * Net, their sum, is the subject's own movement with its upline for the draw: its own lines plus the
 * pass-through of everything below it (server/ledger/settlementPosting.ts).
 */
import { reportSummary3 } from '../../contract/reportsSummary.ts';
import { centsSum, DRAWS_IN_RANGE, SUBJECT_BRANCH, summaryParams } from '../reports/collection/summaryScope.ts';
import { perDrawQuery, type Figures } from '../reports/collection/figures.ts';
import { pagedCall } from './pagedCall.ts';

const kindSum = (kind: string) => `coalesce(sum(e.amount_cents) filter (where e.kind = '${kind}'), 0)::bigint as ${kind}`;

const ROWS = `(select d.draw_id, d.draw_date, coalesce(t.turnover, 0) as turnover, coalesce(k.winloss, 0) as winloss,
    coalesce(k.commission, 0) as commission, coalesce(k.tax, 0) as tax, coalesce(k.share, 0) as share
  from draws d
  left join (select r.draw_id, ${centsSum('r.turnover_cents')} as turnover from draw_user_results r
             where r.user_id in ${SUBJECT_BRANCH} group by r.draw_id) t on t.draw_id = d.draw_id
  left join (select e.draw_id, ${kindSum('winloss')}, ${kindSum('commission')}, ${kindSum('tax')}, ${kindSum('share')}
             from ledger_entries e where e.loc_id = $2 and e.draw_id is not null and e.user_id in ${SUBJECT_BRANCH}
             group by e.draw_id) k on k.draw_id = d.draw_id
  where ${DRAWS_IN_RANGE} and (t.draw_id is not null or k.draw_id is not null)) s`;

const NET = '(s.winloss + s.commission + s.tax + s.share)';
const FIGURES: Figures = [
  ['TurnoverCents', 's.turnover'],
  ['WinLossCents', 's.winloss'],
  ['CommissionCents', 's.commission'],
  ['TaxCents', 's.tax'],
  ['ShareCents', 's.share'],
  ['NetCents', NET],
];

export const reportSummaryCall = pagedCall({
  endpoint: reportSummary3,
  csvName: 'summary-report',
  async query({ query, caller, location, db }) {
    const params = await summaryParams(db, caller, location, query);
    if ('refused' in params) return params;
    return perDrawQuery(ROWS, FIGURES, NET, params);
  },
});
