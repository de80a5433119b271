/**
 * One run of the Fixed Process at a location: every active fixed bet placed for every open draw of
 * its days whose cut-off is within the location's Fixed Setting window, each through placeFixedBet.
 * The work left is asked of the tables on every start (pairs without a placement), so a run that
 * stopped, or was taken for dead, resumes where it was; two runners of one run never place twice.
 */
import type { Location } from '../../domain/bets/index.ts';
import type { Database } from '../db/database.ts';
import { timestamp } from '../db/timestamp.ts';
import { readFixedSetting } from './fixedSetting.ts';
import { placeFixedBet } from './placeFixedBet.ts';

interface DuePair {
  fixed_bet_id: number;
  draw_id: number;
}

/** The (fixed bet, draw) pairs not yet placed: open draws of the location, cut-off within `hours`. */
async function duePairs(db: Database, location: string, at: number, hours: number): Promise<DuePair[]> {
  const { rows } = await db.query<DuePair>(
    `select f.fixed_bet_id, d.draw_id
     from fixed_bets f
     join draws d on d.loc_id = f.loc_id and not d.is_finalised
       and d.closes_at > $2::timestamptz and d.closes_at <= $2::timestamptz + make_interval(hours => $3)
       and to_char(d.draw_date, 'Dy') = any (f.days)
     where f.loc_id = $1 and f.active and f.deleted_at is null
       and not exists (select 1 from fixed_placements p where p.fixed_bet_id = f.fixed_bet_id and p.draw_id = d.draw_id)
     order by d.closes_at, f.fixed_bet_id`,
    [location, timestamp(at), hours],
  );
  return rows;
}

/** Runs run `runId` to its end (or until `signal` aborts); a finished run is left alone. */
export async function runFixedProcess(db: Database, runId: number, now: () => number, signal?: AbortSignal): Promise<void> {
  const { rows } = await db.query<{ loc_id: Location }>(
    `update fixed_runs set status = 'running' where run_id = $1 and status in ('queued', 'running') returning loc_id`,
    [runId],
  );
  const location = rows[0]?.loc_id;
  if (!location) return;
  const setting = await readFixedSetting(db, location);
  for (const pair of await duePairs(db, location, now(), setting.HoursBeforeCutOff)) {
    signal?.throwIfAborted();
    await placeFixedBet(db, runId, pair.fixed_bet_id, pair.draw_id, location, now());
  }
  signal?.throwIfAborted();
  await db.query(`update fixed_runs set status = 'succeeded', finished_at = $2::timestamptz where run_id = $1 and status in ('queued', 'running')`, [
    runId,
    timestamp(now()),
  ]);
}
