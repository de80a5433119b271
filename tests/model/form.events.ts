import type { AnyEventObject } from 'xstate';
import type { MessageDescriptor } from '@lingui/core';
import { drawDates } from '../../contract/draws.ts';
import { memberProfile } from '../../contract/memberProfile.ts';
import { changePassword } from '../../contract/passwords.ts';
import type { FormContext } from '../../machines/form.machine.ts';
import { accountPassword } from '../../src/forms/declarations/accountPassword.ts';
import { payment } from '../../src/forms/declarations/payment.ts';
import type { FormDeclaration } from '../../src/forms/formDeclaration.ts';
import { formSpecOf } from '../../src/forms/formSpec.ts';
import { defineOptionSource } from '../../src/screens/optionSource.ts';

/**
 * The form machine is walked three times: on a form that loads (a record and a dropdown's list, its
 * UserId from the URL) and saves without emptying, on the signed-in Change Password (nothing to
 * load; emptied after a save; a refusal on the old password's field), and on the payment form (its
 * user chosen from the URL, a money field, a fixed choice of direction; the server's Credit Left
 * refusal on the amount).
 */

const text = (value: string): MessageDescriptor => ({ id: value, message: value });

// ---- Walk 1: a note about a member, loaded and saved.
export const NOTE_URL = '/admin/memberNote?UserId=member1';
const noteDraws = defineOptionSource({ id: 'noteDraws', endpoint: drawDates, params: ['LocId'], option: (draw) => ({ value: String(draw.DrawId), label: draw.DrawDate }) });
export const noteForm: FormDeclaration = {
  id: 'memberNote',
  path: '/admin/memberNote',
  title: text('Member Note'),
  menuItem: 'profile',
  fields: [
    { name: 'Note', kind: 'text', label: text('Note'), required: 'Note is required.' },
    { name: 'DrawId', kind: 'dropdown', label: text('Draw'), source: noteDraws },
  ],
  load: { endpoint: memberProfile, params: ['UserId'] },
  save: { endpoint: changePassword, params: ['UserId'] },
  savedMessage: text('Saved.'),
};
export const noteInput = { spec: formSpecOf(noteForm), params: { UserId: 'member1' } };
export const LOADED = { values: { Note: 'Pays weekly' }, options: { noteDraws: [{ DrawId: 7, DrawDate: '2026-11-22' }] } };
/** A 400 whose data.Problems names a field: a refusal. */
export const noteRefusal = {
  status: 400,
  message: 'The note is too rude.',
  body: { success: false, message: 'The note is too rude.', data: { Problems: [{ Field: 'Note', Code: 'rude', Message: 'The note is too rude.' }] } },
};
/** Anything else: a failure. */
export const serverDown = { status: 503, message: 'Service Unavailable', body: null };
/** A record outside the caller's tree: the server's 403, whatever its text says. */
export const forbidden = { status: 403, message: 'User member1 is not in your downline.', body: null };

const noteUserEvents: AnyEventObject[] = [
  { type: 'CHANGE', field: 'Note', value: 'Pays monthly' },
  { type: 'CHANGE', field: 'Note', value: '' },
  { type: 'BLUR', field: 'Note' },
  { type: 'SUBMIT' },
];

export function noteEvents(snapshot: { value: unknown; context: FormContext }): AnyEventObject[] {
  switch (snapshot.value) {
    case 'loading':
      return [
        { type: 'xstate.done.actor.load', output: LOADED },
        { type: 'xstate.error.actor.load', error: serverDown },
        { type: 'xstate.error.actor.load', error: forbidden },
      ];
    case 'saving':
      return [
        { type: 'xstate.done.actor.save', output: null },
        { type: 'xstate.error.actor.save', error: noteRefusal },
        { type: 'xstate.error.actor.save', error: serverDown },
      ];
    case 'failed':
      return snapshot.context.failedStep === 'load' ? [{ type: 'RETRY' }] : noteUserEvents;
    default:
      return noteUserEvents;
  }
}

// ---- Walk 2: Change Password in the signed-in area.
export const NEW_PASSWORD = 'NewPass#123';
export const passwordInput = { spec: formSpecOf(accountPassword), params: {} };
export const oldPasswordRefusal = {
  status: 400,
  message: 'Old password is incorrect.',
  body: {
    success: false,
    message: 'Old password is incorrect.',
    data: { Problems: [{ Field: 'OldPassword', Code: 'oldIncorrect', Message: 'Old password is incorrect.' }] },
  },
};

const passwordUserEvents: AnyEventObject[] = [
  { type: 'CHANGE', field: 'OldPassword', value: 'Demo@1234' },
  { type: 'CHANGE', field: 'Password1', value: NEW_PASSWORD },
  { type: 'CHANGE', field: 'Password2', value: NEW_PASSWORD },
  { type: 'SUBMIT' },
];

export const passwordEvents = (snapshot: { value: unknown }): AnyEventObject[] =>
  snapshot.value === 'saving'
    ? [
        { type: 'xstate.done.actor.save', output: null },
        { type: 'xstate.error.actor.save', error: oldPasswordRefusal },
      ]
    : passwordUserEvents;

// ---- Walk 3: a payment from or to a downline, opened from its row of Payments.
export const PAYMENT_URL = '/admin/payments/payment?UserId=member1';
export const paymentInput = { spec: formSpecOf(payment, {}, { UserId: 'member1' }), params: { UserId: 'member1' } };
export const PAYMENT_USERS = {
  values: {},
  options: {
    paymentUsers: [
      { UserId: 'member1', UserName: '', Role: 'MEM', ParentId: 'agent1', AccBalCents: 1_250 },
      { UserId: 'member2', UserName: '', Role: 'MEM', ParentId: 'agent1', AccBalCents: -300 },
    ],
  },
};
export const creditLeftRefusal = {
  status: 400,
  message: "This would leave member1's Credit Left at -$5.00: it can never be below $0.00.",
  body: {
    success: false,
    message: "This would leave member1's Credit Left at -$5.00: it can never be below $0.00.",
    data: { Problems: [{ Field: 'AmountCents', Code: 'creditLeft', Message: "This would leave member1's Credit Left at -$5.00: it can never be below $0.00." }] },
  },
};

const paymentUserEvents: AnyEventObject[] = [
  { type: 'CHANGE', field: 'AmountCents', value: '12.50' },
  { type: 'CHANGE', field: 'AmountCents', value: '0' },
  { type: 'CHANGE', field: 'Direction', value: 'paid' },
  { type: 'SUBMIT' },
];

export function paymentEvents(snapshot: { value: unknown; context: FormContext }): AnyEventObject[] {
  switch (snapshot.value) {
    case 'loading':
      return [{ type: 'xstate.done.actor.load', output: PAYMENT_USERS }, { type: 'xstate.error.actor.load', error: serverDown }];
    case 'saving':
      return [
        { type: 'xstate.done.actor.save', output: null },
        { type: 'xstate.error.actor.save', error: creditLeftRefusal },
        { type: 'xstate.error.actor.save', error: serverDown },
      ];
    case 'failed':
      return snapshot.context.failedStep === 'load' ? [{ type: 'RETRY' }] : paymentUserEvents;
    default:
      return paymentUserEvents;
  }
}

/** What the guards read: which fields break a rule, which the server refused, which call failed. */
export const projectContext = (context: FormContext) => ({
  invalid: Object.keys(context.errors).sort(),
  refused: Object.keys(context.problems).sort(),
  failedStep: context.failedStep,
});
