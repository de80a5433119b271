/**
 * The Stake report (contract/reportsStake.ts reportStakeFull): an agent's draw_intakes rows of the
 * chosen draws summed per number and bet type, as the bet detail row (In, Intake, Out = In - Intake,
 * MaxPayout; TT's Unit figures are its TOTO amounts). Sortable by every column; the totals are sums of
 * the same rows. The figures' SQL is Bets In's (./intakeFigures.ts).
 */
import { reportStakeFull } from '../../contract/reportsStake.ts';
import { searchOf, stakeScope } from '../reports/stake/chosenDraws.ts';
import { figureColumns, figureTotals, money, sum } from './intakeFigures.ts';
import { pagedCall } from './pagedCall.ts';

const FIGURES = ['big_in', 'big_intake', 'small_in', 'small_intake', 'amount_in', 'amount_intake', 'max_payout_cents'];

export const reportStakeCall = pagedCall({
  endpoint: reportStakeFull,
  csvName: 'stake-report',
  async query({ query, caller, location, db }) {
    const scope = await stakeScope(db, caller.userId, query, location);
    if ('refused' in scope) return scope;
    const { userId, draws } = scope;
    return {
      columns: `s.number || ':' || s.bet_type as "RowId", s.user_id as "UserId", s.number as "Number", s.bet_type as "BetType",
        ${figureColumns('s')}, s.amount_in::float8 as "ttUnitIn", s.amount_intake::float8 as "ttUnitIntake",
        (s.amount_in - s.amount_intake)::float8 as "ttUnitOut", s.max_payout_cents::float8 as "ttMaxPayout", s.draws::float8 as "DrawCount"`,
      from: `(select di.user_id, di.number, di.bet_type, ${FIGURES.map((f) => `sum(di.${f})::bigint as ${f}`).join(', ')}, count(*)::bigint as draws
              from draw_intakes di
              where di.user_id = $1 and di.draw_id in (${draws.sql})
              group by di.user_id, di.number, di.bet_type) s`,
      where: `($2::text is null or s.number like $2::text || '%')`,
      params: [userId, searchOf(query.txtSearch), ...draws.params],
      sortable: {
        Number: { sql: 's.number', type: 'text' },
        BetType: { sql: 's.bet_type', type: 'text' },
        ttBigIn: money('s.big_in'),
        ttSmallIn: money('s.small_in'),
        ttAmountIn: money('s.amount_in'),
        ttBigIntake: money('s.big_intake'),
        ttSmallIntake: money('s.small_intake'),
        ttAmountIntake: money('s.amount_intake'),
        ttBigOut: money('s.big_in - s.big_intake'),
        ttSmallOut: money('s.small_in - s.small_intake'),
        ttAmountOut: money('s.amount_in - s.amount_intake'),
        ttUnitIn: money('s.amount_in'),
        ttUnitIntake: money('s.amount_intake'),
        ttUnitOut: money('s.amount_in - s.amount_intake'),
        ttMaxPayout: money('s.max_payout_cents'),
        DrawCount: money('s.draws'),
      },
      tieBreaker: [
        { sql: 's.number', type: 'text' },
        { sql: 's.bet_type', type: 'text' },
      ],
      totals: `${figureTotals('s')}, ${sum('s.amount_in', 'ttUnitIn')}, ${sum('s.amount_intake', 'ttUnitIntake')},
        ${sum('s.amount_in - s.amount_intake', 'ttUnitOut')}, ${sum('s.max_payout_cents', 'ttMaxPayout')}`,
    };
  },
});
