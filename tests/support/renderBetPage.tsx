import type { ReactNode } from 'react';
import { render } from '@testing-library/react';
import { I18nProvider } from '@lingui/react';
import { SimulatedClock, type AnyActorRef, type InspectionEvent } from 'xstate';
import { FlowsProvider } from '../../src/app/flowsContext.tsx';
import type { Flows } from '../../src/app/flows.ts';
import { i18n } from '../../src/i18n/i18n.ts';
import { StubActors } from './stubActors.ts';
import { stubBetFlows } from './stubBetFlows.ts';

/**
 * One bet page on its own, with the bet flows' API calls stubbed and a simulated clock: the page
 * starts its machine with useActorRef, and `started(id)` finds it (and any actor it spawns) by machine id.
 */
export function renderBetPage(page: ReactNode, inspect: (event: InspectionEvent) => void) {
  const stubs = new StubActors();
  const clock = new SimulatedClock();
  const started = new Map<string, AnyActorRef>();
  const observe = (event: InspectionEvent) => {
    const id = (event.actorRef as { logic?: { id?: string } }).logic?.id;
    if (event.type === '@xstate.actor' && id) started.set(id, event.actorRef as AnyActorRef);
    inspect(event);
  };
  // Only what the bet pages read; the sign-in flows are not on these pages.
  const flows = { actorOptions: { clock, inspect: observe }, captchaEnabled: false, bets: stubBetFlows(stubs) } as unknown as Flows;
  const view = render(
    <I18nProvider i18n={i18n}>
      <FlowsProvider flows={flows}>{page}</FlowsProvider>
    </I18nProvider>,
  );
  return {
    stubs,
    clock,
    view,
    started: (id: string) => {
      const actor = started.get(id);
      if (!actor) throw new Error(`No "${id}" actor has started`);
      return actor;
    },
  };
}
