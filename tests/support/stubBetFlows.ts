import { fromCallback } from 'xstate';
import { createBetFlows } from '../../src/views/bets/betFlows.ts';
import type { StubActors } from './stubActors.ts';

/** The bet pages' flows with every API call a stub the test settles (upload: a callback that records its form). */
export function stubBetFlows(stubs: StubActors) {
  return createBetFlows({
    loadDraws: stubs.promise('loadDraws'),
    submitBets: stubs.promise('submitBets'),
    loadTickets: stubs.promise('loadTickets'),
    uploadFile: fromCallback(({ input }) => {
      stubs.calls.set('uploadFile', [...(stubs.calls.get('uploadFile') ?? []), input]);
    }),
    startFileJob: stubs.promise('startJob'),
    pollFileJob: stubs.promise('pollJobStatus'),
    loadFiles: stubs.promise('loadFiles'),
    deleteFile: stubs.promise('deleteFile'),
  });
}
