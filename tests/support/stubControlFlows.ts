import type { Draw } from '../../contract/draws.ts';
import type { DrawResult } from '../../contract/drawResults.ts';
import type { PayRate } from '../../contract/payRates.ts';
import type { DrawTimes, NewDraw, ResetInput, SaveResultInput } from '../../machines/drawSetting.machine.ts';
import type { JobReport, JobStart, PollJobInput } from '../../machines/job.machine.ts';
import type { PayRateUsers, SaveRateInput } from '../../machines/payRate.machine.ts';
import type { ControlActors } from '../../src/views/control/controlActors.ts';
import type { ControlSource } from '../../src/views/control/controlSource.ts';
import type { StubActors } from './stubActors.ts';
import { recordLoad } from '../../src/screens/recordLoad.ts';

/** The control pages' actors, every API call a stub the test settles (the job's calls as startJob / pollJobStatus). */
export function stubControlFlows(stubs: StubActors): ControlSource {
  const actors: ControlActors = {
    loadWeek: stubs.promise<Draw[], number>('loadWeek'),
    createDraw: stubs.promise<Draw, NewDraw>('createDraw'),
    updateDraw: stubs.promise<Draw, DrawTimes>('updateDraw'),
    loadResult: stubs.promise<DrawResult, number>('loadResult'),
    saveResult: stubs.promise<DrawResult, SaveResultInput>('saveResult'),
    resetDraw: stubs.promise<DrawResult, ResetInput>('resetDraw'),
    startInsertion: stubs.promise<JobStart>('startJob'),
    pollInsertion: stubs.promise<JobReport, PollJobInput>('pollJobStatus'),
    loadPayRateUsers: stubs.promise<PayRateUsers>('loadUsers'),
    loadPayRates: stubs.promise<PayRate[], string | null>('loadRates'),
    savePayRate: stubs.promise<PayRate, SaveRateInput>('saveRate'),
    deletePayRate: stubs.promise<unknown, number>('deleteRate'),
    loadPayOut: recordLoad((locId) => stubs.call('loadPayOut', locId)),
  };
  return { actors };
}
