import { useEffect, useMemo, useRef } from 'react';
import { useActorRef, useSelector } from '@xstate/react';
import type { formMachine, FormInput } from '../../machines/form.machine.ts';
import { useFlows } from '../app/flowsContext.tsx';
import { useNavigationBridge } from '../app/navigationBridge.ts';

/**
 * Starts a form machine for a page and wires what every form page needs: navigation, the focus the
 * chart asks for (the first invalid input, spec 02 §5), the state and context to render.
 */
export function useFormActor(machine: typeof formMachine, input: FormInput) {
  const flows = useFlows();
  const actor = useActorRef(machine, { ...flows.actorOptions, input });
  useNavigationBridge(actor);
  const form = useRef<HTMLFormElement>(null);
  useEffect(() => {
    const subscription = actor.on('focus', ({ field }) => {
      form.current?.querySelector<HTMLElement>(`[name="${field}"]`)?.focus();
    });
    return () => subscription.unsubscribe();
  }, [actor]);
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
