/**
 * The strikes on an agent's intake (contract/reportsStake.ts selectReportInTakeStrike), the stake
 * report's third view: per number and bet type of one settled draw, the stake it kept, the winning
 * lines that reached its intake and its part of their payout, split as settlement splits them
 * (intakeStrikeShares, server/settlement/aggregateSql.ts), so the rows add up to the agent's
 * draw_intake_results.strike_cents. Decision: one draw (DrawId or DrawDate); a range is a 400, since the
 * split is per draw and the intake results are too.
 */
import { selectReportInTakeStrike } from '../../contract/reportsStake.ts';
import { subjectOf } from '../outset/access.ts';
import { searchOf } from '../reports/stake/chosenDraws.ts';
import { intakeStrikeShares } from '../settlement/aggregateSql.ts';
import { money, sum } from './intakeFigures.ts';
import { pagedCall, refuse } from './pagedCall.ts';

export const ONE_DRAW = 'The strikes on the intake are per draw: choose a draw (DrawId or DrawDate).';

export const reportInTakeStrikeCall = pagedCall({
  endpoint: selectReportInTakeStrike,
  csvName: 'intake-strikes',
  async query({ query, caller, location, db }) {
    const subject = await subjectOf(db, caller.userId, query.UserId, { needsOutSet: false });
    if ('refused' in subject) return refuse(subject.refused.status, subject.refused.message);
    if (query.DrawId === undefined && query.DrawDate === undefined) return refuse(400, ONE_DRAW);
    const { rows } = await db.query<{ draw_id: number }>(
      'select draw_id from draws where loc_id = $1 and ($2::int is null or draw_id = $2::int) and ($3::date is null or draw_date = $3::date) order by draw_id limit 1',
      [location, query.DrawId ?? null, query.DrawDate ?? null],
    );
    // A draw of another location (or none that day) has no strikes here: no rows, as an unsettled draw.
    const drawId = rows[0]?.draw_id ?? 0;
    return {
      columns: `s.number || ':' || s.bet_type as "RowId", s.user_id as "UserId", s.number as "Number", s.bet_type as "BetType",
        s.intake_cents::float8 as "IntakeCents", s.strikes::float8 as "Strikes", s.strike_cents::float8 as "StrikeCents"`,
      from: `(with ${intakeStrikeShares('$3::int')}, mine as (
                select t.number, t.bet_type, count(*)::bigint as strikes, sum(l.strike_cents)::bigint as strike_cents
                from line_shares l join tickets t on t.ticket_id = l.ticket_id
                where l.user_id = $1
                group by t.number, t.bet_type
              )
              select di.user_id, m.number, m.bet_type, (di.big_intake + di.small_intake + di.amount_intake)::bigint as intake_cents,
                m.strikes, m.strike_cents
              from mine m
              join draw_intakes di on di.draw_id = $3::int and di.user_id = $1 and di.number = m.number and di.bet_type = m.bet_type
              where exists (select 1 from draws d where d.draw_id = $3::int and d.is_finalised)) s`,
      where: `($2::text is null or s.number like $2::text || '%')`,
      params: [subject.ok, searchOf(query.txtSearch), drawId],
      sortable: {
        Number: { sql: 's.number', type: 'text' },
        BetType: { sql: 's.bet_type', type: 'text' },
        IntakeCents: money('s.intake_cents'),
        Strikes: money('s.strikes'),
        StrikeCents: money('s.strike_cents'),
      },
      tieBreaker: [
        { sql: 's.number', type: 'text' },
        { sql: 's.bet_type', type: 'text' },
      ],
      totals: [sum('s.intake_cents', 'IntakeCents'), sum('s.strikes', 'Strikes'), sum('s.strike_cents', 'StrikeCents')].join(', '),
    };
  },
});
