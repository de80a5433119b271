import type { AnyEventObject } from 'xstate';
import type { VersionUpdateInput } from '../../machines/versionUpdate.machine.ts';

/** A production build; the model test also walks a development build ({ enabled: false }). */
export const input: VersionUpdateInput = { enabled: true };

/** The events the version-update machine is explored with, by its model test and by the QA paths report. */
export const events: AnyEventObject[] = [
  { type: 'xstate.after.firstVersionCheck.versionUpdate.running.checks.waitingFirst' },
  { type: 'xstate.after.versionCheck.versionUpdate.running.checks.waiting' },
  { type: 'xstate.after.updatePromptLifetime.versionUpdate.running.checks.prompt' },
  { type: 'xstate.done.actor.checkVersion', output: { newVersion: true } },
  { type: 'xstate.done.actor.checkVersion', output: { newVersion: false } },
  { type: 'xstate.error.actor.checkVersion', error: new Error('offline') },
  { type: 'HIDDEN' },
  { type: 'VISIBLE' },
  { type: 'RELOAD' },
  { type: 'DISMISS' },
  { type: 'UPDATE_FAILED' },
];
