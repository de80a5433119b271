import type { AnyEventObject } from 'xstate';

/** The events the terms machine is explored with, by its model test and by the QA paths report. */
export const events: AnyEventObject[] = [
  { type: 'AGREE' },
  { type: 'DISAGREE' },
  { type: 'xstate.done.actor.acceptTerms', output: { locId: 'SG' } },
  { type: 'xstate.error.actor.acceptTerms', error: { message: 'Sorry, something went wrong. Please refresh this page and try again.' } },
];
