import { jobMachine } from '../../../machines/job.machine.ts';
import { drawSettingMachine } from '../../../machines/drawSetting.machine.ts';
import { payRateMachine } from '../../../machines/payRate.machine.ts';
import { dataScreenMachine } from '../../../machines/dataScreen.machine.ts';
import { controlActors, type ControlActors } from './controlActors.ts';
import type { ControlSource } from './controlSource.ts';

/** The control pages' machines with their actors: views start them with useActorRef. */
export function createControlFlows(actors: ControlActors) {
  return {
    drawSetting: drawSettingMachine.provide({
      actors: {
        loadWeek: actors.loadWeek,
        createDraw: actors.createDraw,
        updateDraw: actors.updateDraw,
        loadResult: actors.loadResult,
        saveResult: actors.saveResult,
        resetDraw: actors.resetDraw,
        insertResults: jobMachine.provide({ actors: { startJob: actors.startInsertion, pollJobStatus: actors.pollInsertion } }),
      },
    }),
    payRate: payRateMachine.provide({
      actors: {
        loadUsers: actors.loadPayRateUsers,
        loadRates: actors.loadPayRates,
        saveRate: actors.savePayRate,
        deleteRate: actors.deletePayRate,
      },
    }),
    /** Pay Out (read-only): request the LocId, data the user's PayRate[] in force. */
    payOut: dataScreenMachine.provide({ actors: { load: actors.loadPayOut } }),
  };
}

export type ControlFlows = ReturnType<typeof createControlFlows>;

/** The machines from the app's source (real actors over its API client) or a test's stubbed actors. */
export const controlFlowsOf = (source: ControlSource) => createControlFlows('actors' in source ? source.actors : controlActors(source.api));
