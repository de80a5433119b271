import { jobMachine } from '../../machines/job.machine.ts';
import type { JobScreenFlows } from '../../src/jobScreens/jobScreenFlows.ts';
import type { StubActors } from './stubActors.ts';

/** The declared job screens' machines with their calls stubbed: `startJob` and `pollJobStatus`, settled by the test. */
export function stubJobScreenFlows(stubs: StubActors): JobScreenFlows {
  const machine = jobMachine.provide({ actors: { startJob: stubs.promise('startJob'), pollJobStatus: stubs.promise('pollJobStatus') } });
  return { of: () => machine };
}
