import { assign, enqueueActions, sendParent, sendTo, setup } from 'xstate';
import { captchaMachine, captchaReloading, captchaStatus, type CaptchaStatus } from './captcha.machine.ts';
import { formMachine, type FormInput } from './form.machine.ts';

export interface PasswordChangeContext {
  form: FormInput;
  /** What the captcha child last reported: the form has its token, and its answer once the image is ready. */
  captcha: CaptchaStatus;
}

export type PasswordChangeEvent =
  /** The form's save failed or was refused (its `unsaved` action, provided below). */
  { type: 'UNSAVED' };

/** Update Password's form: it tells its flow (the parent) when a save failed or was refused. */
export const passwordChangeForm = formMachine.provide({ actions: { unsaved: sendParent({ type: 'UNSAVED' }) } });

/**
 * Update Password (spec 01 §2, §5): the one form machine and its captcha, as children, with the
 * wiring between them here rather than in the page (issue 24). The captcha's token and its answer
 * (counted once typed into a loaded image) become the form's `captchaToken` and `Token` with every
 * captcha snapshot; an answer is good once, so a save that failed or was refused takes the spent
 * answer out of the form at once and reloads the captcha.
 * The page renders the children and sends them the user's events.
 */
export const passwordChangeMachine = setup({
  types: {
    input: {} as FormInput,
    context: {} as PasswordChangeContext,
    events: {} as PasswordChangeEvent,
  },
  actors: { form: passwordChangeForm, captcha: captchaMachine },
}).createMachine({
  id: 'passwordChange',
  context: ({ input }) => ({ form: input, captcha: { shown: true, ready: false, answer: '', token: null } }),
  invoke: [
    { id: 'form', src: 'form', input: ({ context }) => context.form },
    {
      id: 'captcha',
      src: 'captcha',
      // The password change always asks for a captcha (spec 01 §5).
      input: { enabled: true },
      // Both values with every snapshot: a change the form dropped while saving is made with the next one.
      onSnapshot: {
        actions: enqueueActions(({ event, enqueue }) => {
          const status = captchaStatus(event.snapshot);
          enqueue.sendTo('form', { type: 'CHANGE', field: 'captchaToken', value: status.token ?? '' });
          enqueue.sendTo('form', { type: 'CHANGE', field: 'Token', value: status.ready ? status.answer : '' });
          enqueue.assign({ captcha: status });
        }),
      },
    },
  ],
  on: {
    UNSAVED: {
      actions: [
        sendTo('form', { type: 'CHANGE', field: 'Token', value: '' }),
        assign({ captcha: ({ context }) => captchaReloading(context.captcha) }),
        sendTo('captcha', { type: 'RELOAD' }),
      ],
    },
  },
});
