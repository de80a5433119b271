import { fromCallback } from 'xstate';
import type { BetDrawChoice } from '../../machines/placeBets.machine.ts';
import type { BetUploadEvent } from '../../machines/betUpload.machine.ts';
import type { JobReport, JobStart, PollJobInput } from '../../machines/job.machine.ts';
import type { PlaceBetsRequest, PlaceBetsResult } from '../../contract/bets.ts';
import { recordLoad } from '../../src/screens/recordLoad.ts';
import type { BetFile } from '../../contract/files.ts';
import type { BetUploadForm } from '../../contract/files.ts';
import { createBetFlows } from '../../src/views/bets/betFlows.ts';
import type { StubActors } from './stubActors.ts';

/** The bet pages' flows with every API call a stub the test settles (upload: a callback that records its form). */
export function stubBetFlows(stubs: StubActors) {
  return createBetFlows({
    loadDraws: stubs.promise<BetDrawChoice>('loadDraws'),
    submitBets: stubs.promise<PlaceBetsResult, PlaceBetsRequest>('submitBets'),
    loadMembers: recordLoad((key) => stubs.call('loadMembers', key)),
    uploadFile: fromCallback<BetUploadEvent, BetUploadForm>(({ input }) => {
      stubs.calls.set('uploadFile', [...(stubs.calls.get('uploadFile') ?? []), input]);
    }),
    startFileJob: stubs.promise<JobStart>('startJob'),
    pollFileJob: stubs.promise<JobReport, PollJobInput>('pollJobStatus'),
    loadFiles: stubs.promise<BetFile[]>('loadFiles'),
    deleteFile: stubs.promise<unknown, number>('deleteFile'),
  });
}
