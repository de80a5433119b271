import type { AnyEventObject } from 'xstate';

/** The events the logoutConfirm machine is explored with, by its model test and by the QA paths report. */
export const events: AnyEventObject[] = [{ type: 'ASK' }, { type: 'ACCEPT' }, { type: 'DISMISS' }];
