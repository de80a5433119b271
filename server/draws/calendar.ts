/**
 * The draw calendar's two scheduled tasks (issue 15): creating each location's regular draws ahead,
 * and stamping draws closed at their cut-off. The job engine's schedules call them (weekly and
 * every minute, server/draws/schedules.ts), and the server calls createDrawsAhead on start so a
 * fresh database has draws. Both are idempotent: running them twice changes nothing more.
 */
import type { Database } from '../db/database.ts';
import { timestamp } from '../db/timestamp.ts';
import { operatorDay } from '../../domain/operatorTime.ts';

/** The audit action of one run of the creation task (per location): draw/weekJob's LastRun reads it. */
export const CREATE_DRAWS_RUN_ACTION = 'draw.calendar.run';

/**
 * Creates each location's regular draws from today (operator day, GMT+8) for the next
 * draw_settings.weeks_ahead weeks: every day named in draw_days, drawn at draw_time and closing at
 * cut_off_time, both GMT+8 wall times. A day that already has a draw (unique loc_id, draw_date:
 * a special draw, or one moved by hand) is left as it is. Each draw created gets an audit row (user
 * null: the job), and each location one row for the run itself.
 */
export async function createDrawsAhead(db: Database, now: number): Promise<{ created: number }> {
  return db.transaction(async (tx) => {
    const at = timestamp(now);
    const { rows } = await tx.query<{ draw_id: number; loc_id: string; draw_date: string; draw_at: string; closes_at: string }>(
      `with wanted as (
         select s.loc_id, $1::date + g.offset_days as draw_date, s.draw_time, s.cut_off_time
         from draw_settings s
         cross join lateral generate_series(0, s.weeks_ahead * 7 - 1) as g (offset_days)
         where to_char($1::date + g.offset_days, 'Dy') = any (s.draw_days)
       )
       insert into draws (loc_id, draw_date, special, is_finalised, created_at, draw_at, closes_at)
       select w.loc_id, w.draw_date, false, false, $2::timestamptz,
         (to_char(w.draw_date, 'YYYY-MM-DD') || ' ' || w.draw_time || '+08')::timestamptz,
         (to_char(w.draw_date, 'YYYY-MM-DD') || ' ' || w.cut_off_time || '+08')::timestamptz
       from wanted w
       order by w.draw_date, w.loc_id
       on conflict (loc_id, draw_date) do nothing
       returning draw_id, loc_id, to_char(draw_date, 'YYYY-MM-DD') as draw_date, draw_at::text, closes_at::text`,
      [operatorDay(now), at],
    );
    await tx.query(
      `insert into audit_log (at, user_id, loc_id, action, entity, entity_id, before, after)
       select $1::timestamptz, null, c.loc_id, 'draw.create', 'draw', c.draw_id::text, null,
         jsonb_build_object('DrawDate', c.draw_date, 'DrawAt', c.draw_at, 'ClosesAt', c.closes_at, 'Special', false)
       from unnest($2::int[], $3::text[], $4::text[], $5::text[], $6::text[]) as c (draw_id, loc_id, draw_date, draw_at, closes_at)`,
      [at, rows.map((r) => r.draw_id), rows.map((r) => r.loc_id), rows.map((r) => r.draw_date), rows.map((r) => r.draw_at), rows.map((r) => r.closes_at)],
    );
    await tx.query(
      `insert into audit_log (at, user_id, loc_id, action, entity, entity_id, before, after)
       select $1::timestamptz, null, s.loc_id, '${CREATE_DRAWS_RUN_ACTION}', 'drawCalendar', s.loc_id, null,
         jsonb_build_object('Created', (select count(*) from unnest($2::text[]) as c (loc_id) where c.loc_id = s.loc_id))
       from draw_settings s`,
      [at, rows.map((r) => r.loc_id)],
    );
    return { created: rows.length };
  });
}

/**
 * Stamps closed_at on every draw whose cut-off has come (closes_at <= now) and is not stamped yet,
 * with an audit row per draw closed. The bet paths do not wait for this stamp: they compare
 * closes_at with the clock themselves, so a late or missed tick never lets a bet in.
 */
export async function closeDueDraws(db: Database, now: number): Promise<{ closed: number }> {
  return db.transaction(async (tx) => {
    const at = timestamp(now);
    const { rows } = await tx.query<{ draw_id: number; loc_id: string; draw_date: string }>(
      `update draws set closed_at = $1::timestamptz
       where closed_at is null and closes_at <= $1::timestamptz
       returning draw_id, loc_id, to_char(draw_date, 'YYYY-MM-DD') as draw_date`,
      [at],
    );
    if (rows.length > 0) {
      await tx.query(
        `insert into audit_log (at, user_id, loc_id, action, entity, entity_id, before, after)
         select $1::timestamptz, null, c.loc_id, 'draw.close', 'draw', c.draw_id::text, jsonb_build_object('ClosedAt', null),
           jsonb_build_object('DrawDate', c.draw_date, 'ClosedAt', $1::text)
         from unnest($2::int[], $3::text[], $4::text[]) as c (draw_id, loc_id, draw_date)`,
        [at, rows.map((r) => r.draw_id), rows.map((r) => r.loc_id), rows.map((r) => r.draw_date)],
      );
    }
    return { closed: rows.length };
  });
}
