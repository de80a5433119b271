/**
 * The job engine: every background job and schedule of the server runs on pg-boss (a PostgreSQL job
 * queue: SKIP LOCKED fetching, retries with back-off, expiry of dead runs, singleton queues, cron
 * schedules), over the app's own database on both engines: PGlite through pg-boss's `db` adapter, a
 * PostgreSQL server through the app's pool. Its tables live in their own schema (`pgboss`).
 *
 * Guarantees: a job sent for a key while one of that key is queued or running is not sent again; a
 * queue runs one job of a key at a time; a run that throws is retried after `retryDelaySeconds`
 * (doubling), a run that outlives `expireSeconds` (its instance died) is failed by the maintenance of
 * any instance and retried by any instance; a schedule runs once per tick across all instances.
 *
 * A resumable job (how to add one, e.g. settlement):
 *   1. Keep the job's progress in the app's own tables, and write it in the same transaction as the
 *      work it records, after locking the progress row FOR UPDATE (see processFile.ts storeBatch). A
 *      retried run, or a second runner at the same time, then reads where the work stands and never
 *      does a step twice. Throw to have the run retried; throw `JobFailure` to fail it for good.
 *   2. Register it once, before `start` (server/start.ts, next to the file job):
 *        jobs.define('settle-draw', ({ key }) => settleDraw(deps, Number(key)));
 *   3. Start it where the user asks for it (the route), keyed by what it works on:
 *        await jobs.send('settle-draw', String(drawId));
 *      and answer its status from `await jobs.state('settle-draw', String(drawId))`.
 * A schedule: `jobs.schedule('close-draws', CLOSE_DRAWS_CRON, (now) => closeDueDraws(db, now))`.
 */
import PgBoss from 'pg-boss';
import type { Database } from '../db/database.ts';
import type { JobTimings } from '../config.ts';

/** The engine's states of a job (pg-boss's). */
export type JobState = 'created' | 'retry' | 'active' | 'completed' | 'failed' | 'cancelled';

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
}

export interface JobOptions {
  /** Runs after the first (default 3); a run that throws or dies is retried this many times. */
  retryLimit?: number;
  /** Seconds one run may take before it is taken for dead (default: the configured expiry). */
  expireInSeconds?: number;
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
  /** Queues a job of `kind` for `key`, unless one of that key is queued or running already. */
  send(kind: string, key: string, data?: object): Promise<void>;
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
  const workers = new Map<string, string>();
  let started = false;

  const ensureNotStarted = (what: string) => {
    if (started) throw new Error(`[jobs] ${what} must be declared before the engine starts`);
  };

  const runOne = async (kind: string, job: PgBoss.JobWithMetadata<Record<string, unknown>>) => {
    const definition = definitions.get(kind)!;
    try {
      return await definition.handler({
        key: job.singletonKey ?? '',
        data: job.data,
        finalAttempt: job.retryCount >= job.retryLimit,
      });
    } catch (error) {
      if (error instanceof JobFailure) return { jobFailure: error.message } satisfies FailedOutput;
      console.error(`[jobs] a run of ${kind} ${job.singletonKey ?? ''} failed`, error);
      throw error;
    }
  };

  const latestQuery = `
    select state, output from (
      select state::text, output, created_on from ${schema}.job where name = $1 and singleton_key = $2
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

    async send(kind, key, data = {}) {
      if (!definitions.has(kind)) throw new Error(`[jobs] no job ${kind} is defined`);
      // The queue's 'stately' policy refuses a second queued job of the key; this also spares a
      // queued one behind a running one (it would find nothing left to do).
      const { rows } = await db.query(
        `select 1 from ${schema}.job where name = $1 and singleton_key = $2 and state < 'completed' limit 1`,
        [kind, key],
      );
      if (rows.length > 0) return;
      await boss.send(kind, data, { singletonKey: key });
      // Start at once here rather than at this worker's next poll.
      const worker = workers.get(kind);
      if (worker) boss.notifyWorker(worker);
    },

    async state(kind, key) {
      const { rows } = await db.query<{ state: JobState; output: unknown }>(latestQuery, [kind, key]);
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
          expireInSeconds: options.expireInSeconds ?? timings.expireSeconds,
        };
        await boss.createQueue(kind, queue);
        await boss.updateQueue(kind, queue);
      }
      for (const [name, { cron }] of schedules) {
        await boss.createQueue(name, { name, policy: 'singleton', retryLimit: 1, expireInSeconds: timings.expireSeconds });
        await boss.schedule(name, cron, {}, { tz: 'UTC' });
      }
      // Embedded PGlite belongs to this one process: a job it finds running died with the previous
      // one, so it is retried now rather than after its expiry. A PostgreSQL server is shared: there
      // only expiry tells a dead run from a live one on another instance.
      if (db.engine === 'pglite') {
        for (const kind of definitions.keys()) {
          const { rows } = await db.query<{ id: string }>(`select id from ${schema}.job where name = $1 and state = 'active'`, [kind]);
          for (const { id } of rows) await boss.fail(kind, id, { message: 'the server stopped while it ran' });
        }
      }
      const work = { pollingIntervalSeconds: timings.pollSeconds, batchSize: 1, includeMetadata: true } as const;
      for (const kind of definitions.keys()) {
        workers.set(
          kind,
          await boss.work<Record<string, unknown>>(kind, work, ([job]) => runOne(kind, job!)),
        );
      }
      for (const [name, { handler }] of schedules) {
        await boss.work(name, { pollingIntervalSeconds: timings.pollSeconds }, () => handler(now()));
      }
    },

    async stop(timeoutMs = 10_000) {
      if (!started) return;
      started = false;
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
