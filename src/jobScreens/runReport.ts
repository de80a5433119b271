import type { JobReport } from '../../machines/job.machine.ts';

/** A run kept in a table of its own (Credit Recalc, Fixed Process): its id, status and failure message. */
export interface RecordedRun {
  RunId: number;
  Status: JobReport['state'];
  Message: string | null;
}

/**
 * A start or status answer of such a run as the job machine reads it: no progress figure, the run
 * itself as the details (the report's rows). Null (no run yet) reads as queued.
 */
export const recordedRunReport = (run: RecordedRun | null) => ({
  jobId: String(run?.RunId ?? ''),
  report: { state: run?.Status ?? 'queued', progress: null, message: run?.Message ?? null, details: run } satisfies JobReport,
});
