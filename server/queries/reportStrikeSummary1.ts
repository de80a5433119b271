/** Strike summary 1 (spec 02 §7.13 GET reportStrikeSummary1): the strikes by direct downline (its branch; the user itself for its own tickets). */
import { reportStrikeSummary1 } from '../../contract/reportsStrike.ts';
import { summaryCall } from './betSummarySql.ts';
import { STRIKE_COLUMNS, STRIKE_SUMS, STRIKE_TOTALS, strikesOfDraw } from '../reports/strike/strikeSql.ts';

export const reportStrikeSummary1Call = summaryCall(reportStrikeSummary1, 'strike-summary-by-user', (params) => ({
  columns: `s.head as "UserId", s.tickets::float8 as "Tickets", ${STRIKE_COLUMNS}`,
  from: strikesOfDraw(`b.head, count(distinct k.ticket_id)::bigint as tickets, ${STRIKE_SUMS}`, 'group by b.head'),
  where: 'true',
  params,
  sortable: {
    UserId: { sql: 's.head', type: 'text' },
    Tickets: { sql: 's.tickets', type: 'bigint' },
    Strikes: { sql: 's.strikes', type: 'bigint' },
    PayoutCents: { sql: 's.payout', type: 'bigint' },
  },
  tieBreaker: [{ sql: 's.head', type: 'text' }],
  totals: `coalesce(sum(s.tickets), 0)::float8 as "Tickets", ${STRIKE_TOTALS}`,
}));
