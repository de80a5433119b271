/**
 * The job engine: every background job and schedule of the server runs on pg-boss (a PostgreSQL job
 * queue: SKIP LOCKED fetching, retries with back-off, singleton queues, cron schedules), over the app's own database on both engines: PGlite through pg-boss's `db` adapter, a
 * PostgreSQL server through the app's pool. Its tables live in their own schema (`pgboss`).
 *
 * Guarantees: a job sent for a key while one of that key is queued or running is not sent again; a
 * queue runs one job of a key at a time; a run that throws is retried after `retryDelaySeconds`
 * (doubling); a live run keeps its claim however long it takes (it beats every `heartbeatSeconds`,
 * claims.ts), and a run whose beats stopped for DEAD_AFTER_BEATS beats (its instance died) is handed
 * back at once by the sweep of any instance and taken over by any instance; a schedule runs once per
 * tick across all instances. pg-boss queues, retries and schedules; this engine's own worker
 * (worker.ts) runs the handlers, since pg-boss's fails a long run while it goes on.
 *
 * A resumable job (how to add one, e.g. settlement):
 *   1. Keep the job's progress in the app's own tables, and write it in the same transaction as the
 *      work it records, after locking the progress row FOR UPDATE (see processFile.ts storeBatch). A
 *      retried run, or a second runner at the same time, then reads where the work stands and never
 *      does a step twice. Throw to have the run retried; throw `JobFailure` to fail it for good.
 *      Between steps, stop when `run.signal` aborts (`signal.throwIfAborted()`), recording nothing:
 *      another run holds the job then (this one was taken for dead), or the server stops.
 *   2. Register it once, before `start` (server/start.ts, next to the file job):
 *        jobs.define('settle-draw', ({ key }) => settleDraw(deps, Number(key)));
 *   3. Start it where the user asks for it (the route), keyed by what it works on:
 *        await jobs.send('settle-draw', String(drawId), {}, stillToSettle(drawId));
 *      where `stillToSettle` reads the progress row, so a job that ended while it was asked for is not queued again.
 *      and answer its status from `await jobs.state('settle-draw', String(drawId))`.
 * A schedule: `jobs.schedule('close-draws', CLOSE_DRAWS_CRON, (now) => closeDueDraws(db, now))`.
 */
import PgBoss from 'pg-boss';
import type { Database, Queryable } from '../db/database.ts';
import type { JobTimings } from '../config.ts';
import { claimStore, DEAD_AFTER_BEATS, RESUMING_AFTER_BEATS, runIsLive } from './claims.ts';
import { runsInThisProcess, startQueueWorker, type QueueWorker, type RecordEnd } from './worker.ts';
import { outsideRequest } from '../http/requestOrigin.ts';

/**
 * The engine's states of a job: pg-boss's, and `resuming`: its last run stopped before the end (its
 * instance died, or it threw) and another run will take it up where it stopped.
 */
export type JobState = 'created' | 'retry' | 'active' | 'resuming' | 'completed' | 'failed' | 'cancelled';

/** The latest job of a key, as the engine has it. */
export interface JobStateOf {
  state: JobState;
  /** What the handler answered (completed), or the error's message (failed). */
  output: unknown;
  error: string | null;
}

/** One run of a job, as its handler gets it. */
export interface JobRun<Data> {
  key: string;
  data: Data;
  /** True on the last run the retries allow: a handler that fails now fails the job for good. */
  finalAttempt: boolean;
  /**
   * Aborts when the run must stop: it lost its claim (taken for dead, another run took over), or the
   * engine stops past its grace. A long handler checks it between steps; what it records then is dropped.
   */
  signal: AbortSignal;
}

export interface JobOptions {
  /** Runs after the first (default 3); a run that throws or dies is retried this many times. */
  retryLimit?: number;
}

/** Thrown by a handler: the job fails at once with this message, without retrying (the cause will not go away). */
export class JobFailure extends Error {}

/** What a handler's run answers when it failed with JobFailure: kept as the job's output, read back by `state`. */
interface FailedOutput {
  jobFailure: string;
}
const isFailedOutput = (output: unknown): output is FailedOutput =>
  typeof output === 'object' && output !== null && 'jobFailure' in output && typeof output.jobFailure === 'string';

export interface JobEngine {
  /** The schema of the engine's tables (tests look into them). */
  readonly schema: string;
  /** Declares a kind of job and its handler; before `start`. */
  define<Data extends object = Record<string, never>>(kind: string, handler: (run: JobRun<Data>) => Promise<unknown>, options?: JobOptions): void;
  /**
   * Queues a job of `kind` for `key`, unless one of that key is queued or running already, or
   * `stillWanted` (read after that check, in the same transaction) says the work is over. Sends of one
   * key are serialized, so two instances asking at once queue one job, and a job that ends between
   * the caller's read and its send is not queued again.
   */
  send(kind: string, key: string, data?: object, stillWanted?: (q: Queryable) => Promise<boolean>): Promise<void>;
  /** The engine's state of the latest job of `key`, or null when there is none (never sent, or long deleted). */
  state(kind: string, key: string): Promise<JobStateOf | null>;
  /** Runs `handler` with the clock's now at every tick of `cron` (UTC), once across all instances; before `start`. */
  schedule(name: string, cron: string, handler: (now: number) => Promise<unknown>): void;
  /** Creates the queues and schedules, takes back what a dead embedded process left running, starts the workers. */
  start(): Promise<void>;
  /** Stops taking jobs, waits up to `timeoutMs` for the runs under way, then stops. */
  stop(timeoutMs?: number): Promise<void>;
  /** Tests: resolves when no job of this engine's kinds is queued, waiting for a retry, or running. */
  drain(timeoutMs?: number): Promise<void>;
}

interface Definition {
  handler: (run: JobRun<Record<string, unknown>>) => Promise<unknown>;
  options: JobOptions;
}

const DEFAULT_RETRY_LIMIT = 3;
/** The failure a dead run's job carries (and shows, once its retries are spent). */
export const DIED_WHILE_RUNNING = 'the server running it stopped';

export function createJobEngine({
  db,
  now,
  timings,
  schema = 'pgboss',
}: {
  db: Database;
  now: () => number;
  timings: JobTimings;
  schema?: string;
}): JobEngine {
  const boss = new PgBoss({
    // One adapter for both engines: parameterless SQL may hold several statements (pg-boss's install).
    db: { executeSql: (text: string, values?: unknown[]) => (values && values.length > 0 ? db.query(text, values) : db.script(text)) },
    schema,
    supervise: true,
    schedule: true,
    migrate: true,
    maintenanceIntervalSeconds: timings.maintenanceSeconds,
    cronMonitorIntervalSeconds: Math.min(30, timings.maintenanceSeconds),
    cronWorkerIntervalSeconds: Math.min(5, timings.maintenanceSeconds),
    // Kept a day after the end: a status asked later reads the app's own record instead.
    archiveCompletedAfterSeconds: 24 * 60 * 60,
    archiveFailedAfterSeconds: 24 * 60 * 60,
  });
  // Without a listener an 'error' event would end the process: a failed poll is logged and retried.
  boss.on('error', (error: unknown) => console.error('[jobs] engine error', error));

  const definitions = new Map<string, Definition>();
  const schedules = new Map<string, { cron: string; handler: (now: number) => Promise<unknown> }>();
  const workers = new Map<string, QueueWorker>();
  const claims = claimStore(db, schema);
  const deadAfterSeconds = DEAD_AFTER_BEATS * timings.heartbeatSeconds;
  let sweeper: NodeJS.Timeout | undefined;
  let started = false;

  const ensureNotStarted = (what: string) => {
    if (started) throw new Error(`[jobs] ${what} must be declared before the engine starts`);
  };

  const runOne = async (kind: string, job: PgBoss.JobWithMetadata<Record<string, unknown>>, signal: AbortSignal) => {
    const definition = definitions.get(kind)!;
    try {
      return await definition.handler({
        key: job.singletonKey ?? '',
        data: job.data,
        finalAttempt: job.retryCount >= job.retryLimit,
        signal,
      });
    } catch (error) {
      if (error instanceof JobFailure) return { jobFailure: error.message } satisfies FailedOutput;
      if (signal.aborted) console.error(`[jobs] a run of ${kind} ${job.singletonKey ?? ''} stopped:`, String(signal.reason));
      else console.error(`[jobs] a run of ${kind} ${job.singletonKey ?? ''} failed`, error);
      throw error;
    }
  };

  /** How a run ended, on pg-boss (inside the claim's release): completed with the handler's answer, or failed (retried). */
  const recordEnd = (name: string): RecordEnd => (job, ended, adapter) =>
    'error' in ended
      ? boss.fail(name, job.id, ended.error as object, { db: adapter })
      : boss.complete(name, job.id, ended.output as object, { db: adapter });

  /** Hands back the runs that died; this instance's own runs are alive as long as it is. */
  const sweep = async (deadAfter: number, except: readonly string[]) => {
    const names = [...definitions.keys(), ...schedules.keys()];
    for (const taken of await claims.sweep(names, deadAfter, except, DIED_WHILE_RUNNING)) {
      console.warn(`[jobs] the run of ${taken.name} ${taken.key ?? ''} died with its instance: ${taken.state === 'retry' ? 'taken over' : 'failed, its retries spent'}`);
      workers.get(taken.name)?.notify();
    }
  };
  const ownRuns = () => [...workers.values()].flatMap((worker) => worker.runningJobId() ?? []);

  // The latest job of the key; a run that missed RESUMING_AFTER_BEATS beats shows as resuming.
  const latestQuery = `
    select state, output from (
      select case when j.state = 'retry' or (j.state = 'active' and not (${runIsLive('$3')})) then 'resuming' else j.state::text end as state,
        j.output, j.created_on
      from ${schema}.job j left join ${schema}.claim c on c.job_id = j.id where j.name = $1 and j.singleton_key = $2
      union all
      select state::text, output, created_on from ${schema}.archive where name = $1 and singleton_key = $2
    ) jobs order by created_on desc limit 1`;

  return {
    schema,
    define(kind, handler, options = {}) {
      // A second app over the same engine (tests build one) defines the same kinds again: the first stays.
      if (definitions.has(kind)) return;
      ensureNotStarted(`job ${kind}`);
      definitions.set(kind, { handler: handler as Definition['handler'], options });
    },

    async send(kind, key, data = {}, stillWanted) {
      if (!definitions.has(kind)) throw new Error(`[jobs] no job ${kind} is defined`);
      const sent = await db.transaction(async (tx) => {
        // One sender of a key at a time: the next one sees this one's job.
        await tx.query('select pg_advisory_xact_lock(hashtext($1))', [`${schema}.send:${kind}:${key}`]);
        // The queue's 'stately' policy refuses a second queued job of the key; this also spares a
        // queued one behind a running one (it would find nothing left to do).
        const { rows } = await tx.query(
          `select 1 from ${schema}.job where name = $1 and singleton_key = $2 and state < 'completed' limit 1`,
          [kind, key],
        );
        if (rows.length > 0) return false;
        // Read after the engine's: a job that ended before that read recorded its end before it did.
        if (stillWanted && !(await stillWanted(tx))) return false;
        await boss.send(kind, data, { singletonKey: key, db: { executeSql: (sql, values) => tx.query(sql, values) } });
        return true;
      });
      if (!sent) return;
      // Start at once here rather than at this worker's next poll.
      workers.get(kind)?.notify();
    },

    async state(kind, key) {
      const { rows } = await db.query<{ state: JobState; output: unknown }>(latestQuery, [kind, key, RESUMING_AFTER_BEATS * timings.heartbeatSeconds]);
      const row = rows[0];
      if (!row) return null;
      if (row.state === 'completed' && isFailedOutput(row.output)) {
        return { state: 'failed', output: row.output, error: row.output.jobFailure };
      }
      return { state: row.state, output: row.output, error: row.state === 'failed' ? errorMessage(row.output) : null };
    },

    schedule(name, cron, handler) {
      ensureNotStarted(`schedule ${name}`);
      schedules.set(name, { cron, handler });
    },

    async start() {
      started = true;
      await boss.start();
      for (const [kind, { options }] of definitions) {
        const queue = {
          name: kind,
          policy: 'stately' as const,
          retryLimit: options.retryLimit ?? DEFAULT_RETRY_LIMIT,
          retryDelay: timings.retryDelaySeconds,
          retryBackoff: timings.retryDelaySeconds > 0,
        };
        await boss.createQueue(kind, queue);
        await boss.updateQueue(kind, queue);
      }
      for (const [name, { cron }] of schedules) {
        await boss.createQueue(name, { name, policy: 'singleton', retryLimit: 1 });
        await boss.schedule(name, cron, {}, { tz: 'UTC' });
      }
      await claims.install([...definitions.keys(), ...schedules.keys()]);
      // Embedded PGlite belongs to this one process: a job it finds running that no engine of this
      // process runs died with the previous process, so it is taken over now rather than once its
      // claim is dead. A PostgreSQL server is shared: there only the heartbeat tells.
      if (db.engine === 'pglite') await sweep(0, [...runsInThisProcess]);
      const worker = (name: string, handler: (job: PgBoss.JobWithMetadata<Record<string, unknown>>, signal: AbortSignal) => Promise<unknown>) =>
        startQueueWorker({ boss, claims, name, pollSeconds: timings.pollSeconds, heartbeatSeconds: timings.heartbeatSeconds, handler, recordEnd: recordEnd(name) });
      // A run is nobody's request, even when one woke it (send): its audit rows carry no address.
      for (const kind of definitions.keys()) workers.set(kind, worker(kind, (job, signal) => outsideRequest(() => runOne(kind, job, signal))));
      for (const [name, { handler }] of schedules) workers.set(name, worker(name, () => outsideRequest(() => handler(now()))));
      // Every instance looks for dead runs at every beat: a killed instance's job is taken over within
      // DEAD_AFTER_BEATS + 1 beats and a poll.
      sweeper = setInterval(() => {
        sweep(deadAfterSeconds, ownRuns()).catch((error: unknown) => console.error('[jobs] could not look for dead runs', error));
      }, timings.heartbeatSeconds * 1000);
    },

    async stop(timeoutMs = 10_000) {
      if (!started) return;
      started = false;
      clearInterval(sweeper);
      await Promise.all([...workers.values()].map((worker) => worker.stop(timeoutMs)));
      workers.clear();
      await boss.stop({ graceful: true, timeout: timeoutMs, wait: true, close: false });
    },

    async drain(timeoutMs = 60_000) {
      const deadline = Date.now() + timeoutMs;
      const kinds = [...definitions.keys()];
      for (;;) {
        const { rows } = await db.query(
          `select 1 from ${schema}.job where name = any($1::text[]) and state < 'completed' limit 1`,
          [kinds],
        );
        if (rows.length === 0) return;
        if (Date.now() > deadline) throw new Error(`[jobs] jobs still under way after ${timeoutMs} ms`);
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
    },
  };
}

/** pg-boss keeps a failed run's error serialized in the output ({ message, stack } or { value: { message } }). */
function errorMessage(output: unknown): string {
  if (typeof output !== 'object' || output === null) return String(output ?? 'failed');
  if ('message' in output && typeof output.message === 'string') return output.message;
  if ('value' in output) return errorMessage(output.value);
  return JSON.stringify(output);
}
