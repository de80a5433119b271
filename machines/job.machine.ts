import { assign, fromPromise, setup } from 'xstate';
import { errorText } from './errorText.ts';

/**
 * One long-running server job watched by its status (spec 02 §4: file processing, result insertion,
 * bin burst and bin confirm, bet-special generation, distributor rule outset). The machine knows
 * nothing of any one job: the edge (src/) gives it `startJob` and `pollJobStatus` for one use and
 * maps that use's status answer onto a JobReport.
 */

/**
 * `resuming`: the job's run stopped before the end (its server died, or the run failed and is retried)
 * and the server is taking it up again where it stopped. Watched like `running`: the work goes on.
 */
export type JobState = 'queued' | 'running' | 'resuming' | 'succeeded' | 'failed';

/** What a status answer means, mapped at the edge from the use's own shape. */
export interface JobReport {
  state: JobState;
  /** Work done of work to do (e.g. lines processed of lines), when the server reports it. */
  progress: { done: number; total: number } | null;
  /** Why the job failed, as the server says it; null otherwise. */
  message: string | null;
  /** The use's own answer (e.g. the rejected lines), for its page to read; the machine never looks in. */
  details: unknown;
}

/** `startJob`'s answer: the id to poll with and the job's first report. */
export interface JobStart {
  jobId: string;
  report: JobReport;
}

export interface JobInput {
  /** What the use needs to start the job (e.g. a file id and its options); handed to both actors. */
  request: unknown;
}

export interface PollJobInput {
  jobId: string;
  request: unknown;
}

export interface JobContext {
  request: unknown;
  jobId: string | null;
  report: JobReport | null;
  /** Status checks made; the wait before the next one grows with it (back-off). */
  polls: number;
  /** Status checks in a row that did not reach the server. */
  failures: number;
  /** Why starting the job failed (the error's message), when it did. */
  startError: string | null;
}

export type JobEvent = { type: 'CANCEL' } | { type: 'RETRY' };

/** First wait between status checks, its growth per check, and its cap. */
export const JOB_POLL_FIRST_MS = 500;
export const JOB_POLL_GROWTH = 1.5;
export const JOB_POLL_CAP_MS = 5_000;
/** Status checks in a row that may fail on the network before the user is told. */
export const JOB_NETWORK_RETRIES = 3;
/** The whole job, from start: past this the page stops watching and says so. */
export const JOB_TIMEOUT_MS = 10 * 60_000;

/** The wait before status check number `polls + 1`: 500 ms growing by half each time, at most 5 s. */
export function jobPollDelayMs(polls: number): number {
  return Math.min(JOB_POLL_CAP_MS, Math.round(JOB_POLL_FIRST_MS * JOB_POLL_GROWTH ** Math.max(0, polls)));
}

const isState = (state: JobState) => (_: unknown, report: JobReport) => report.state === state;
/** Running or resuming: the job is being worked on (the running phase). */
const isWorkedOn = (report: JobReport | null) => report?.state === 'running' || report?.state === 'resuming';

/** One phase of a tracked job (queued or running): wait, check the status, go where the answer says. */
function watchedPhase() {
  return {
    initial: 'waiting' as const,
    states: {
      waiting: { after: { pollInterval: 'checking' as const } },
      checking: {
        invoke: {
          id: 'pollJobStatus' as const,
          src: 'pollJobStatus' as const,
          input: ({ context }: { context: JobContext }): PollJobInput => ({ jobId: context.jobId ?? '', request: context.request }),
          onDone: [
            { guard: { type: 'isSucceeded' as const, params: ({ event }: { event: { output: JobReport } }) => event.output }, target: '#job.succeeded', actions: 'recordPoll' as const },
            { guard: { type: 'isFailed' as const, params: ({ event }: { event: { output: JobReport } }) => event.output }, target: '#job.failed', actions: 'recordPoll' as const },
            { guard: { type: 'isRunning' as const, params: ({ event }: { event: { output: JobReport } }) => event.output }, target: '#job.tracking.running', actions: 'recordPoll' as const },
            { target: '#job.tracking.queued', actions: 'recordPoll' as const },
          ],
          onError: [
            { guard: 'mayRetryNetwork' as const, target: 'waiting' as const, actions: 'recordNetworkFailure' as const },
            { target: '#job.stalled', actions: 'recordNetworkFailure' as const },
          ],
        },
      },
    },
  };
}

/**
 * submitting -> (queued -> running, polled with back-off) -> succeeded | failed | timedOut | cancelled.
 * A status check that fails on the network is retried (up to JOB_NETWORK_RETRIES in a row); then the
 * job is `stalled` and the user may retry or cancel. The whole watch is limited by `jobTimeout`.
 * Stopping the actor (the page closes) stops every wait and call with it.
 *
 * A retry after a stall watches afresh, the time-out included.
 *
 * CANCEL stops watching: none of the spec's job calls has a cancel, so the server's job goes on (a
 * file's processing is idempotent: processing it again answers the same job).
 */
export const jobMachine = setup({
  types: {
    input: {} as JobInput,
    context: {} as JobContext,
    events: {} as JobEvent,
    /** The last report, when the job ends (succeeded, timed out or cancelled). */
    output: {} as JobReport | null,
  },
  actors: {
    startJob: fromPromise<JobStart, unknown>(async () => {
      throw new Error('startJob is provided by the page that runs the job');
    }),
    pollJobStatus: fromPromise<JobReport, PollJobInput>(async () => {
      throw new Error('pollJobStatus is provided by the page that runs the job');
    }),
  },
  delays: {
    pollInterval: ({ context }) => jobPollDelayMs(context.polls),
    jobTimeout: JOB_TIMEOUT_MS,
  },
  guards: {
    isSucceeded: isState('succeeded'),
    isFailed: isState('failed'),
    isRunning: (_, report: JobReport) => isWorkedOn(report),
    mayRetryNetwork: ({ context }) => context.failures + 1 < JOB_NETWORK_RETRIES,
    wasRunning: ({ context }) => isWorkedOn(context.report),
  },
  actions: {
    recordStart: assign(({ event }) => {
      const start = (event as unknown as { output: JobStart }).output;
      return { jobId: start.jobId, report: start.report, startError: null, polls: 0, failures: 0 };
    }),
    recordStartError: assign({
      startError: ({ event }) => errorText((event as unknown as { error: unknown }).error),
    }),
    recordPoll: assign(({ context, event }) => ({
      report: (event as unknown as { output: JobReport }).output,
      polls: context.polls + 1,
      failures: 0,
    })),
    recordNetworkFailure: assign(({ context }) => ({ polls: context.polls + 1, failures: context.failures + 1 })),
    resetFailures: assign({ failures: 0 }),
    /** A new start forgets the last attempt's answer, so a failure shows its own reason. */
    forgetLastAttempt: assign({ report: null, startError: null, jobId: null }),
  },
}).createMachine({
  id: 'job',
  context: ({ input }) => ({ request: input.request, jobId: null, report: null, polls: 0, failures: 0, startError: null }),
  initial: 'submitting',
  output: ({ context }) => context.report,
  states: {
    submitting: {
      tags: ['busy'],
      entry: 'forgetLastAttempt',
      on: { CANCEL: 'cancelled' },
      invoke: {
        id: 'startJob',
        src: 'startJob',
        input: ({ context }: { context: JobContext }) => context.request,
        onDone: [
          { guard: { type: 'isSucceeded', params: ({ event }) => event.output.report }, target: 'succeeded', actions: 'recordStart' },
          { guard: { type: 'isFailed', params: ({ event }) => event.output.report }, target: 'failed', actions: 'recordStart' },
          { guard: { type: 'isRunning', params: ({ event }) => event.output.report }, target: 'tracking.running', actions: 'recordStart' },
          { target: 'tracking.queued', actions: 'recordStart' },
        ],
        onError: { target: 'failed', actions: 'recordStartError' },
      },
    },
    tracking: {
      tags: ['busy'],
      initial: 'queued',
      after: { jobTimeout: 'timedOut' },
      on: { CANCEL: 'cancelled' },
      states: {
        queued: watchedPhase(),
        running: watchedPhase(),
      },
    },
    /** The status could not be read several times in a row: the user decides. */
    stalled: {
      on: {
        RETRY: [
          { guard: 'wasRunning', target: 'tracking.running.checking', actions: 'resetFailures' },
          { target: 'tracking.queued.checking', actions: 'resetFailures' },
        ],
        CANCEL: 'cancelled',
      },
    },
    succeeded: { type: 'final' },
    /** The job failed, or could not be started; starting it again is safe (the calls are idempotent). */
    failed: { on: { RETRY: 'submitting' } },
    timedOut: { type: 'final' },
    cancelled: { type: 'final' },
  },
});
