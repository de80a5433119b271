/**
 * The Credit Recalc job (contract/creditRecalc.ts) on the job engine as kind 'credit-recalc', keyed by
 * its run id. The run's row (credit_recalc_runs) keeps its state; the work is one transaction that
 * first locks the row and leaves a succeeded run alone, so a retry or a second runner does nothing twice.
 */
import type { CreditRecalcRun } from '../../contract/creditRecalc.ts';
import type { Database, Queryable } from '../db/database.ts';
import { timestamp } from '../db/timestamp.ts';
import type { JobEngine } from './engine.ts';
import { recalculateCredit } from '../ledger/creditRecalc.ts';
import { writeAudit } from '../audit.ts';
import { recordDeadRun, recordRunFailure } from './recordedRuns.ts';

export const CREDIT_RECALC_JOB = 'credit-recalc';

export interface CreditRecalcJobs {
  /** Queues a run for `userId`, or answers the run queued or running. */
  start(userId: string): Promise<CreditRecalcRun>;
  /** The latest run; null before the first. */
  latest(): Promise<CreditRecalcRun | null>;
}

interface RunRow {
  run_id: number;
  status: CreditRecalcRun['Status'];
  started_by: string;
  users_checked: number;
  message: string | null;
  created_at: string;
  finished_at: string | null;
}

const RUN_COLUMNS = `run_id, status, started_by, users_checked, message,
  to_char(created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') as created_at,
  to_char(finished_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') as finished_at`;

async function runOf(db: Queryable, row: RunRow | undefined): Promise<CreditRecalcRun | null> {
  if (!row) return null;
  const { rows } = await db.query<{ user_id: string; so: number; co: number; sb: number; cb: number }>(
    `select user_id, stored_open_stake_cents::float8 as so, computed_open_stake_cents::float8 as co,
       stored_acc_bal_cents::float8 as sb, computed_acc_bal_cents::float8 as cb
     from credit_recalc_differences where run_id = $1 order by user_id`,
    [row.run_id],
  );
  return {
    RunId: row.run_id,
    Status: row.status,
    StartedBy: row.started_by,
    UsersChecked: row.users_checked,
    Differences: rows.map((d) => ({
      UserId: d.user_id, StoredOpenStakes: d.so / 100, ComputedOpenStakes: d.co / 100, StoredAccBal: d.sb / 100, ComputedAccBal: d.cb / 100,
    })),
    Message: row.message,
    CreatedAt: row.created_at,
    FinishedAt: row.finished_at,
  };
}

export function creditRecalcJobs(jobs: JobEngine, { db, now }: { db: Database; now: () => number }): CreditRecalcJobs {
  jobs.define(CREDIT_RECALC_JOB, async ({ key, finalAttempt }) => {
    const runId = Number(key);
    try {
      await db.transaction(async (tx) => {
        const { rows } = await tx.query<{ status: string }>('select status from credit_recalc_runs where run_id = $1 for update', [runId]);
        if (rows[0]?.status !== 'queued' && rows[0]?.status !== 'running') return;
        await recalculateCredit(tx, runId, now());
      });
    } catch (error) {
      if (finalAttempt) await recordRunFailure(db, 'credit_recalc_runs', runId, now(), error instanceof Error ? error.message : String(error));
      throw error;
    }
  });

  const latestRow = async () =>
    (await db.query<RunRow>(`select ${RUN_COLUMNS} from credit_recalc_runs order by run_id desc limit 1`)).rows[0];

  return {
    async start(userId) {
      const run = await db.transaction(async (tx) => {
        const { rows: underWay } = await tx.query<RunRow>(
          `select ${RUN_COLUMNS} from credit_recalc_runs where status in ('queued', 'running') order by run_id desc limit 1`,
        );
        if (underWay[0]) return { row: underWay[0], isNew: false };
        const at = now();
        const { rows } = await tx.query<RunRow>(
          `insert into credit_recalc_runs (status, started_by, created_at) values ('queued', $1, $2::timestamptz) returning ${RUN_COLUMNS}`,
          [userId, timestamp(at)],
        );
        // The start is a write of its own: its audit row commits with the run's row.
        await writeAudit(tx, {
          userId, locId: null, action: 'credit.recalc.start', entity: 'creditRecalc', entityId: rows[0]!.run_id,
          before: null, after: { Status: 'queued' }, at,
        });
        return { row: rows[0]!, isNew: true };
      });
      if (run.isNew) await jobs.send(CREDIT_RECALC_JOB, String(run.row.run_id));
      return (await runOf(db, run.row))!;
    },
    async latest() {
      const row = await latestRow();
      if (row && (row.status === 'queued' || row.status === 'running')) {
        // Its last run died or expired without recording it: recorded now.
        if (await recordDeadRun(jobs, CREDIT_RECALC_JOB, db, 'credit_recalc_runs', row.run_id, now())) return runOf(db, await latestRow());
        const engine = await jobs.state(CREDIT_RECALC_JOB, String(row.run_id));
        if (engine?.state === 'active' && row.status === 'queued') return runOf(db, { ...row, status: 'running' });
      }
      return runOf(db, row);
    },
  };
}
