/**
 * Fixed Setting's AutoPlace (decision): a schedule starts a Fixed Process run at every location whose
 * setting has AutoPlace and that has an active fixed bet. Every FIXED_SCHEDULE_CRON tick (once across
 * all instances); a run places only what is due (cut-off within HoursBeforeCutOff) and not yet
 * placed, so a tick with nothing due places nothing, and a location's run under way is not doubled.
 */
import type { Database } from '../db/database.ts';
import type { JobEngine } from './engine.ts';
import { fixedProcessJobs, type FixedProcessJobs } from './fixedProcessJob.ts';

/** Every 10 minutes (UTC): a fixed bet is placed at most 10 minutes after its draw comes into the window. */
export const FIXED_SCHEDULE_CRON = '*/10 * * * *';

/** One tick: a run started at each location with AutoPlace and an active fixed bet. */
export async function startAutoPlacedRuns(db: Database, runs: FixedProcessJobs): Promise<void> {
  const { rows } = await db.query<{ loc_id: string }>(
    `select s.loc_id from fixed_settings s
     where s.auto_place and exists (select 1 from fixed_bets f where f.loc_id = s.loc_id and f.active and f.deleted_at is null)
     order by s.loc_id`,
  );
  for (const { loc_id } of rows) await runs.start(loc_id, null);
}

/** Before the engine starts (server/start.ts). */
export function registerFixedSchedule(jobs: JobEngine, db: Database, now: () => number) {
  const runs = fixedProcessJobs(jobs, { db, now });
  jobs.schedule('fixed-auto', FIXED_SCHEDULE_CRON, () => startAutoPlacedRuns(db, runs));
}
