/**
 * Runs kept in a table of their own (credit_recalc_runs, fixed_runs: run_id, status, message,
 * finished_at) and run on the job engine keyed by run id: what their jobs share.
 */
import type { Queryable } from '../db/database.ts';
import { timestamp } from '../db/timestamp.ts';
import type { JobEngine } from './engine.ts';

export type RunTable = 'credit_recalc_runs' | 'fixed_runs';

/** Marks a run failed with `message`, unless it has ended already. */
export async function recordRunFailure(db: Queryable, table: RunTable, runId: number, at: number, message: string): Promise<void> {
  await db.query(
    `update ${table} set status = 'failed', message = $3, finished_at = $2::timestamptz where run_id = $1 and status in ('queued', 'running')`,
    [runId, timestamp(at), message],
  );
}

/**
 * A run its table still has queued or running whose job the engine failed or stopped (its last attempt
 * died without recording it): recorded failed now. True when it was.
 */
export async function recordDeadRun(jobs: JobEngine, kind: string, db: Queryable, table: RunTable, runId: number, at: number): Promise<boolean> {
  const engine = await jobs.state(kind, String(runId));
  if (engine?.state !== 'failed' && engine?.state !== 'cancelled') return false;
  await recordRunFailure(db, table, runId, at, engine.error ?? 'the job was stopped');
  return true;
}
