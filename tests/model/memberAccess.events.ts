import type { AnyEventObject } from 'xstate';

/** The events the memberAccess machine is explored with, by its model test and by the QA paths report. */
export const events: AnyEventObject[] = [
  { type: 'SET_USER', userId: 'member1' },
  { type: 'SET_USER', userId: 'member2' },
  { type: 'xstate.done.actor.checkMemberAccess', output: true },
  { type: 'xstate.done.actor.checkMemberAccess', output: false },
  { type: 'xstate.error.actor.checkMemberAccess', error: new Error('offline') },
];
