/** Bet Summary by type (spec 02 §7.7 GET betSummaryByTypeSum): by bet type over the user's whole tree. */
import { betSummaryByTypeSum } from '../../contract/betSummary.ts';
import { BRANCHES, summaryCall, STAKE_COLUMNS, STAKE_SUMS, STAKE_TOTALS, TICKETS_OF_DRAW } from './betSummarySql.ts';

export const betSummaryByTypeSumCall = summaryCall(betSummaryByTypeSum, 'bet-summary-by-type-sum', (params) => ({
  columns: `s.bet_type as "BetType", ${STAKE_COLUMNS}`,
  from: `(${BRANCHES} select t.bet_type, ${STAKE_SUMS} from ${TICKETS_OF_DRAW} group by t.bet_type) s`,
  where: 'true',
  params,
  sortable: {
    BetType: { sql: 's.bet_type', type: 'text' },
    Tickets: { sql: 's.tickets', type: 'bigint' },
    CostCents: { sql: 's.cost', type: 'bigint' },
  },
  tieBreaker: [{ sql: 's.bet_type', type: 'text' }],
  totals: STAKE_TOTALS,
}));
