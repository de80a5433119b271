import { setup } from 'xstate';

export type LogoutConfirmEvent = { type: 'ASK' } | { type: 'ACCEPT' } | { type: 'DISMISS' };

/** The question the logout link asks (spec 02 §2.3), word for word. */
export const LOGOUT_QUESTION = 'Are you sure to log it out?';

/**
 * The logout link's confirmation (spec 02 §2.3): asking opens the question; accepting signs out
 * (through the session machine, provided by the app), dismissing leaves everything as it was.
 */
export const logoutConfirmMachine = setup({
  types: { events: {} as LogoutConfirmEvent },
  actions: {
    /** Ends the session (provided by the app: LOGOUT to the session machine). */
    signOut: () => {},
  },
}).createMachine({
  id: 'logoutConfirm',
  initial: 'idle',
  states: {
    idle: { on: { ASK: 'asking' } },
    asking: {
      on: {
        ACCEPT: { target: 'idle', actions: 'signOut' },
        DISMISS: 'idle',
      },
    },
  },
});
