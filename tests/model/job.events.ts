import type { AnyEventObject } from 'xstate';
import { type JobContext, type JobReport, type JobStart } from '../../machines/job.machine.ts';

const report = (state: JobReport['state'], done = 0, message: string | null = null): JobReport => ({
  state,
  progress: state === 'queued' ? null : { done, total: 10_000 },
  message,
  details: null,
});

export const reports = {
  queued: report('queued'),
  running: report('running', 2_500),
  resuming: report('resuming', 2_500),
  succeeded: report('succeeded', 10_000),
  failed: report('failed', 4_000, 'The file could not be read.'),
};

const start = (r: JobReport): JobStart => ({ jobId: '42', report: r });

/**
 * The graph tells states apart by the network failures in a row (what `mayRetryNetwork` reads) and
 * by the phase the last report gave (what `wasRunning` reads); the poll count only sets the waits.
 */
export const projectContext = (context: JobContext) => ({ failures: context.failures, phase: context.report?.state ?? null });

export const input = { request: { fileId: 42 } };

/** The events the job machine is explored with, by its model test and by the QA paths report. */
export const events: AnyEventObject[] = [
  ...Object.values(reports).map((output) => ({ type: 'xstate.done.actor.startJob', output: start(output) })),
  { type: 'xstate.error.actor.startJob', error: new Error('Service Unavailable') },
  ...Object.values(reports).map((output) => ({ type: 'xstate.done.actor.pollJobStatus', output })),
  { type: 'xstate.error.actor.pollJobStatus', error: new Error('Failed to fetch') },
  { type: 'xstate.after.pollInterval.job.tracking.queued.waiting' },
  { type: 'xstate.after.pollInterval.job.tracking.running.waiting' },
  { type: 'xstate.after.jobTimeout.job.tracking' },
  { type: 'CANCEL' },
  { type: 'RETRY' },
];
