import { assign, emit, enqueueActions, fromPromise, sendTo, setup } from 'xstate';
import { captchaMachine, captchaReloading, captchaSatisfied, captchaStatus, type CaptchaStatus } from './captcha.machine.ts';
import { loginPath, navigateTo, type NavigateEvent } from './rules/navigation.ts';
import {
  firstInvalidField,
  passwordChangeFailure,
  passwordFormErrors,
  type PasswordErrors,
  type PasswordField,
  type PasswordValues,
} from './rules/passwordForm.ts';

export const PASSWORD_UPDATED = 'Password updated.';

export interface PasswordChangeRequest extends PasswordValues {
  /** The x-token the captcha image came with. */
  captchaToken: string;
}

export interface PasswordChangeContext {
  values: PasswordValues;
  errors: PasswordErrors;
  /** Fields the user has left once: their problems are shown from then on. */
  touched: Partial<Record<PasswordField, boolean>>;
  /** A submit was tried: every problem is shown. */
  submitted: boolean;
  /** Without a LoginId in the URL the user id is asked for. */
  needsUserId: boolean;
  failure: string | null;
  /** What the captcha child last reported (it runs as the invoked actor `captcha`). */
  captcha: CaptchaStatus;
}

export type PasswordChangeEvent =
  | { type: 'CHANGE'; field: Exclude<PasswordField, 'Token'>; value: string }
  | { type: 'BLUR'; field: PasswordField }
  | { type: 'SUBMIT' };

export type PasswordChangeEmitted = NavigateEvent | { type: 'focus'; field: PasswordField };

/** Every field keeps its rules, the captcha's answer included: a submit will be sent. */
export const isSubmittable = (context: Pick<PasswordChangeContext, 'errors'>) => Object.keys(context.errors).length === 0;

const errorsOf = (values: PasswordValues, needsUserId: boolean, captcha: CaptchaStatus) =>
  passwordFormErrors(values, needsUserId, captchaSatisfied(captcha));

const EMPTY: PasswordValues = { UserId: '', OldPassword: '', Password1: '', Password2: '', Token: '' };

/**
 * The password change (spec 01 §2, §5): every field checked as it changes (the confirmation again
 * when either password changes); submit is refused while invalid, focusing the first invalid
 * input; success returns to /login with "Password updated.".
 */
export const passwordChangeMachine = setup({
  types: {
    context: {} as PasswordChangeContext,
    events: {} as PasswordChangeEvent,
    input: {} as { loginId: string | null },
    emitted: {} as PasswordChangeEmitted,
  },
  actors: {
    captcha: captchaMachine,
    updatePassword: fromPromise<void, PasswordChangeRequest>(async () => {
      throw new Error('updatePassword is provided by the app');
    }),
  },
  guards: {
    isValid: ({ context }) => isSubmittable(context),
  },
}).createMachine({
  id: 'passwordChange',
  context: ({ input }) => {
    const values = { ...EMPTY, UserId: input.loginId ?? '' };
    const needsUserId = !input.loginId;
    const captcha: CaptchaStatus = { shown: true, ready: false, answer: '', token: null };
    return { values, errors: errorsOf(values, needsUserId, captcha), touched: {}, submitted: false, needsUserId, failure: null, captcha };
  },
  // The password change always asks for a captcha (spec 01 §5).
  invoke: {
    id: 'captcha',
    src: 'captcha',
    input: { enabled: true },
    onSnapshot: {
      actions: enqueueActions(({ context, event, enqueue }) => {
        const captcha = captchaStatus(event.snapshot);
        enqueue.assign({ captcha, errors: errorsOf(context.values, context.needsUserId, captcha) });
      }),
    },
  },
  on: {
    CHANGE: {
      actions: enqueueActions(({ context, event, enqueue }) => {
        const values = { ...context.values, [event.field]: event.value };
        // Every field is re-checked, so the confirmation follows either password.
        enqueue.assign({ values, errors: errorsOf(values, context.needsUserId, context.captcha) });
      }),
    },
    BLUR: { actions: assign({ touched: ({ context, event }) => ({ ...context.touched, [event.field]: true }) }) },
  },
  initial: 'editing',
  states: {
    editing: {
      on: {
        SUBMIT: [
          { guard: 'isValid', target: 'submitting' },
          {
            actions: [
              assign({ submitted: true }),
              emit(({ context }) => ({ type: 'focus' as const, field: firstInvalidField(context.errors) ?? 'OldPassword' })),
            ],
          },
        ],
      },
    },
    submitting: {
      tags: ['busy'],
      entry: assign({ failure: null }),
      invoke: {
        id: 'updatePassword',
        src: 'updatePassword',
        input: ({ context }) => ({ ...context.values, Token: context.captcha.answer, captchaToken: context.captcha.token ?? '' }),
        onDone: {
          target: 'updated',
          actions: emit(navigateTo(loginPath({ MsgSuccess: PASSWORD_UPDATED }), { replace: true })),
        },
        onError: {
          target: 'editing',
          // A captcha answer is good once: a new image for the next try.
          actions: [
            enqueueActions(({ context, event, enqueue }) => {
              const captcha = captchaReloading(context.captcha);
              enqueue.assign({
                failure: passwordChangeFailure(event.error),
                captcha,
                errors: errorsOf(context.values, context.needsUserId, captcha),
              });
            }),
            sendTo('captcha', { type: 'RELOAD' }),
          ],
        },
      },
    },
    updated: { type: 'final' },
  },
});
