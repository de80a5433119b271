import { formMachine } from '../../machines/form.machine.ts';
import type { FormFlows } from '../../src/forms/formFlows.ts';
import type { StubActors } from './stubActors.ts';

/** The declared forms' machines with their calls stubbed: `load` and `save`, settled by the test. */
export function stubFormFlows(stubs: StubActors): FormFlows {
  const machine = formMachine.provide({ actors: { load: stubs.promise('load'), save: stubs.promise('save') } });
  return { of: () => machine };
}
