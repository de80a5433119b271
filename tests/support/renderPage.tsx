import type { ReactElement, ReactNode } from 'react';
import { render } from '@testing-library/react';
import { I18nProvider } from '@lingui/react';
import { Router, type BaseLocationHook } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { createActor, createMachine, SimulatedClock, type AnyActorRef, type InspectionEvent } from 'xstate';
import type { Profile } from '../../contract/profile.ts';
import { FlowsProvider } from '../../src/app/flowsContext.tsx';
import { RootActorProvider } from '../../src/app/rootActor.tsx';
import type { Flows } from '../../src/app/flows.ts';
import { i18n } from '../../src/i18n/i18n.ts';
import { StubActors } from './stubActors.ts';

export interface RenderPageOptions {
  /** The page's URL (path and query). */
  path?: string;
  inspect?: (event: InspectionEvent) => void;
  /** The flows the page reads, made from the stubs; the app's other flows are not on the page (none for a bare widget). */
  flows?: (stubs: StubActors) => Partial<Omit<Flows, 'actorOptions'>>;
  /**
   * The signed-in user the view reads (its permissions, its id) through the session, as in the app;
   * without it there is no app around the view, as for a bare widget.
   */
  profile?: Profile;
  /**
   * `applied` (default): a navigation the page asks for changes the URL. `recorded`: it is only
   * written down in `requested`, so a model walk applies each URL itself (as SHOW) and can tell a
   * navigation asked for from the URL coming back.
   */
  navigation?: 'applied' | 'recorded';
}

/**
 * A session holding `profile`, in a root whose system finds it as the app's does (by systemId), for
 * views that read the signed-in user (useSignedInProfile, useSessionActor).
 */
function signedInRoot(profile: Profile) {
  const session = createActor(createMachine({ context: { profile } }), { systemId: 'session' }).start();
  return { system: { get: (id: string) => (id === 'session' ? session : undefined) } } as unknown as Parameters<typeof RootActorProvider>[0]['actor'];
}

/**
 * The one render harness of the view tests: one page of the signed-in area, or one widget, on its
 * own, as a user meets it minus the layout and the network: Lingui (English), the flows it reads
 * with stubbed API calls, a simulated clock, a memory location for its URL, and the signed-in user
 * when given. `started(id)` finds an actor the page started by machine id; `navigate` changes the
 * URL as a link, the menu or Back does; `rerender` renders new props inside the same providers.
 * Testing Library's result is spread in too (container, rerender…), so a widget test reads it as
 * it would read render's.
 */
export function renderPage(page: ReactNode, { path = '/', inspect, flows: makeFlows = () => ({}), navigation = 'applied', profile }: RenderPageOptions = {}) {
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
  const root = profile ? signedInRoot(profile) : null;
  const inProviders = (ui: ReactNode) => {
    const routed = (
      <FlowsProvider flows={flows}>
        <Router hook={navigation === 'recorded' ? recordingHook : location.hook} searchHook={location.searchHook}>
          {ui}
        </Router>
      </FlowsProvider>
    );
    return <I18nProvider i18n={i18n}>{root ? <RootActorProvider actor={root}>{routed}</RootActorProvider> : routed}</I18nProvider>;
  };
  const view = render(inProviders(page));
  return {
    ...view,
    rerender: (next: ReactElement) => view.rerender(inProviders(next)),
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
