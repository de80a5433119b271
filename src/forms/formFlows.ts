import { fromPromise } from 'xstate';
import { formMachine, type FormLoaded, type FormSaveInput } from '../../machines/form.machine.ts';
import type { ApiClient } from '../api/client.ts';
import type { FormDeclaration } from './formDeclaration.ts';
import { perDeclaration } from '../declarations/declared.ts';

/**
 * The form machine with its real actors, one per declared form (its page starts it with
 * useActorRef). The calls' code is imported when a form first loads or saves, so the sign-in page
 * does not carry it.
 */
export function createFormFlows(api: ApiClient) {
  return perDeclaration((form: FormDeclaration) =>
    formMachine.provide({
      actors: {
        load: fromPromise<FormLoaded, Readonly<Record<string, string>>>(async ({ input }) => (await import('./formCalls.ts')).loadForm(api, form)(input)),
        save: fromPromise<unknown, FormSaveInput>(async ({ input }) => (await import('./formCalls.ts')).saveForm(api, form)(input)),
      },
    }),
  );
}

export type FormFlows = ReturnType<typeof createFormFlows>;
