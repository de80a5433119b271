import type { ReactNode } from 'react';
import { render } from '@testing-library/react';
import { I18nProvider } from '@lingui/react';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { SimulatedClock, type AnyActorRef, type InspectionEvent } from 'xstate';
import { FlowsProvider } from '../../src/app/flowsContext.tsx';
import type { Flows } from '../../src/app/flows.ts';
import type { HomeFlows } from '../../src/views/home/homeFlows.ts';
import { i18n } from '../../src/i18n/i18n.ts';
import { StubActors } from './stubActors.ts';

/**
 * One page of the home area at `path`, with the home flows `makeFlows` builds from stubs and a
 * simulated clock: the page as a signed-in user meets it, minus the layout and the network.
 * `navigate` changes the URL as a menu link or a location switch does.
 */
export function renderHomeArea(
  page: ReactNode,
  { path, inspect, makeFlows }: { path: string; inspect?: (event: InspectionEvent) => void; makeFlows: (stubs: StubActors) => HomeFlows },
) {
  const stubs = new StubActors();
  const clock = new SimulatedClock();
  const started = new Map<string, AnyActorRef>();
  const observe = (event: InspectionEvent) => {
    const id = (event.actorRef as { logic?: { id?: string } }).logic?.id;
    if (event.type === '@xstate.actor' && id && !started.has(id)) started.set(id, event.actorRef as AnyActorRef);
    inspect?.(event);
  };
  // Only what the home area's pages read; the other flows belong to other pages.
  const flows = { actorOptions: { clock, inspect: observe }, home: makeFlows(stubs) } as unknown as Flows;
  const location = memoryLocation({ path, record: true });
  const view = render(
    <I18nProvider i18n={i18n}>
      <FlowsProvider flows={flows}>
        <Router hook={location.hook} searchHook={location.searchHook}>
          {page}
        </Router>
      </FlowsProvider>
    </I18nProvider>,
  );
  return {
    stubs,
    clock,
    view,
    location,
    navigate: (to: string) => location.navigate(to),
    /** The first actor of a machine the page started, by machine id. */
    started: (id: string) => {
      const actor = started.get(id);
      if (!actor) throw new Error(`No "${id}" actor has started`);
      return actor;
    },
    cleanup: () => view.unmount(),
  };
}
