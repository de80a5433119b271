/** Strike summary 2 (spec 02 §7.13 GET reportStrikeSummary2): the strikes by category (1st … Consolation, the TOTO groups). */
import { reportStrikeSummary2 } from '../../contract/reportsStrike.ts';
import { summaryCall } from './betSummarySql.ts';
import { prizeRank, STRIKE_COLUMNS, STRIKE_SUMS, STRIKE_TOTALS, strikesOfDraw } from '../reports/strike/strikeSql.ts';

export const reportStrikeSummary2Call = summaryCall(reportStrikeSummary2, 'strike-summary-by-category', (params) => ({
  columns: `s.prize as "Prize", ${STRIKE_COLUMNS}`,
  from: strikesOfDraw(`k.prize, ${STRIKE_SUMS}`, 'group by k.prize'),
  where: 'true',
  params,
  sortable: {
    Prize: { sql: prizeRank('s.prize'), type: 'integer' },
    Strikes: { sql: 's.strikes', type: 'bigint' },
    PayoutCents: { sql: 's.payout', type: 'bigint' },
  },
  tieBreaker: [{ sql: 's.prize', type: 'text' }],
  totals: STRIKE_TOTALS,
}));
