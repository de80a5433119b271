/**
 * The draw schedules on the job engine (issue 15): 'create-draws' creates the draws ahead (draw/week),
 * 'close-draws' closes each draw at its cut-off by the server's clock. Each runs once per cron tick
 * across all instances; a tick whose run fails is retried once, and the next tick catches up anyway
 * (both handlers work from the clock, not from the tick).
 *
 * The handlers and their crons are given by the caller (server/draws/calendar.ts and
 * server/draws/schedules.ts), so this file needs neither:
 *   registerDrawSchedules(jobs, db, { createDrawsAhead, closeDueDraws }, { createDraws: CREATE_DRAWS_CRON, closeDraws: CLOSE_DRAWS_CRON });
 */
import type { Database } from '../db/database.ts';
import type { JobEngine } from './engine.ts';

export interface DrawScheduleHandlers {
  createDrawsAhead: (db: Database, now: number) => Promise<unknown>;
  closeDueDraws: (db: Database, now: number) => Promise<unknown>;
}

/** Cron expressions (UTC, pg-boss's: minute resolution). */
export interface DrawScheduleCrons {
  createDraws: string;
  closeDraws: string;
}

/** Before the engine starts (server/start.ts). */
export function registerDrawSchedules(jobs: JobEngine, db: Database, handlers: DrawScheduleHandlers, crons: DrawScheduleCrons) {
  jobs.schedule('create-draws', crons.createDraws, (now) => handlers.createDrawsAhead(db, now));
  jobs.schedule('close-draws', crons.closeDraws, (now) => handlers.closeDueDraws(db, now));
}
