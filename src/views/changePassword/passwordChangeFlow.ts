import { fromPromise } from 'xstate';
import type { FormSaveInput } from '../../../machines/form.machine.ts';
import { passwordChangeForm, passwordChangeMachine } from '../../../machines/passwordChange.machine.ts';
import { loadPublicCalls } from '../../api/deferredApi.ts';
import type { FlowsEdge } from '../../app/flows.ts';
import { captchaFlow } from '../login/captchaFlow.ts';
import { passwordUpdateOf } from './passwordUpdate.ts';

/**
 * Update Password at sign-in: its chart (the form machine with PUT update-password, and its captcha,
 * wired together). Made from the app's edge when the page's chunk loads (usePageFlow), so the sign-in
 * page downloads neither.
 */
export const createPasswordChangeFlow = ({ api }: FlowsEdge) =>
  passwordChangeMachine.provide({
    actors: {
      form: passwordChangeForm.provide({
        actors: {
          save: fromPromise<unknown, FormSaveInput>(async ({ input }) => (await loadPublicCalls()).updatePassword(api, passwordUpdateOf(input.values))),
        },
      }),
      captcha: captchaFlow(api),
    },
  });

export type PasswordChangeFlow = ReturnType<typeof createPasswordChangeFlow>;
