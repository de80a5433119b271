/**
 * The draw calendar's calls (contract/draws.ts, spec 02 §3 Draw, §7.9). Reads are for anyone working
 * at the location (the edge checks that); Draw Setting's lists, adding and changing draws need the
 * DrawSetting permission, whatever the role (server/draws/permission.ts), at the caller's own
 * locations, with an audit row in the write's transaction.
 *
 * Decisions: POST draw takes a day from today on whose cut-off is still ahead (a draw born closed
 * takes no bet and would only confuse); PUT draw changes the times of a draw that is still open and
 * has no result: a closed draw stays closed (bets were refused for it and the job stamped it), but an
 * open draw's cut-off may be moved to now or earlier to close it at once.
 */
import {
  createDraw,
  drawActiveLatest,
  drawById,
  drawDates,
  drawResultDates,
  drawWeek,
  drawWeekJob,
  draws2,
  updateDraw,
  type Draw,
  type DrawDate,
} from '../../contract/draws.ts';
import { fail } from '../http/envelope.ts';
import type { ApiRouter } from '../http/implement.ts';
import type { RouteDeps } from '../http/routeDeps.ts';
import { locationsServed } from '../http/locationGate.ts';
import { writeAudit } from '../audit.ts';
import { timestamp } from '../db/timestamp.ts';
import { operatorDay } from '../../domain/operatorTime.ts';
import { drawById as readDraw, selectDraws } from '../draws/drawRows.ts';
import { drawHasResultSql } from '../draws/status.ts';
import { mayUseDrawSetting } from '../draws/permission.ts';
import { addDays, mondayOf, operatorInstant } from '../draws/calendarDates.ts';
import { CREATE_DRAWS_CRON } from '../draws/schedules.ts';
import { CREATE_DRAWS_RUN_ACTION } from '../draws/calendar.ts';
import { operatorClock } from '../betting/draws.ts';

export function mountDrawRoutes(router: ApiRouter, { db, now }: RouteDeps) {
  /** GET {4d|tt}/draw/dateAll?LocId= : the location's draw calendar, latest first (an unknown location has none). */
  router.implement(drawDates, async ({ query }) => selectDraws(db, now(), 'd.loc_id = $2', [query.LocId]));

  router.implement(drawWeek, async ({ query, caller, c }) => {
    const access = await mayUseDrawSetting(db, caller.userId);
    if (!access.ok) return fail(c, access.status, access.message);
    // A Date that is no day of the calendar was refused at the edge (contract/fields.ts calendarDate).
    const date = query.Date ?? operatorDay(now());
    const monday = mondayOf(date);
    return selectDraws(db, now(), 'd.loc_id = $2 and d.draw_date between $3::date and $4::date', [query.LocId, monday, addDays(monday, 6)], 'd.draw_date');
  });

  router.implement(drawWeekJob, async ({ query, caller, c }) => {
    const access = await mayUseDrawSetting(db, caller.userId);
    if (!access.ok) return fail(c, access.status, access.message);
    const { rows } = await db.query<{ weeks_ahead: number; created_until: string | null; last_run: string | null }>(
      `select s.weeks_ahead,
         (select to_char(max(draw_date), 'YYYY-MM-DD') from draws where loc_id = s.loc_id) as created_until,
         (select to_char(max(at) at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') from audit_log
          where action = $2 and loc_id = s.loc_id) as last_run
       from draw_settings s where s.loc_id = $1`,
      [query.LocId, CREATE_DRAWS_RUN_ACTION],
    );
    const row = rows[0];
    if (!row) return fail(c, 404, `${query.LocId} has no draw settings.`);
    return { WeeksAhead: row.weeks_ahead, Schedule: CREATE_DRAWS_CRON, CreatedUntil: row.created_until, LastRun: row.last_run };
  });

  router.implement(drawById, async ({ params, query, caller, game, c }) => {
    const draw = await readDraw(db, now(), params.DrawId);
    const served = locationsServed(game, caller.locations);
    if (!draw || !served.includes(draw.LocId) || (query.LocId !== undefined && query.LocId !== draw.LocId)) {
      return fail(c, 404, `Draw ${params.DrawId} is not a draw of your location.`);
    }
    return draw;
  });

  router.implement(drawActiveLatest, async ({ query }) => {
    const open = await selectDraws(db, now(), 'd.loc_id = $2 and not d.is_finalised and d.closes_at > $1::timestamptz', [query.LocId], 'd.closes_at limit 1');
    return open[0] ?? null;
  });

  router.implement(drawResultDates, async ({ query }) => {
    const { rows } = await db.query<DrawDate>(
      `select d.draw_id as "DrawId", to_char(d.draw_date, 'YYYY-MM-DD') as "DrawDate", d.is_finalised as "IsFinalised"
       from draws d where d.loc_id = $1 and ${drawHasResultSql('d')} order by d.draw_date desc`,
      [query.LocId],
    );
    return rows;
  });

  router.implement(draws2, async ({ query, caller, c }) => {
    const access = await mayUseDrawSetting(db, caller.userId);
    if (!access.ok) return fail(c, access.status, access.message);
    if (query.DrawFrom && query.DrawTo && query.DrawFrom > query.DrawTo) return fail(c, 400, 'DrawFrom must not come after DrawTo.');
    return selectDraws(
      db,
      now(),
      'd.loc_id = $2 and ($3::date is null or d.draw_date >= $3::date) and ($4::date is null or d.draw_date <= $4::date)',
      [query.LocId, query.DrawFrom ?? null, query.DrawTo ?? null],
    );
  });

  router.implement(createDraw, async ({ body, caller, c }) => {
    const access = await mayUseDrawSetting(db, caller.userId);
    if (!access.ok) return fail(c, access.status, access.message);
    const { rows: settings } = await db.query<{ draw_time: string; cut_off_time: string }>(
      'select draw_time, cut_off_time from draw_settings where loc_id = $1',
      [body.LocId],
    );
    const drawTime = body.DrawTime ?? settings[0]?.draw_time;
    const cutOffTime = body.CutOffTime ?? settings[0]?.cut_off_time;
    if (drawTime === undefined || cutOffTime === undefined) return fail(c, 400, `${body.LocId} has no draw settings: give DrawTime and CutOffTime.`);
    if (cutOffTime >= drawTime) return fail(c, 400, `The cut-off (${cutOffTime}) must come before the draw time (${drawTime}).`);
    if (body.DrawDate < operatorDay(now())) return fail(c, 400, `The draw date ${body.DrawDate} is in the past.`);
    const closesAt = operatorInstant(body.DrawDate, cutOffTime);
    if (closesAt <= now()) return fail(c, 400, `The cut-off ${cutOffTime} of ${body.DrawDate} has passed: choose a later cut-off or day.`);
    const drawAt = operatorInstant(body.DrawDate, drawTime);

    const created = await db.transaction(async (tx) => {
      const { rows } = await tx.query<{ draw_id: number }>(
        `insert into draws (loc_id, draw_date, special, is_finalised, created_at, draw_at, closes_at)
         values ($1, $2::date, $3, false, $4::timestamptz, $5::timestamptz, $6::timestamptz)
         on conflict (loc_id, draw_date) do nothing returning draw_id`,
        [body.LocId, body.DrawDate, body.Special, timestamp(now()), timestamp(drawAt), timestamp(closesAt)],
      );
      const drawId = rows[0]?.draw_id;
      if (drawId === undefined) return null;
      const draw = await readDraw(tx, now(), drawId);
      await writeAudit(tx, { userId: caller.userId, locId: body.LocId, action: 'draw.create', entity: 'draw', entityId: drawId, before: null, after: draw, at: now() });
      return draw;
    });
    if (!created) return fail(c, 409, `${body.LocId} already has a draw on ${body.DrawDate}.`);
    return created;
  });

  router.implement(updateDraw, async ({ body, caller, game, c }) => {
    const access = await mayUseDrawSetting(db, caller.userId);
    if (!access.ok) return fail(c, access.status, access.message);
    if (body.CutOffTime >= body.DrawTime) return fail(c, 400, `The cut-off (${body.CutOffTime}) must come before the draw time (${body.DrawTime}).`);
    const served = locationsServed(game, caller.locations);
    const answer = await db.transaction(async (tx): Promise<{ ok: true; draw: Draw } | { ok: false; status: 404 | 409; message: string }> => {
      // Locked: a draw being closed or given its result at this moment waits for this change or wins it.
      const { rows } = await tx.query<{ draw_id: number }>('select draw_id from draws where draw_id = $1 for update', [body.DrawId]);
      const before = rows[0] ? await readDraw(tx, now(), body.DrawId) : null;
      if (!before || !served.includes(before.LocId)) return { ok: false, status: 404, message: `Draw ${body.DrawId} is not a draw of your location.` };
      if (before.HasResult) return { ok: false, status: 409, message: `The draw of ${before.DrawDate} has its result: its times can no longer change.` };
      if (before.Status !== 'open') {
        return { ok: false, status: 409, message: `The draw of ${before.DrawDate} closed at ${operatorClock(Date.parse(before.CutOff))}: a closed draw is not reopened.` };
      }
      await tx.query('update draws set draw_at = $2::timestamptz, closes_at = $3::timestamptz where draw_id = $1', [
        body.DrawId,
        timestamp(operatorInstant(before.DrawDate, body.DrawTime)),
        timestamp(operatorInstant(before.DrawDate, body.CutOffTime)),
      ]);
      const after = await readDraw(tx, now(), body.DrawId);
      await writeAudit(tx, { userId: caller.userId, locId: before.LocId, action: 'draw.update', entity: 'draw', entityId: body.DrawId, before, after, at: now() });
      return { ok: true, draw: after! };
    });
    if (!answer.ok) return fail(c, answer.status, answer.message);
    return answer.draw;
  });
}
