import type { AnyEventObject } from 'xstate';
import type { AccountPasswordContext } from '../../machines/accountPassword.machine.ts';

export const NEW_PASSWORD = 'NewPass#123';

/** A refused change as the API client rejects it: the server's list of problems. */
export const changeFailure = {
  message: 'Old password is incorrect.',
  body: { success: false, message: 'Old password is incorrect.', data: ['Old password is incorrect.'] },
};

/** What the guard reads: which fields keep their rules. */
export const projectContext = (context: AccountPasswordContext) => ({ invalid: Object.keys(context.errors).sort() });

const userEvents: AnyEventObject[] = [
  { type: 'CHANGE', field: 'OldPassword', value: 'Demo@1234' },
  { type: 'CHANGE', field: 'Password1', value: NEW_PASSWORD },
  { type: 'CHANGE', field: 'Password2', value: NEW_PASSWORD },
  { type: 'CHANGE', field: 'Password2', value: 'Other#1234' },
  { type: 'BLUR', field: 'Password1' },
  { type: 'SUBMIT' },
];

const actorEvents: AnyEventObject[] = [
  { type: 'xstate.done.actor.changePassword' },
  { type: 'xstate.error.actor.changePassword', error: changeFailure },
];

/** The events the accountPassword machine is explored with; the user edits except while it submits. */
export const events = (snapshot: { value: unknown }): AnyEventObject[] =>
  snapshot.value === 'submitting' ? actorEvents : userEvents;
