/**
 * mMemberReportSummary (contract/reportsSummary.ts): per draw of the range, the subject's own bets as
 * settlement left them (draw_user_results: a row per settled draw and bettor). Net = win/loss +
 * commission - tax (DOMAIN.md "The life of a bet" 4, 6).
 */
import { mMemberReportSummary } from '../../contract/reportsSummary.ts';
import { DRAWS_IN_RANGE, summaryParams } from '../reports/collection/summaryScope.ts';
import { perDrawQuery, type Figures } from '../reports/collection/figures.ts';
import { pagedCall } from './pagedCall.ts';

const ROWS = `(select d.draw_id, d.draw_date, r.tickets, r.turnover_cents as turnover, r.strikes, r.strike_cents as strike,
    r.win_loss_cents as winloss, r.commission_cents as commission, r.tax_cents as tax
  from draw_user_results r join draws d on d.draw_id = r.draw_id
  where r.user_id = $1 and ${DRAWS_IN_RANGE}) s`;

const NET = '(s.winloss + s.commission - s.tax)';
const FIGURES: Figures = [
  ['Tickets', 's.tickets'],
  ['TurnoverCents', 's.turnover'],
  ['Strikes', 's.strikes'],
  ['StrikeCents', 's.strike'],
  ['WinLossCents', 's.winloss'],
  ['CommissionCents', 's.commission'],
  ['TaxCents', 's.tax'],
  ['NetCents', NET],
];

export const memberReportSummaryCall = pagedCall({
  endpoint: mMemberReportSummary,
  csvName: 'member-summary',
  async query({ query, caller, location, db }) {
    const params = await summaryParams(db, caller, location, query);
    if ('refused' in params) return params;
    return perDrawQuery(ROWS, FIGURES, NET, params);
  },
});
