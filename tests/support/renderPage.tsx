import type { ReactNode } from 'react';
import { render } from '@testing-library/react';
import { I18nProvider } from '@lingui/react';
import { Router, type BaseLocationHook } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { SimulatedClock, type AnyActorRef, type InspectionEvent } from 'xstate';
import { FlowsProvider } from '../../src/app/flowsContext.tsx';
import type { Flows } from '../../src/app/flows.ts';
import { i18n } from '../../src/i18n/i18n.ts';
import { StubActors } from './stubActors.ts';

export interface RenderPageOptions {
  /** The page's URL (path and query). */
  path?: string;
  inspect?: (event: InspectionEvent) => void;
  /** The flows the page reads, made from the stubs; the app's other flows are not on the page. */
  flows: (stubs: StubActors) => Partial<Omit<Flows, 'actorOptions'>>;
  /**
   * `applied` (default): a navigation the page asks for changes the URL. `recorded`: it is only
   * written down in `requested`, so a model walk applies each URL itself (as SHOW) and can tell a
   * navigation asked for from the URL coming back.
   */
  navigation?: 'applied' | 'recorded';
}

/**
 * One page of the signed-in area on its own, as a user meets it minus the layout and the network:
 * the flows it reads with stubbed API calls, a simulated clock, a memory location for its URL.
 * `started(id)` finds an actor the page started by machine id; `navigate` changes the URL as a
 * link, the menu or Back does.
 */
export function renderPage(page: ReactNode, { path = '/', inspect, flows: makeFlows, navigation = 'applied' }: RenderPageOptions) {
  const stubs = new StubActors();
  const clock = new SimulatedClock();
  const started = new Map<string, AnyActorRef>();
  const observe = (event: InspectionEvent) => {
    const id = (event.actorRef as { logic?: { id?: string } }).logic?.id;
    if (event.type === '@xstate.actor' && id && !started.has(id)) started.set(id, event.actorRef as AnyActorRef);
    inspect?.(event);
  };
  const flows = { actorOptions: { clock, inspect: observe }, ...makeFlows(stubs) } as Flows;
  const location = memoryLocation({ path, record: true });
  const requested: string[] = [];
  const recordingHook: BaseLocationHook = () => {
    const [current] = location.hook();
    return [current, (to: string) => requested.push(to)];
  };
  const view = render(
    <I18nProvider i18n={i18n}>
      <FlowsProvider flows={flows}>
        <Router hook={navigation === 'recorded' ? recordingHook : location.hook} searchHook={location.searchHook}>
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
    /** Navigations the page asked for (navigation: 'recorded'). */
    requested,
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

export type RenderedPage = ReturnType<typeof renderPage>;
