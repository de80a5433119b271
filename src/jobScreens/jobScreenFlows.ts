import { fromPromise } from 'xstate';
import { jobMachine, type JobReport, type JobStart, type PollJobInput } from '../../machines/job.machine.ts';
import type { ApiClient } from '../api/client.ts';
import type { JobScreenDeclaration } from './jobScreenDeclaration.ts';
import { perDeclaration } from '../declarations/declared.ts';

const urlParamsOf = (request: unknown): Readonly<Record<string, string>> =>
  typeof request === 'object' && request !== null ? (request as Record<string, string>) : {};

/** The job machine with a job screen's two calls, one per declared screen (its page starts it when asked). */
export function createJobScreenFlows(api: ApiClient) {
  return perDeclaration((screen: JobScreenDeclaration) => {
    const read = (answer: unknown) => screen.report(answer as never);
    return jobMachine.provide({
      actors: {
        // The job's request is the page's URL parameters the declaration names (urlParams).
        startJob: fromPromise<JobStart, unknown>(async ({ input }) => read(await api.call(screen.start, (screen.startRequest?.(urlParamsOf(input)) ?? { body: { ...urlParamsOf(input) } }) as never))),
        pollJobStatus: fromPromise<JobReport, PollJobInput>(
          async ({ input }) => read(await api.call(screen.status, (screen.statusRequest?.(input.jobId, urlParamsOf(input.request)) ?? {}) as never)).report,
        ),
      },
    });
  });
}

export type JobScreenFlows = ReturnType<typeof createJobScreenFlows>;
