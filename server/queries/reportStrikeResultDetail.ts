/**
 * Strike result details (spec 02 §7.13 GET reportStrikeResultDetail1 and 2) and the old layout's
 * result view (reportStrike2Result): the draw's 4D result place by place with the strikes on each;
 * TOTO by form and group, since a TOTO ticket wins by the group its numbers matched, not by a place.
 */
import { reportStrike2Result, reportStrikeResultDetail1, reportStrikeResultDetail2 } from '../../contract/reportsStrike.ts';
import { summaryCall } from './betSummarySql.ts';
import { placesQuery, prizeRank, STRIKE_COLUMNS, STRIKE_SUMS, STRIKE_TOTALS, strikesOfDraw } from '../reports/strike/strikeSql.ts';

export const reportStrikeResultDetail1Call = summaryCall(reportStrikeResultDetail1, 'strike-result', placesQuery);

export const reportStrike2ResultCall = summaryCall(reportStrike2Result, 'strike2-result', placesQuery);

export const reportStrikeResultDetail2Call = summaryCall(reportStrikeResultDetail2, 'strike-result-toto', (params) => ({
  columns: `s.toto_form as "TotoForm", s.prize as "Prize", s.stake::float8 as "StakeCents", ${STRIKE_COLUMNS}`,
  from: strikesOfDraw(`t.toto_form, k.prize, sum(k.stake_cents)::bigint as stake, ${STRIKE_SUMS}`, "and t.bet_type = 'toto' group by t.toto_form, k.prize"),
  where: 'true',
  params,
  sortable: {
    TotoForm: { sql: 's.toto_form', type: 'text' },
    Prize: { sql: prizeRank('s.prize'), type: 'integer' },
    Strikes: { sql: 's.strikes', type: 'bigint' },
    PayoutCents: { sql: 's.payout', type: 'bigint' },
  },
  tieBreaker: [
    { sql: 's.toto_form', type: 'text' },
    { sql: 's.prize', type: 'text' },
  ],
  totals: STRIKE_TOTALS,
}));
