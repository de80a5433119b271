/**
 * The Out report (contract/reportsStake.ts reportOutFull), the stake report's Out view: what an agent
 * passed on in the chosen draws per number, bet type and destination, from ticket_intakes at its level
 * (Out = In - Intake): to the distributor its Out went to (out_distributor_id), else to its upline.
 * Bets Out (./intakeFigures.ts) answers the same for one draw, row by draw.
 */
import { reportOutFull } from '../../contract/reportsStake.ts';
import { searchOf, stakeScope } from '../reports/stake/chosenDraws.ts';
import { money, OUT_SORTABLE, OUT_TIE_BREAKER, OUT_TO_COLUMNS, OUT_TOTALS, sum } from './intakeFigures.ts';
import { pagedCall } from './pagedCall.ts';

export const reportOutCall = pagedCall({
  endpoint: reportOutFull,
  csvName: 'out-report',
  async query({ query, caller, location, db }) {
    const scope = await stakeScope(db, caller.userId, query, location);
    if ('refused' in scope) return scope;
    const { userId, draws } = scope;
    return {
      columns: `o.number || ':' || o.bet_type || ':' || coalesce(o.out_distributor_id, 0) as "RowId", o.user_id as "UserId",
        o.number as "Number", o.bet_type as "BetType", o.big_out::float8 as "ttBigOut", o.small_out::float8 as "ttSmallOut",
        o.amount_out::float8 as "ttAmountOut", o.amount_out::float8 as "ttUnitOut", ${OUT_TO_COLUMNS}, o.draws::float8 as "DrawCount"`,
      from: `(select ti.user_id, ti.number, ti.bet_type, ti.out_distributor_id,
                sum(ti.big_in - ti.big_intake)::bigint as big_out, sum(ti.small_in - ti.small_intake)::bigint as small_out,
                sum(ti.amount_in - ti.amount_intake)::bigint as amount_out, count(distinct ti.draw_id)::bigint as draws
              from ticket_intakes ti
              where ti.user_id = $1 and ti.draw_id in (${draws.sql})
              group by ti.user_id, ti.number, ti.bet_type, ti.out_distributor_id) o
        join users u on u.user_id = o.user_id
        left join distributors ds on ds.distributor_id = o.out_distributor_id`,
      where: `(o.big_out > 0 or o.small_out > 0 or o.amount_out > 0) and ($2::text is null or o.number like $2::text || '%')`,
      params: [userId, searchOf(query.txtSearch), ...draws.params],
      sortable: { ...OUT_SORTABLE, ttUnitOut: money('o.amount_out') },
      tieBreaker: OUT_TIE_BREAKER,
      totals: `${OUT_TOTALS}, ${sum('o.amount_out', 'ttUnitOut')}`,
    };
  },
});
