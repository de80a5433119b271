import type { AnyEventObject } from 'xstate';
import { adminProfile, issuedSession, storedSession } from '../support/fixtures/session.ts';

export const signInFailure = { message: 'Invalid User Id or Password.' };

/** The events the session machine is explored with, by its model test and by the QA paths report. */
export const events: AnyEventObject[] = [
  { type: 'xstate.done.actor.restoreSession', output: storedSession },
  { type: 'xstate.done.actor.restoreSession', output: null },
  { type: 'xstate.error.actor.restoreSession', error: new Error('storage unavailable') },
  { type: 'SIGN_IN', credentials: { userId: 'admin', password: 'Demo@1234' } },
  { type: 'xstate.done.actor.requestToken', output: issuedSession },
  { type: 'xstate.error.actor.requestToken', error: signInFailure },
  { type: 'xstate.done.actor.loadProfile', output: adminProfile },
  { type: 'xstate.error.actor.loadProfile', error: new Error('profile unavailable') },
  { type: 'LOGOUT' },
  { type: 'UNAUTHORIZED' },
  { type: 'xstate.done.actor.logout' },
  { type: 'xstate.error.actor.logout', error: new Error('offline') },
];
