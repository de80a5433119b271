import { fromPromise } from 'xstate';
import { jobMachine, type JobReport, type JobStart, type PollJobInput } from '../../machines/job.machine.ts';
import type { ApiClient } from '../api/client.ts';
import type { JobScreenDeclaration } from './jobScreenDeclaration.ts';
import { perDeclaration } from '../declarations/declared.ts';

/** The job machine with a job screen's two calls, one per declared screen (its page starts it when asked). */
export function createJobScreenFlows(api: ApiClient) {
  return perDeclaration((screen: JobScreenDeclaration) => {
    const read = (answer: unknown) => screen.report(answer as never);
    return jobMachine.provide({
      actors: {
        startJob: fromPromise<JobStart, unknown>(async () => read(await api.call(screen.start, { body: {} } as never))),
        pollJobStatus: fromPromise<JobReport, PollJobInput>(async () => read(await api.call(screen.status, {} as never)).report),
      },
    });
  });
}

export type JobScreenFlows = ReturnType<typeof createJobScreenFlows>;
