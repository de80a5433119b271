/** Strike summary 3 (spec 02 §7.13 GET reportStrikeSummary3): the strikes by number drawn and bet type. */
import { reportStrikeSummary3 } from '../../contract/reportsStrike.ts';
import { summaryCall } from './betSummarySql.ts';
import { STRIKE_COLUMNS, STRIKE_SUMS, STRIKE_TOTALS, strikesOfDraw } from '../reports/strike/strikeSql.ts';

export const reportStrikeSummary3Call = summaryCall(reportStrikeSummary3, 'strike-summary-by-number', (params) => ({
  columns: `s.number as "WonNumber", s.bet_type as "BetType", ${STRIKE_COLUMNS}`,
  from: strikesOfDraw(`k.number, t.bet_type, ${STRIKE_SUMS}`, 'group by k.number, t.bet_type'),
  where: 'true',
  params,
  sortable: {
    WonNumber: { sql: 's.number', type: 'text' },
    BetType: { sql: 's.bet_type', type: 'text' },
    Strikes: { sql: 's.strikes', type: 'bigint' },
    PayoutCents: { sql: 's.payout', type: 'bigint' },
  },
  tieBreaker: [
    { sql: 's.number', type: 'text' },
    { sql: 's.bet_type', type: 'text' },
  ],
  totals: STRIKE_TOTALS,
}));
