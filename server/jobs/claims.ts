/**
 * A run's claim on its job (issue 19, defect 7): the instance running a job renews the job's claim
 * row every few seconds (its heartbeat). Only a run whose claim has gone unrenewed for
 * `DEAD_AFTER_BEATS` beats is dead, and only a dead run is handed to another instance: a run never
 * expires for being long, and a killed instance's job is taken over in seconds rather than minutes.
 *
 * The table belongs to the engine and lives in its schema, next to pg-boss's own tables (installed at
 * the engine's start, as pg-boss installs its own). A claim is keyed by the engine's job id and holds
 * the running run's token: a run taken for dead that turns out alive finds another token there and
 * records nothing (its completion or failure is dropped; the run that holds the claim records it).
 */
import type { Database, Queryable } from '../db/database.ts';

/** Beats a run may miss before it is taken for dead. */
export const DEAD_AFTER_BEATS = 3;
/**
 * Beats missed after which a status call already says the job is being resumed: its run has most
 * likely died, and it is taken over one beat later (a run that beats again shows running again).
 */
export const RESUMING_AFTER_BEATS = DEAD_AFTER_BEATS - 1;
/**
 * pg-boss's own expiry of a run, set out of reach: a run's life is its claim's heartbeat, never its
 * length (pg-boss's maintenance would fail a live run past its expiry, and its API allows 24 h at
 * most). Ten years fits its int column.
 */
const NEVER_EXPIRES_SECONDS = 10 * 365 * 24 * 60 * 60;

/** pg-boss's own db adapter, over one transaction (its complete and fail take one as `{ db }`). */
export interface SqlAdapter {
  executeSql(text: string, values?: unknown[]): Promise<{ rows: unknown[] }>;
}

/** A job whose run was found dead and handed back to the queue (retry), or failed for good (its retries spent). */
export interface TakenOver {
  name: string;
  key: string | null;
  state: 'retry' | 'failed';
}

/**
 * SQL: is the run of job `j` (pg-boss's job row) alive, left joined with its claim `c`? A run that has
 * not beaten yet (fetched, its claim not written yet) counts from its start. `$deadAfter` is a parameter
 * placeholder for the seconds of silence that make it dead.
 */
export const runIsLive = (deadAfter: string) => `coalesce(c.beat_on, j.started_on) >= now() - ${deadAfter}::float8 * interval '1 second'`;

export function claimStore(db: Database, schema: string) {
  const claim = `${schema}.claim`;
  return {
    /**
     * Creates the table once (two instances may start at once: the advisory lock makes them take turns),
     * and takes the queues `names` and their jobs under way out of pg-boss's expiry.
     */
    async install(names: readonly string[]): Promise<void> {
      await db.transaction(async (tx) => {
        await tx.query('select pg_advisory_xact_lock(hashtext($1))', [claim]);
        await tx.query(`create table if not exists ${claim} (job_id uuid primary key, token uuid not null, beat_on timestamptz not null default now())`);
        await tx.query(`update ${schema}.queue set expire_seconds = $2 where name = any($1::text[])`, [names, NEVER_EXPIRES_SECONDS]);
        await tx.query(`update ${schema}.job set expire_in = $2 * interval '1 second' where name = any($1::text[]) and state < 'completed'`, [
          names, NEVER_EXPIRES_SECONDS,
        ]);
      });
    },

    /** The run of `jobId` with `token` claims it (a run taken over before it keeps the same job id: its token is replaced). */
    async take(jobId: string, token: string): Promise<void> {
      await db.query(
        `insert into ${claim} (job_id, token, beat_on) values ($1, $2, now())
         on conflict (job_id) do update set token = excluded.token, beat_on = excluded.beat_on`,
        [jobId, token],
      );
    },

    /** One heartbeat; false when the claim is no longer this run's (it was taken for dead and taken over). */
    async beat(jobId: string, token: string): Promise<boolean> {
      const { rows } = await db.query(`update ${claim} set beat_on = now() where job_id = $1 and token = $2 returning 1`, [jobId, token]);
      return rows.length > 0;
    },

    /**
     * Ends the run's claim and, in the same transaction, records how the run ended (`record`, pg-boss's
     * complete or fail over the transaction). Nothing is recorded when the claim is no longer the run's.
     */
    async release(jobId: string, token: string, record: (adapter: SqlAdapter) => Promise<unknown>): Promise<boolean> {
      return db.transaction(async (tx: Queryable) => {
        const { rows } = await tx.query(`delete from ${claim} where job_id = $1 and token = $2 returning 1`, [jobId, token]);
        if (rows.length === 0) return false;
        await record({ executeSql: (text, values) => tx.query(text, values) });
        return true;
      });
    },

    /**
     * Hands every dead run of the queues `names` back: retried at once (a dead instance is no fault of
     * the job, so no back-off) or failed for good when its retries are spent, with `message` as the
     * failure. Runs of `except` (this instance's own, alive while it is) are left alone. Two instances
     * sweeping at once take each run once (the rows are locked, skipped by the other).
     */
    async sweep(names: readonly string[], deadAfterSeconds: number, except: readonly string[], message: string): Promise<TakenOver[]> {
      const { rows } = await db.query<TakenOver>(
        `with dead as (
           select j.name, j.id from ${schema}.job j left join ${claim} c on c.job_id = j.id
           where j.name = any($1::text[]) and j.state = 'active' and not (j.id = any($3::uuid[]))
             and not (${runIsLive('$2')})
           for update of j skip locked
         ), released as (
           delete from ${claim} c using dead where c.job_id = dead.id
         )
         update ${schema}.job j set
           state = (case when j.retry_count < j.retry_limit then 'retry' else 'failed' end)::${schema}.job_state,
           start_after = now(),
           completed_on = case when j.retry_count < j.retry_limit then null else now() end,
           output = jsonb_build_object('message', $4::text)
         from dead where j.name = dead.name and j.id = dead.id and j.state = 'active'
         returning j.name, j.singleton_key as key, j.state::text as state`,
        [names, deadAfterSeconds, except, message],
      );
      return rows;
    },
  };
}

export type ClaimStore = ReturnType<typeof claimStore>;
