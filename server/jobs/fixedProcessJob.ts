/**
 * The Fixed Process (contract/fixedBets.ts selectProcessJob, updateProcessJob) on the job engine as
 * kind 'fixed-process', keyed by its run id; the run's row (fixed_runs) keeps its state and its
 * placements and refusals are its report. The work is server/fixedBets/fixedRun.ts.
 */
import type { FixedRun, FixedRunLine } from '../../contract/fixedBets.ts';
import type { Database, Queryable } from '../db/database.ts';
import { timestamp } from '../db/timestamp.ts';
import type { JobEngine } from './engine.ts';
import { writeAudit } from '../audit.ts';
import { runFixedProcess } from '../fixedBets/fixedRun.ts';
import { recordDeadRun, recordRunFailure } from './recordedRuns.ts';

export const FIXED_PROCESS_JOB = 'fixed-process';

export interface FixedProcessJobs {
  /** Queues a run at `location` (by `userId`; null: the schedule), or answers the run under way there. */
  start(location: string, userId: string | null): Promise<FixedRun>;
  /** The location's latest run; null before the first. */
  latest(location: string): Promise<FixedRun | null>;
}

interface RunRow {
  run_id: number;
  status: FixedRun['Status'];
  started_by: string | null;
  message: string | null;
  created_at: string;
  finished_at: string | null;
}

const RUN_COLUMNS = `run_id, status, started_by, message,
  to_char(created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') as created_at,
  to_char(finished_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') as finished_at`;

async function runOf(db: Queryable, row: RunRow | undefined): Promise<FixedRun | null> {
  if (!row) return null;
  const { rows } = await db.query<FixedRunLine>(
    `select e.fixed_bet_id as "FixedBetId", f.user_id as "UserId", e.draw_id as "DrawId", to_char(d.draw_date, 'YYYY-MM-DD') as "DrawDate",
       e.placed as "Placed", e.reason as "Reason", e.cost::float8 as "CostCents"
     from (
       select fixed_bet_id, draw_id, true as placed, null::text as reason, cost_cents as cost from fixed_placements where run_id = $1
       union all
       select fixed_bet_id, draw_id, false, reason, 0 from fixed_refusals where run_id = $1
     ) e
     join fixed_bets f on f.fixed_bet_id = e.fixed_bet_id
     join draws d on d.draw_id = e.draw_id
     order by e.placed desc, d.draw_date, e.fixed_bet_id`,
    [row.run_id],
  );
  return {
    RunId: row.run_id,
    Status: row.status,
    StartedBy: row.started_by,
    Placed: rows.filter((line) => line.Placed).length,
    Refused: rows.filter((line) => !line.Placed).length,
    Lines: rows,
    Message: row.message,
    CreatedAt: row.created_at,
    FinishedAt: row.finished_at,
  };
}

export function fixedProcessJobs(jobs: JobEngine, { db, now }: { db: Database; now: () => number }): FixedProcessJobs {
  jobs.define(FIXED_PROCESS_JOB, async ({ key, finalAttempt, signal }) => {
    const runId = Number(key);
    try {
      await runFixedProcess(db, runId, now, signal);
    } catch (error) {
      if (finalAttempt && !signal.aborted) await recordRunFailure(db, 'fixed_runs', runId, now(), error instanceof Error ? error.message : String(error));
      throw error;
    }
  });

  const latestRow = async (location: string) =>
    (await db.query<RunRow>(`select ${RUN_COLUMNS} from fixed_runs where loc_id = $1 order by run_id desc limit 1`, [location])).rows[0];

  return {
    async start(location, userId) {
      const run = await db.transaction(async (tx) => {
        const at = now();
        // The partial unique index keeps one run under way per location, even when two start at once.
        const { rows } = await tx.query<RunRow>(
          `insert into fixed_runs (loc_id, status, started_by, created_at) values ($1, 'queued', $2, $3::timestamptz)
           on conflict (loc_id) where status in ('queued', 'running') do nothing returning ${RUN_COLUMNS}`,
          [location, userId, timestamp(at)],
        );
        if (!rows[0]) {
          const underWay = await tx.query<RunRow>(
            `select ${RUN_COLUMNS} from fixed_runs where loc_id = $1 and status in ('queued', 'running') order by run_id desc limit 1`,
            [location],
          );
          return { row: underWay.rows[0], isNew: false };
        }
        await writeAudit(tx, {
          userId, locId: location, action: 'fixedProcess.start', entity: 'fixedRun', entityId: rows[0].run_id, before: null, after: { Status: 'queued' }, at,
        });
        return { row: rows[0], isNew: true };
      });
      if (run.isNew && run.row) await jobs.send(FIXED_PROCESS_JOB, String(run.row.run_id));
      // The run under way finished between the insert and the read: the latest is the answer.
      return (await runOf(db, run.row ?? (await latestRow(location))))!;
    },
    async latest(location) {
      const row = await latestRow(location);
      if (row && (row.status === 'queued' || row.status === 'running') && (await recordDeadRun(jobs, FIXED_PROCESS_JOB, db, 'fixed_runs', row.run_id, now()))) {
        return runOf(db, await latestRow(location));
      }
      return runOf(db, row);
    },
  };
}
