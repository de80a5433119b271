import { assign, emit, fromPromise, setup } from 'xstate';
import { firstInvalidField, passwordChangeFailure, passwordFormErrors, type PasswordErrors } from './rules/passwordForm.ts';

/** The fields of the signed-in change: no user id (the session says who) and no captcha. */
export const ACCOUNT_PASSWORD_FIELDS = ['OldPassword', 'Password1', 'Password2'] as const;
export type AccountPasswordField = (typeof ACCOUNT_PASSWORD_FIELDS)[number];
export type AccountPasswordValues = Record<AccountPasswordField, string>;

export interface AccountPasswordContext {
  values: AccountPasswordValues;
  errors: PasswordErrors;
  /** Fields the user has left once: their problems are shown from then on. */
  touched: Partial<Record<AccountPasswordField, boolean>>;
  /** A submit was tried: every problem is shown. */
  submitted: boolean;
  failure: string | null;
}

export type AccountPasswordEvent =
  | { type: 'CHANGE'; field: AccountPasswordField; value: string }
  | { type: 'BLUR'; field: AccountPasswordField }
  | { type: 'SUBMIT' };

export type AccountPasswordEmitted = { type: 'focus'; field: AccountPasswordField };

const EMPTY: AccountPasswordValues = { OldPassword: '', Password1: '', Password2: '' };

/** The same rules, in the same order, as the password change at sign-in (machines/rules/passwordForm.ts). */
const errorsOf = (values: AccountPasswordValues) => passwordFormErrors({ ...values, UserId: '', Token: '' }, false, true);

const fresh = (): AccountPasswordContext => ({ values: EMPTY, errors: errorsOf(EMPTY), touched: {}, submitted: false, failure: null });

/**
 * Change Password in the signed-in area (/admin/changePassword, spec 02 §2.2): the signed-in user's
 * own password through PUT password (bearer, no captcha). Every field is checked as it changes; a
 * refused submit focuses the first invalid input; success says "Password updated." and empties the
 * form. The user stays signed in (the server ends the user's other sessions).
 */
export const accountPasswordMachine = setup({
  types: {
    context: {} as AccountPasswordContext,
    events: {} as AccountPasswordEvent,
    emitted: {} as AccountPasswordEmitted,
  },
  actors: {
    /** PUT password (provided by the app). */
    changePassword: fromPromise<void, AccountPasswordValues>(async () => {
      throw new Error('changePassword is provided by the app');
    }),
  },
  guards: {
    isValid: ({ context }) => Object.keys(context.errors).length === 0,
  },
  actions: {
    edit: assign(({ context, event }) => {
      if (event.type !== 'CHANGE') return {};
      // Every field is re-checked, so the confirmation follows either password.
      const values = { ...context.values, [event.field]: event.value };
      return { values, errors: errorsOf(values) };
    }),
    touch: assign({
      touched: ({ context, event }) => (event.type === 'BLUR' ? { ...context.touched, [event.field]: true } : context.touched),
    }),
  },
}).createMachine({
  id: 'accountPassword',
  context: fresh,
  initial: 'editing',
  states: {
    editing: {
      on: {
        CHANGE: { actions: 'edit' },
        BLUR: { actions: 'touch' },
        SUBMIT: [
          { guard: 'isValid', target: 'submitting' },
          {
            actions: [
              assign({ submitted: true }),
              emit(({ context }) => ({
                type: 'focus' as const,
                field: (firstInvalidField(context.errors) ?? 'OldPassword') as AccountPasswordField,
              })),
            ],
          },
        ],
      },
    },
    submitting: {
      tags: ['busy'],
      entry: assign({ failure: null }),
      invoke: {
        id: 'changePassword',
        src: 'changePassword',
        input: ({ context }) => context.values,
        onDone: { target: 'updated', actions: assign(fresh) },
        onError: { target: 'editing', actions: assign({ failure: ({ event }) => passwordChangeFailure(event.error) }) },
      },
    },
    // "Password updated." stays until the user types again.
    updated: {
      on: {
        CHANGE: { target: 'editing', actions: 'edit' },
        BLUR: { actions: 'touch' },
      },
    },
  },
});
