/**
 * r5 and r5/report (contract/resultRuns.ts): the result insertion runs of a location and one run's
 * report, read from the settlement job's own tables: draw_settlements (the run as recorded, the same
 * figures r5/{DrawId}/status answers once the run is over), strikes (per prize and stake) and
 * ticket_results (what was settled). Draw Setting's, as insertProcess; a draw elsewhere is not found.
 */
import { resultRunReport, resultRuns, RESULT_RUNS_LIMIT, type ResultRun, type StrikeCategory } from '../../contract/resultRuns.ts';
import { fail } from '../http/envelope.ts';
import type { ApiRouter } from '../http/implement.ts';
import type { RouteDeps } from '../http/routeDeps.ts';
import { mayUseDrawSetting } from '../draws/permission.ts';
import { rangeRefusal } from '../queries/statementLines.ts';

const iso = (column: string) => `to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;
const RUN_COLUMNS = `s.draw_id as "DrawId", s.status as "Status", s.entries_total::float8 as "EntriesTotal",
  s.entries_settled::float8 as "EntriesSettled", s.strikes::float8 as "Strikes", s.strike_cents::float8 as "StrikeCents",
  s.message as "Message", to_char(d.draw_date, 'YYYY-MM-DD') as "DrawDate", ${iso('s.queued_at')} as "QueuedAt",
  ${iso('s.started_at')} as "StartedAt", ${iso('s.finished_at')} as "FinishedAt"`;

/** The report's categories in the order of the result: 4D places, then TOTO's groups by name; big before small. */
const CATEGORY_ORDER = `array_position(array['first', 'second', 'third', 'starter', 'consolation'], k.prize), k.prize,
  array_position(array['big', 'small', 'unit'], k.stake)`;

export function mountResultRunRoutes(router: ApiRouter, { db }: RouteDeps) {
  router.implement(resultRuns, async ({ query, caller, location, c }) => {
    const access = await mayUseDrawSetting(db, caller.userId);
    if (!access.ok) return fail(c, access.status, access.message);
    const refusal = rangeRefusal(query);
    if (refusal) return fail(c, refusal.refused.status, refusal.refused.message);
    const { rows } = await db.query<ResultRun>(
      `select ${RUN_COLUMNS} from draw_settlements s join draws d on d.draw_id = s.draw_id
       where d.loc_id = $1 and ($2::date is null or d.draw_date >= $2::date) and ($3::date is null or d.draw_date <= $3::date)
       order by d.draw_date desc, d.draw_id desc limit ${RESULT_RUNS_LIMIT}`,
      [location, query.DrawFrom ?? null, query.DrawTo ?? null],
    );
    return rows;
  });

  router.implement(resultRunReport, async ({ query, caller, location, c }) => {
    const access = await mayUseDrawSetting(db, caller.userId);
    if (!access.ok) return fail(c, access.status, access.message);
    const { rows: runs } = await db.query<ResultRun>(
      `select ${RUN_COLUMNS} from draw_settlements s join draws d on d.draw_id = s.draw_id where s.draw_id = $1 and d.loc_id = $2`,
      [query.DrawId, location],
    );
    const run = runs[0];
    if (!run) return fail(c, 404, 'The result of this draw has not been inserted at your location.');
    const { rows: settled } = await db.query<{ tickets: number; turnover: number; payout: number }>(
      `select count(*)::float8 as tickets, coalesce(sum(stake_cents), 0)::float8 as turnover, coalesce(sum(strike_cents), 0)::float8 as payout
       from ticket_results where draw_id = $1`,
      [query.DrawId],
    );
    const { rows: categories } = await db.query<StrikeCategory>(
      `select k.prize as "Prize", k.stake as "Stake", count(*)::float8 as "Strikes", count(distinct k.ticket_id)::float8 as "Tickets",
         sum(k.stake_cents)::float8 as "StakeCents", sum(k.payout_cents)::float8 as "PayoutCents"
       from strikes k where k.draw_id = $1 group by k.prize, k.stake order by ${CATEGORY_ORDER}`,
      [query.DrawId],
    );
    const { tickets, turnover, payout } = settled[0]!;
    return { Run: run, Tickets: tickets, TurnoverCents: turnover, PayoutCents: payout, WinLossCents: payout - turnover, Categories: categories };
  });
}
