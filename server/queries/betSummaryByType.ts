/** Bet Summary by user and type (spec 02 §7.7 GET betSummaryByType): by direct downline (its whole branch; the user itself for its own tickets) and bet type. */
import { betSummaryByType } from '../../contract/betSummary.ts';
import { BRANCHES, summaryCall, NO_NAME, STAKE_COLUMNS, STAKE_SUMS, STAKE_TOTALS, TICKETS_OF_DRAW } from './betSummarySql.ts';

export const betSummaryByTypeCall = summaryCall(betSummaryByType, 'bet-summary-by-type', (params) => ({
  columns: `s.user_id as "UserId", ${NO_NAME}, s.bet_type as "BetType", ${STAKE_COLUMNS}`,
  from: `(${BRANCHES} select b.head as user_id, t.bet_type, ${STAKE_SUMS} from ${TICKETS_OF_DRAW} group by b.head, t.bet_type) s`,
  where: 'true',
  params,
  sortable: {
    UserId: { sql: 's.user_id', type: 'text' },
    BetType: { sql: 's.bet_type', type: 'text' },
    Tickets: { sql: 's.tickets', type: 'bigint' },
    CostCents: { sql: 's.cost', type: 'bigint' },
  },
  tieBreaker: [
    { sql: 's.user_id', type: 'text' },
    { sql: 's.bet_type', type: 'text' },
  ],
  totals: STAKE_TOTALS,
}));
