/**
 * The background processing of uploaded bet files (spec 02 §4: long-running jobs polled by status).
 * State lives in the database (bet_file_jobs), never only in memory: any instance can answer a status,
 * and a job whose run died (its heartbeat went silent) is taken over and resumed by the next instance
 * that looks at it, on start or when a client polls it.
 */
import type { Database } from '../db/database.ts';
import { processFileJob } from './processFile.ts';
import { readJobRow, readProcessJob } from './jobStatus.ts';
import type { ProcessJob } from '../../contract/files.ts';

/** A running job writes after every batch; silent this long, its run is taken for dead. */
export const JOB_STALE_MS = 30_000;

export interface FileJobs {
  /** Runs the job in the background when it can be claimed (queued, or running but silent). */
  kick(fileId: number): void;
  /** The job's status; a job whose run died is resumed first. */
  status(fileId: number): Promise<ProcessJob | null>;
  /** On start: resumes queued jobs and jobs whose run died. */
  resumeInterrupted(): Promise<void>;
  /** Resolves when every run this instance started has ended (tests, shutdown). */
  idle(): Promise<void>;
}

export function fileJobs({ db, now }: { db: Database; now: () => number }): FileJobs {
  /** The runs this instance has under way, by file: a second kick of the same file waits for the first. */
  const running = new Map<number, Promise<unknown>>();

  const run = (fileId: number, staleBefore: number) => {
    if (running.has(fileId)) return;
    const work = processFileJob({ db, now }, fileId, staleBefore)
      .catch((error: unknown) => {
        console.error(`[jobs] processing of file ${fileId} stopped`, error);
      })
      .finally(() => running.delete(fileId));
    running.set(fileId, work);
  };
  const kick = (fileId: number) => run(fileId, now() - JOB_STALE_MS);

  return {
    kick,
    status: async (fileId) => {
      const job = await readJobRow(db, fileId);
      const silent = job?.status === 'running' && (job.heartbeatAt ?? 0) < now() - JOB_STALE_MS;
      if (job?.status === 'queued' || silent) kick(fileId);
      return db.transaction(async (tx) => {
        // One snapshot for the counts and the listed lines (PostgreSQL's default would take one per statement).
        await tx.query('set transaction isolation level repeatable read');
        return readProcessJob(tx, fileId);
      });
    },
    resumeInterrupted: async () => {
      // Embedded PGlite belongs to this one process: a job it finds running at start is certainly dead.
      // A PostgreSQL server is shared: only a job silent for JOB_STALE_MS is taken over.
      const staleBefore = db.engine === 'pglite' ? now() + 1 : now() - JOB_STALE_MS;
      try {
        const { rows } = await db.query<{ file_id: number }>(
          `select file_id from bet_file_jobs where status in ('queued', 'running') order by file_id`,
        );
        for (const row of rows) run(row.file_id, staleBefore);
      } catch (error) {
        console.error('[jobs] could not look for interrupted jobs', error);
      }
    },
    idle: async () => {
      while (running.size > 0) await Promise.allSettled([...running.values()]);
    },
  };
}
