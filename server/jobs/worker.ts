/**
 * The engine's worker of one queue on this instance: fetches a job from pg-boss, claims it, runs its
 * handler while renewing the claim every beat, and records how it ended only while it still holds the
 * claim. One run at a time per queue and instance. pg-boss's own worker is not used: it fails a run
 * that outlives its expiry while the handler goes on, and its retry then runs beside it (issue 19).
 */
import { randomUUID } from 'node:crypto';
import type PgBoss from 'pg-boss';
import type { ClaimStore } from './claims.ts';

/** What a queue's handler gets: the job, and a signal that aborts when the run must stop (claim lost, or the engine stops). */
export type QueueHandler = (job: PgBoss.JobWithMetadata<Record<string, unknown>>, signal: AbortSignal) => Promise<unknown>;

/** How a run that ended is recorded on the engine (pg-boss's complete or fail, inside the claim's release). */
export type RecordEnd = (
  job: PgBoss.JobWithMetadata<Record<string, unknown>>,
  ended: { output: unknown } | { error: unknown },
  adapter: Parameters<Parameters<ClaimStore['release']>[2]>[0],
) => Promise<unknown>;

/** Jobs run by any engine of this process: on the embedded database every other active job died with an earlier process. */
export const runsInThisProcess = new Set<string>();

/** Said when the engine stops before a run ends: the run is handed back, for this or another instance. */
export const STOPPED_WHILE_RUNNING = 'the server stopped while it ran';

interface Run {
  jobId: string;
  token: string;
  controller: AbortController;
}

export interface QueueWorker {
  /** Looks for a job now rather than at the next poll. */
  notify(): void;
  /** This worker's run under way: its job id (alive as long as this instance is). */
  runningJobId(): string | null;
  /** Stops fetching; waits up to `timeoutMs` for the run under way, then stops it and hands its job back. */
  stop(timeoutMs: number): Promise<void>;
}

export function startQueueWorker({
  boss,
  claims,
  name,
  pollSeconds,
  heartbeatSeconds,
  handler,
  recordEnd,
}: {
  boss: PgBoss;
  claims: ClaimStore;
  name: string;
  pollSeconds: number;
  heartbeatSeconds: number;
  handler: QueueHandler;
  recordEnd: RecordEnd;
}): QueueWorker {
  let stopping = false;
  let wake: (() => void) | null = null;
  let current: Run | null = null;

  const idle = () =>
    new Promise<void>((resolve) => {
      const timer = setTimeout(() => done(), pollSeconds * 1000);
      const done = () => {
        clearTimeout(timer);
        wake = null;
        resolve();
      };
      wake = done;
    });

  const run = async (job: PgBoss.JobWithMetadata<Record<string, unknown>>) => {
    const token = randomUUID();
    const controller = new AbortController();
    current = { jobId: job.id, token, controller };
    runsInThisProcess.add(job.id);
    let beating = false;
    let beat: NodeJS.Timeout | undefined;
    const beatEvery = () => setInterval(() => {
      if (beating) return;
      beating = true;
      claims
        .beat(job.id, token)
        .then((held) => {
          // Taken for dead (this instance stalled past the threshold) and taken over: this run stops.
          if (!held) controller.abort(new Error('the run lost its claim to another run'));
        })
        .catch((error: unknown) => console.error(`[jobs] a heartbeat of ${name} ${job.singletonKey ?? ''} failed`, error))
        .finally(() => (beating = false));
    }, heartbeatSeconds * 1000);
    try {
      await claims.take(job.id, token);
      beat = beatEvery();
      let ended: { output: unknown } | { error: unknown };
      try {
        ended = { output: await handler(job, controller.signal) };
      } catch (error) {
        ended = { error };
      }
      clearInterval(beat);
      // Recorded only while the claim is this run's: a run taken over leaves the job to the run that holds it.
      await claims.release(job.id, token, (adapter) => recordEnd(job, ended, adapter));
    } catch (error) {
      // The database failed us: the claim stops beating, so the job is taken over once it is dead.
      console.error(`[jobs] the run of ${name} ${job.singletonKey ?? ''} could not be recorded`, error);
    } finally {
      clearInterval(beat);
      runsInThisProcess.delete(job.id);
      current = null;
    }
  };

  const loop = (async () => {
    while (!stopping) {
      let job: PgBoss.JobWithMetadata<Record<string, unknown>> | undefined;
      try {
        [job] = await boss.fetch<Record<string, unknown>>(name, { batchSize: 1, includeMetadata: true });
      } catch (error) {
        console.error(`[jobs] could not fetch a job of ${name}`, error);
      }
      if (job && !stopping) await run(job);
      else if (!stopping) await idle();
    }
  })();

  return {
    notify: () => wake?.(),
    runningJobId: () => current?.jobId ?? null,
    async stop(timeoutMs) {
      stopping = true;
      wake?.();
      let timer: NodeJS.Timeout | undefined;
      const timedOut = await Promise.race([
        loop.then(() => false),
        new Promise<boolean>((resolve) => (timer = setTimeout(() => resolve(true), timeoutMs))),
      ]);
      clearTimeout(timer);
      const left = current;
      if (!timedOut || !left) return;
      // The run goes on past the grace: told to stop, and its job handed back at once (retried here
      // or elsewhere, from where it stands) rather than after its claim dies. Its own end records nothing.
      left.controller.abort(new Error(STOPPED_WHILE_RUNNING));
      await claims
        .release(left.jobId, left.token, (adapter) => boss.fail(name, left.jobId, { message: STOPPED_WHILE_RUNNING }, { db: adapter }))
        .catch((error: unknown) => console.error(`[jobs] could not hand back ${name} ${left.jobId}`, error));
    },
  };
}
