/**
 * dSelectStatementSummary (contract/reportsSummary.ts): the subject's statement lines of the range
 * (server/reports/collection/ledgerRange.ts, the lines the Collection report reads) summed per draw
 * and kind; lines of no draw (payments, group expenses) per day. Total is the row's lines together.
 */
import { dSelectStatementSummary } from '../../contract/reportsSummary.ts';
import { ledgerRangeLines } from '../reports/collection/ledgerRange.ts';
import { summaryParams } from '../reports/collection/summaryScope.ts';
import { figureColumns, figureTotals, KIND_FIGURES, linesSum as sumOf, type Figures } from '../reports/collection/figures.ts';
import { pagedCall } from './pagedCall.ts';
import { TRANSFER_KIND_LIST } from './statementLines.ts';

const ROWS = `(select l.draw_id, l.day,
    ${sumOf(`l.kind = 'winloss'`)} as winloss, ${sumOf(`l.kind = 'commission'`)} as commission,
    ${sumOf(`l.kind = 'tax'`)} as tax, ${sumOf(`l.kind = 'share'`)} as share, ${sumOf(`l.kind = 'downline'`)} as downline,
    ${sumOf(`l.kind in (${TRANSFER_KIND_LIST})`)} as transfers, ${sumOf(`l.kind = 'payment'`)} as payments,
    ${sumOf('true')} as total
  from ${ledgerRangeLines(2)} l where l.user_id = $1
  group by l.draw_id, l.day) s`;

const FIGURES: Figures = [
  ...KIND_FIGURES,
  ['TransfersCents', 's.transfers'],
  ['PaymentsCents', 's.payments'],
  ['TotalCents', 's.total'],
];

export const statementSummaryCall = pagedCall({
  endpoint: dSelectStatementSummary,
  csvName: 'statement-summary',
  async query({ query, caller, location, db }) {
    const params = await summaryParams(db, caller, location, query);
    if ('refused' in params) return params;
    return {
      columns: [`s.draw_id as "DrawId"`, `to_char(s.day, 'YYYY-MM-DD') as "Date"`, ...figureColumns(FIGURES)].join(', '),
      from: ROWS,
      where: 'true',
      params,
      sortable: {
        Date: { sql: 's.day', type: 'date' },
        TotalCents: { sql: 's.total', type: 'bigint' },
      },
      // Lines of no draw are one row per day: the day with the draw (-1 for none) identifies a row.
      tieBreaker: [{ sql: 's.day', type: 'date' }, { sql: 'coalesce(s.draw_id, -1)', type: 'integer' }],
      totals: figureTotals(FIGURES),
    };
  },
});
