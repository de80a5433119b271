/** A file's processing job as the contract shows it (contract/files.ts ProcessJob). */
import type { JobStatusValue, ProcessJob, RejectedLine } from '../../contract/files.ts';
import type { Queryable } from '../db/database.ts';

/** The contract lists the first rejected lines only; the counts cover all of them. */
export const REJECTED_LINES_SHOWN = 1000;

export interface JobRow {
  status: JobStatusValue;
  linesTotal: number;
  linesProcessed: number;
  linesAccepted: number;
  linesRejected: number;
  message: string | null;
}

export async function readJobRow(db: Queryable, fileId: number): Promise<JobRow | null> {
  const { rows } = await db.query<{
    status: JobStatusValue;
    lines_total: number;
    lines_processed: number;
    lines_accepted: number;
    lines_rejected: number;
    message: string | null;
  }>(
    `select status, lines_total, lines_processed, lines_accepted, lines_rejected, message
     from bet_file_jobs where file_id = $1`,
    [fileId],
  );
  const row = rows[0];
  if (!row) return null;
  return {
    status: row.status,
    linesTotal: row.lines_total,
    linesProcessed: row.lines_processed,
    linesAccepted: row.lines_accepted,
    linesRejected: row.lines_rejected,
    message: row.message,
  };
}

/** Read in one transaction by the caller (fileJobs.status), so the counts and the listed lines agree; Status as last recorded. */
export async function readProcessJob(db: Queryable, fileId: number): Promise<ProcessJob | null> {
  const job = await readJobRow(db, fileId);
  if (!job) return null;
  const { rows } = await db.query<RejectedLine>(
    `select line_number as "LineNumber", text as "Text", reason as "Reason" from bet_file_rejected_lines
     where file_id = $1 order by line_number limit $2`,
    [fileId, REJECTED_LINES_SHOWN],
  );
  return {
    FileId: fileId,
    Status: job.status,
    LinesTotal: job.linesTotal,
    LinesProcessed: job.linesProcessed,
    LinesAccepted: job.linesAccepted,
    LinesRejected: job.linesRejected,
    Rejected: rows,
    Message: job.message,
  };
}
