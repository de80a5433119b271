import type { AnyEventObject } from 'xstate';
import { isSubmittable, type PasswordChangeContext } from '../../machines/passwordChange.machine.ts';
import { answeredCaptcha } from './signIn.events.ts';

export const NEW_PASSWORD = 'NewPass#123';

/** A failed change as the API client rejects it: the server's list of problems. */
export const changeFailure = {
  message: 'Old password is incorrect.',
  body: { success: false, message: 'Old password is incorrect.', data: ['Old password is incorrect.', 'Captcha incorrect.'] },
};

export const input = { loginId: 'newuser' };

/** What the guard reads: which fields keep their rules, and whether the captcha is answered. */
export const projectContext = (context: PasswordChangeContext) => ({
  invalid: Object.keys(context.errors).sort(),
  submittable: isSubmittable(context),
});

const userEvents: AnyEventObject[] = [
  { type: 'CHANGE', field: 'OldPassword', value: 'Demo@1234' },
  { type: 'CHANGE', field: 'Password1', value: NEW_PASSWORD },
  { type: 'CHANGE', field: 'Password2', value: NEW_PASSWORD },
  { type: 'CHANGE', field: 'Password2', value: 'Other#1234' },
  { type: 'BLUR', field: 'Password1' },
  { type: 'SUBMIT' },
  { type: 'xstate.snapshot.captcha', snapshot: answeredCaptcha },
];

const actorEvents: AnyEventObject[] = [
  { type: 'xstate.done.actor.updatePassword' },
  { type: 'xstate.error.actor.updatePassword', error: changeFailure },
];

/** The events the passwordChange machine is explored with; the user edits only while editing. */
export const events = (snapshot: { value: unknown }): AnyEventObject[] =>
  snapshot.value === 'editing' ? [...userEvents, ...actorEvents] : actorEvents;
