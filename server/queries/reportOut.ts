/**
 * The Out report (contract/reportsStake.ts reportOutFull), the stake report's Out view: what an agent
 * passed on in the chosen draws per number, bet type and destination, from ticket_intakes at its level
 * (Out = In - Intake): to the distributor its Out went to (out_distributor_id), else to its upline.
 * Bets Out (./intakeFigures.ts) answers the same for one draw, row by draw.
 */
import { reportOutFull } from '../../contract/reportsStake.ts';
import { subjectOf } from '../outset/access.ts';
import { chosenDraws, searchOf } from '../reports/stake/chosenDraws.ts';
import { money, sum } from './intakeFigures.ts';
import { pagedCall, refuse } from './pagedCall.ts';

const OUT_TO = `coalesce(ds.name, u.parent_id, '')`;

export const reportOutCall = pagedCall({
  endpoint: reportOutFull,
  csvName: 'out-report',
  async query({ query, caller, location, db }) {
    const subject = await subjectOf(db, caller.userId, query.UserId, { needsOutSet: false });
    if ('refused' in subject) return refuse(subject.refused.status, subject.refused.message);
    const draws = chosenDraws(query, location, 3);
    if ('refused' in draws) return draws;
    return {
      columns: `o.number || ':' || o.bet_type || ':' || coalesce(o.out_distributor_id, 0) as "RowId", o.user_id as "UserId",
        o.number as "Number", o.bet_type as "BetType", o.big_out::float8 as "ttBigOut", o.small_out::float8 as "ttSmallOut",
        o.amount_out::float8 as "ttAmountOut", o.amount_out::float8 as "ttUnitOut",
        case when o.out_distributor_id is null then 'upline' else 'distributor' end as "OutToKind",
        ${OUT_TO} as "OutTo", o.out_distributor_id as "DistributorId", o.draws::float8 as "DrawCount"`,
      from: `(select ti.user_id, ti.number, ti.bet_type, ti.out_distributor_id,
                sum(ti.big_in - ti.big_intake)::bigint as big_out, sum(ti.small_in - ti.small_intake)::bigint as small_out,
                sum(ti.amount_in - ti.amount_intake)::bigint as amount_out, count(distinct ti.draw_id)::bigint as draws
              from ticket_intakes ti
              where ti.user_id = $1 and ti.draw_id in (${draws.sql})
              group by ti.user_id, ti.number, ti.bet_type, ti.out_distributor_id) o
        join users u on u.user_id = o.user_id
        left join distributors ds on ds.distributor_id = o.out_distributor_id`,
      where: `(o.big_out > 0 or o.small_out > 0 or o.amount_out > 0) and ($2::text is null or o.number like $2::text || '%')`,
      params: [subject.ok, searchOf(query.txtSearch), ...draws.params],
      sortable: {
        Number: { sql: 'o.number', type: 'text' },
        BetType: { sql: 'o.bet_type', type: 'text' },
        OutTo: { sql: OUT_TO, type: 'text', joined: true },
        ttBigOut: money('o.big_out'),
        ttSmallOut: money('o.small_out'),
        ttAmountOut: money('o.amount_out'),
        ttUnitOut: money('o.amount_out'),
      },
      tieBreaker: [
        { sql: 'o.number', type: 'text' },
        { sql: 'o.bet_type', type: 'text' },
        { sql: 'coalesce(o.out_distributor_id, 0)', type: 'integer' },
      ],
      totals: [sum('o.big_out', 'ttBigOut'), sum('o.small_out', 'ttSmallOut'), sum('o.amount_out', 'ttAmountOut'), sum('o.amount_out', 'ttUnitOut')].join(', '),
    };
  },
});
