import type { AnyEventObject } from 'xstate';
import { adminProfile, issuedSession, otherUserSession, refreshedSession, storedSession } from '../support/fixtures/session.ts';

export const MAINTENANCE_TIME = '2026-11-22T10:00:00Z';

/** The events the session machine is explored with, by its model test and by the QA paths report. */
export const events: AnyEventObject[] = [
  { type: 'xstate.done.actor.restoreSession', output: storedSession },
  { type: 'xstate.done.actor.restoreSession', output: null },
  { type: 'xstate.error.actor.restoreSession', error: new Error('storage unavailable') },
  { type: 'SESSION_STARTED', session: issuedSession.session },
  { type: 'xstate.done.actor.loadProfile', output: adminProfile },
  { type: 'xstate.error.actor.loadProfile', error: new Error('profile unavailable') },
  { type: 'xstate.after.tokenRefresh.session.signedIn.active' },
  { type: 'xstate.done.actor.refreshSession', output: refreshedSession },
  { type: 'xstate.error.actor.refreshSession', error: new Error('refresh token already used') },
  { type: 'VISIBLE' },
  { type: 'SESSION_CHANGED', session: null },
  { type: 'SESSION_CHANGED', session: otherUserSession },
  { type: 'SESSION_CHANGED', session: refreshedSession },
  { type: 'SESSION_CHANGED', session: storedSession },
  { type: 'TERMS_ACCEPTED' },
  { type: 'LOGOUT' },
  { type: 'UNAUTHORIZED' },
  { type: 'MAINTENANCE', time: MAINTENANCE_TIME },
  { type: 'xstate.done.actor.logout' },
  { type: 'xstate.error.actor.logout', error: new Error('offline') },
];
