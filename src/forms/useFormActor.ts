import { useEffect, useMemo, useRef } from 'react';
import { useActorRef, useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import type { formMachine, FormInput } from '../../machines/form.machine.ts';
import { usePublicFlows } from '../app/flowsContext.tsx';
import { useNavigationBridge } from '../app/navigationBridge.ts';

/** Starts a form machine for a page: see useFormView. */
export function useFormActor(machine: typeof formMachine, input: FormInput) {
  // Only the actor options: Update Password is a form of the signed-out pages too.
  const flows = usePublicFlows();
  return useFormView(useActorRef(machine, { ...flows.actorOptions, input }));
}

/**
 * What every form page needs of its running form machine (its own, or a child of the page's flow):
 * navigation, the focus the chart asks for (the first invalid input, spec 02 §5), the state and
 * context to render, and the user's events to send.
 */
export function useFormView(actor: ActorRefFrom<typeof formMachine>) {
  useNavigationBridge(actor);
  const form = useRef<HTMLFormElement>(null);
  // The field the chart asked to focus, until it can take the focus: a refusal arrives while the
  // inputs are still disabled by the save, so it is focused once they are enabled again.
  const pendingFocus = useRef<string | null>(null);
  const focusPending = () => {
    const input = pendingFocus.current ? form.current?.querySelector<HTMLInputElement>(`[name="${pendingFocus.current}"]`) : null;
    if (!input || input.disabled) return;
    input.focus();
    pendingFocus.current = null;
  };
  useEffect(() => {
    const subscription = actor.on('focus', ({ field }) => {
      pendingFocus.current = field;
      focusPending();
    });
    return () => subscription.unsubscribe();
  }, [actor]);
  useEffect(focusPending);
  const state = useSelector(actor, (s) => s.value as string);
  const context = useSelector(actor, (s) => s.context);
  const send = useMemo(
    () => ({
      change: (field: string, value: string) => actor.send({ type: 'CHANGE', field, value }),
      blur: (field: string) => actor.send({ type: 'BLUR', field }),
      submit: () => actor.send({ type: 'SUBMIT' }),
      retry: () => actor.send({ type: 'RETRY' }),
    }),
    [actor],
  );
  return { actor, form, state, context, busy: state === 'saving' || state === 'loading', send };
}
