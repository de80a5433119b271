/**
 * The intake recompute job (issue 21; spec 02 §7.11 outsettingProcess1/2), kind 'intake-recompute' on
 * the job engine, keyed by its run id (table intake_recomputes). A run recomputes the chain of every
 * OPEN draw of its location (not finalised, cut-off ahead: a closed or settled draw keeps the chain
 * it was taken with). Its first step fixes the draws (draw_ids); each draw is then one transaction
 * that locks the run's row, skips a draw already done, recomputes it (recompute.ts) and records it done:
 * a run killed in the middle resumes with the draws left, none lost or done twice.
 *
 * Others start it (a limit, throw number, out setting or distributor rule changed) with
 * startIntakeRecompute({ db, jobs, now }, { locId, startedBy }) after their change has committed; the
 * handler is defined by mountIntakeRoutes (server/routes/intake.ts) before the engine starts.
 */
import type { Database, Queryable } from '../db/database.ts';
import { timestamp } from '../db/timestamp.ts';
import type { JobEngine } from '../jobs/engine.ts';
import { writeAudit } from '../audit.ts';
import { recomputeChain } from './recompute.ts';

export const INTAKE_RECOMPUTE_JOB = 'intake-recompute';

export interface IntakeJobDeps {
  db: Database;
  jobs: JobEngine;
  now: () => number;
}

export interface IntakeRecomputeRow {
  recompute_id: number;
  loc_id: string;
  started_by: string;
  status: 'queued' | 'running' | 'succeeded' | 'failed';
  draws: number;
  draws_done: number;
  message: string | null;
  queued_at: string;
  finished_at: string | null;
}

export const RECOMPUTE_COLUMNS = `recompute_id, loc_id, started_by, status, cardinality(draw_ids) as draws,
  cardinality(done_draw_ids) as draws_done, message,
  to_char(queued_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') as queued_at,
  to_char(finished_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') as finished_at`;

/** The open draws of a location now: the ones a recompute moves. */
export async function openDrawIds(db: Queryable, locId: string, now: number): Promise<number[]> {
  const { rows } = await db.query<{ draw_id: number }>(
    'select draw_id from draws where loc_id = $1 and not is_finalised and closes_at > $2::timestamptz order by draw_id',
    [locId, timestamp(now)],
  );
  return rows.map((r) => r.draw_id);
}

async function recordFailure(db: Queryable, id: number, at: number, message: string) {
  await db.query(
    `update intake_recomputes set status = 'failed', message = $3, finished_at = $2::timestamptz
     where recompute_id = $1 and status in ('queued', 'running')`,
    [id, timestamp(at), message],
  );
}

/** One run's work; each step its own transaction (see the file's comment). */
export async function runIntakeRecompute({ db, now }: Pick<IntakeJobDeps, 'db' | 'now'>, id: number, signal?: AbortSignal): Promise<void> {
  const pending = await db.transaction(async (tx) => {
    const { rows } = await tx.query<{ status: string; loc_id: string; draw_ids: number[]; done_draw_ids: number[] }>(
      'select status, loc_id, draw_ids, done_draw_ids from intake_recomputes where recompute_id = $1 for update',
      [id],
    );
    const run = rows[0];
    if (!run || (run.status !== 'queued' && run.status !== 'running')) return [];
    if (run.status === 'queued') {
      const drawIds = await openDrawIds(tx, run.loc_id, now());
      await tx.query(
        `update intake_recomputes set status = 'running', draw_ids = $2::int[], started_at = $3::timestamptz where recompute_id = $1`,
        [id, drawIds, timestamp(now())],
      );
      return drawIds;
    }
    return run.draw_ids.filter((d) => !run.done_draw_ids.includes(d));
  });
  for (const drawId of pending) {
    signal?.throwIfAborted();
    await db.transaction(async (tx) => {
      const { rows } = await tx.query<{ done: boolean }>(
        'select $2 = any(done_draw_ids) as done from intake_recomputes where recompute_id = $1 for update',
        [id, drawId],
      );
      if (rows[0]?.done !== false) return;
      await recomputeChain(tx, { drawIds: [drawId] });
      await tx.query('update intake_recomputes set done_draw_ids = array_append(done_draw_ids, $2) where recompute_id = $1', [id, drawId]);
    });
  }
  await db.query(
    `update intake_recomputes set status = 'succeeded', finished_at = $2::timestamptz
     where recompute_id = $1 and status = 'running' and cardinality(done_draw_ids) >= cardinality(draw_ids)`,
    [id, timestamp(now())],
  );
}

/** Defines the job kind (once, before the engine starts). */
export function defineIntakeRecompute(deps: IntakeJobDeps): void {
  deps.jobs.define(INTAKE_RECOMPUTE_JOB, async ({ key, finalAttempt, signal }) => {
    const id = Number(key);
    try {
      await runIntakeRecompute(deps, id, signal);
    } catch (error) {
      if (finalAttempt) await recordFailure(deps.db, id, deps.now(), error instanceof Error ? error.message : String(error));
      throw error;
    }
  });
}

/**
 * Queues a recompute of the location's open draws, with its audit row; a run of the location still
 * queued (it reads the settings when it starts) is answered instead of a second one.
 */
export async function startIntakeRecompute(
  deps: IntakeJobDeps,
  { locId, startedBy }: { locId: string; startedBy: string },
): Promise<IntakeRecomputeRow> {
  const started = await deps.db.transaction(async (tx) => {
    const { rows: queued } = await tx.query<IntakeRecomputeRow>(
      `select ${RECOMPUTE_COLUMNS} from intake_recomputes where loc_id = $1 and status = 'queued' order by recompute_id desc limit 1`,
      [locId],
    );
    if (queued[0]) return { row: queued[0], isNew: false };
    const at = deps.now();
    const { rows } = await tx.query<IntakeRecomputeRow>(
      `insert into intake_recomputes (loc_id, started_by, status, queued_at) values ($1, $2, 'queued', $3::timestamptz)
       returning ${RECOMPUTE_COLUMNS}`,
      [locId, startedBy, timestamp(at)],
    );
    await writeAudit(tx, {
      userId: startedBy, locId, action: 'intake.recompute.start', entity: 'intakeRecompute', entityId: rows[0]!.recompute_id,
      before: null, after: { Status: 'queued' }, at,
    });
    return { row: rows[0]!, isNew: true };
  });
  if (started.isNew) await deps.jobs.send(INTAKE_RECOMPUTE_JOB, String(started.row.recompute_id));
  return started.row;
}

/**
 * The latest run of a location (null before the first). A run the engine gave up on (its retries spent
 * by deaths, never reaching its own failure record) is recorded failed now; one the engine runs while
 * its row still says queued is answered running.
 */
export async function latestIntakeRecompute(deps: IntakeJobDeps, locId: string): Promise<IntakeRecomputeRow | null> {
  const latest = async () =>
    (await deps.db.query<IntakeRecomputeRow>(
      `select ${RECOMPUTE_COLUMNS} from intake_recomputes where loc_id = $1 order by recompute_id desc limit 1`,
      [locId],
    )).rows[0] ?? null;
  const row = await latest();
  if (row && (row.status === 'queued' || row.status === 'running')) {
    const engine = await deps.jobs.state(INTAKE_RECOMPUTE_JOB, String(row.recompute_id));
    if (engine?.state === 'failed' || engine?.state === 'cancelled') {
      await recordFailure(deps.db, row.recompute_id, deps.now(), engine.error ?? 'the job was stopped');
      return latest();
    }
    if (engine?.state === 'active' && row.status === 'queued') return { ...row, status: 'running' };
  }
  return row;
}
