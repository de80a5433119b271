import { fromPromise } from 'xstate';
import { jobMachine, type JobReport, type JobStart, type PollJobInput } from '../../machines/job.machine.ts';
import type { ApiClient } from '../api/client.ts';
import type { JobScreenDeclaration } from './jobScreenDeclaration.ts';
import { perDeclaration } from '../declarations/declared.ts';

/** The job machine with a job screen's two calls, one per declared screen (its page starts it when asked). */
export function createJobScreenFlows(api: ApiClient) {
  return perDeclaration((screen: JobScreenDeclaration) => {
    const read = (answer: unknown) => screen.report(answer as never);
    // The URL parameters the screen's calls take (the machine's request is the page's URL parameters).
    const named = (request: unknown) => {
      const given = (request ?? {}) as Readonly<Record<string, string>>;
      return Object.fromEntries((screen.params ?? []).flatMap((name) => (given[name] !== undefined ? [[name, given[name]]] : [])));
    };
    return jobMachine.provide({
      actors: {
        startJob: fromPromise<JobStart, unknown>(async ({ input }) => {
          const params = named(input);
          return read(await api.call(screen.start, { body: { ...params }, ...(screen.params ? { params } : {}) } as never));
        }),
        pollJobStatus: fromPromise<JobReport, PollJobInput>(async ({ input }) => {
          const params = named(input.request);
          const query = screen.runParam ? { [screen.runParam]: input.jobId } : undefined;
          return read(await api.call(screen.status, { ...(screen.params ? { params } : {}), ...(query ? { query } : {}) } as never)).report;
        }),
      },
    });
  });
}

export type JobScreenFlows = ReturnType<typeof createJobScreenFlows>;
