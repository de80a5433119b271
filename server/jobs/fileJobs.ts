/**
 * The background processing of uploaded bet files (spec 02 §4: long-running jobs polled by status), on
 * the job engine (engine.ts) as kind 'process-file', keyed by FileId. The engine runs, retries and takes
 * over the job; bet_file_jobs keeps what outlives the engine's records: the counts, the next line to
 * do, the rejected lines, and the file's lasting state for its list and its delete.
 */
import type { ProcessJob, JobStatusValue } from '../../contract/files.ts';
import type { Database, Queryable } from '../db/database.ts';
import type { JobEngine, JobState } from './engine.ts';
import { processFileJob, recordFailure, stoppedMessage } from './processFile.ts';
import { readProcessJob } from './jobStatus.ts';

export const FILE_JOB = 'process-file';

/** The spec's Status of a job from the engine's state of it. */
const STATUS_OF_STATE: Record<JobState, JobStatusValue> = {
  created: 'queued',
  retry: 'resuming',
  active: 'running',
  resuming: 'resuming',
  completed: 'succeeded',
  failed: 'failed',
  cancelled: 'failed',
};

export interface FileJobs {
  /** Queues the file's job (once: a queued or running job of the file is left as it is). */
  start(fileId: number): Promise<void>;
  /** The job's status: Status from the engine while it is under way, counts and lines from bet_file_jobs; null when never processed. */
  status(fileId: number): Promise<ProcessJob | null>;
}

/** Still to process: recorded as queued or running, read inside the engine's send (after its own check). */
const stillToProcess = (fileId: number) => async (q: Queryable) => {
  const job = await readProcessJob(q, fileId);
  return job?.Status === 'queued' || job?.Status === 'running';
};

/** Declares the file job on the engine (before it starts) and answers the calls the file routes make. */
export function fileJobs(jobs: JobEngine, { db, now }: { db: Database; now: () => number }): FileJobs {
  jobs.define(FILE_JOB, ({ key, finalAttempt, signal }) => processFileJob({ db, now }, Number(key), finalAttempt, signal));

  const status = async (fileId: number): Promise<ProcessJob | null> => {
    // The engine first: counts read after it are at least as new (a job seen completed has all its lines).
    const engine = await jobs.state(FILE_JOB, String(fileId));
    if (engine?.state === 'failed' || engine?.state === 'cancelled') {
      // Its last run died or expired without recording it: record it now, so the list and delete agree.
      await recordFailure(db, fileId, now(), stoppedMessage(engine.error ?? 'the job was stopped'));
    }
    const job = await db.transaction(async (tx) => {
      // One snapshot for the counts and the listed lines (PostgreSQL's default would take one per statement).
      await tx.query('set transaction isolation level repeatable read');
      return readProcessJob(tx, fileId);
    });
    if (!engine && (job?.Status === 'queued' || job?.Status === 'running')) {
      // Recorded as under way but unknown to the engine (queued by the runner before the engine, or the
      // instance stopped between recording and sending): sent now, so asking is enough to get it done.
      await jobs.send(FILE_JOB, String(fileId), {}, stillToProcess(fileId));
      return status(fileId);
    }
    // Queued or running: the engine's word. Once it is over the run has recorded how it ended (or it
    // was recorded just above), and that record also answers when the engine has long cleaned it away.
    const pending = engine?.state === 'created' || engine?.state === 'retry' || engine?.state === 'active' || engine?.state === 'resuming';
    return job && engine && pending ? { ...job, Status: STATUS_OF_STATE[engine.state] } : job;
  };

  return { start: (fileId) => jobs.send(FILE_JOB, String(fileId), {}, stillToProcess(fileId)), status };
}
