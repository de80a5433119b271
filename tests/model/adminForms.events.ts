import type { AnyEventObject } from 'xstate';
import type { FormContext } from '../../machines/form.machine.ts';
import { grantPermission } from '../../src/forms/declarations/grantPermission.ts';
import { mobile } from '../../src/forms/declarations/mobile.ts';
import { superPassword } from '../../src/forms/declarations/superPassword.ts';
import { formSpecOf } from '../../src/forms/formSpec.ts';

/**
 * The form machine walked on issue 20's declared forms of Permission, Super Password and Mobile:
 * the same chart, with each form's own fields, rules and the server's refusals on their fields.
 */

const serverDown = { status: 503, message: 'Service Unavailable', body: null };
export const refusal = (Field: string, Code: string, Message: string) => ({
  status: 400,
  message: Message,
  body: { success: false, message: Message, data: { Problems: [{ Field, Code, Message }] } },
});

/** Saving: done, refused on a field, or failed. */
const savingEvents = (refused: ReturnType<typeof refusal>): AnyEventObject[] => [
  { type: 'xstate.done.actor.save', output: null },
  { type: 'xstate.error.actor.save', error: refused },
  { type: 'xstate.error.actor.save', error: serverDown },
];

/** Loading: the record and lists, or a failure (then only Try again). */
const loadingEvents = (output: unknown): AnyEventObject[] => [
  { type: 'xstate.done.actor.load', output },
  { type: 'xstate.error.actor.load', error: serverDown },
];

export function eventsOf(userEvents: AnyEventObject[], loaded: unknown, refused: ReturnType<typeof refusal>) {
  return (snapshot: { value: unknown; context: FormContext }): AnyEventObject[] => {
    switch (snapshot.value) {
      case 'loading':
        return loadingEvents(loaded);
      case 'saving':
        return savingEvents(refused);
      case 'failed':
        return snapshot.context.failedStep === 'load' ? [{ type: 'RETRY' }] : userEvents;
      default:
        return userEvents;
    }
  };
}

// ---- Grant (Permission): two dropdowns fed by the member tree and the names the caller holds.
export const GRANT_URL = '/control/permission/grant?LocId=SG';
export const grantInput = { spec: formSpecOf(grantPermission), params: { LocId: 'SG' } };
export const GRANT_LISTS = {
  values: {},
  options: {
    memberTree: [{ UserId: 'agent3', UserName: 'agent3' }],
    grantableNames: [{ Attribute: 'OutSet' }, { Attribute: 'TICKET' }],
  },
};
export const grantEvents = eventsOf(
  [
    { type: 'CHANGE', field: 'UserId', value: 'agent3' },
    { type: 'CHANGE', field: 'Attribute', value: 'OutSet' },
    { type: 'CHANGE', field: 'UserId', value: '' },
    { type: 'SUBMIT' },
  ],
  GRANT_LISTS,
  refusal('Attribute', 'uplineLacks', 'agent2 (the upline of agent3) does not hold OutSet: grant it there first.'),
);

// ---- Super Password: nothing to load; the sign-in password's rules; the old one refused.
export const SUPER_URL = '/utilities/superPassword?LocId=SG';
export const superInput = { spec: formSpecOf(superPassword), params: {} };
export const superEvents = eventsOf(
  [
    { type: 'CHANGE', field: 'OldPassword', value: 'Demo@1234' },
    { type: 'CHANGE', field: 'Password1', value: 'Super#2468' },
    { type: 'CHANGE', field: 'Password2', value: 'Super#2468' },
    { type: 'CHANGE', field: 'Password2', value: 'Super#2469' },
    { type: 'SUBMIT' },
  ],
  null,
  refusal('OldPassword', 'oldIncorrect', 'Old password is incorrect.'),
);

// ---- Mobile: one's own number, loaded; the phone rule of spec 02 §2.9; a number taken refused.
export const MOBILE_URL = '/admin/mobile?LocId=SG';
export const mobileInput = { spec: formSpecOf(mobile), params: {} };
export const mobileEvents = eventsOf(
  [
    { type: 'CHANGE', field: 'Mobile', value: '6591234567' },
    { type: 'CHANGE', field: 'Mobile', value: '91234567' },
    { type: 'BLUR', field: 'Mobile' },
    { type: 'SUBMIT' },
  ],
  { values: { UserId: 'member1', Mobile: '6581234567', BetEntryAlert: false }, options: {} },
  refusal('Mobile', 'taken', 'This number is registered to another user.'),
);
