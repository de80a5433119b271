import { render } from '@testing-library/react';
import { I18nProvider } from '@lingui/react';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { createActor, SimulatedClock, type InspectionEvent } from 'xstate';
import { appMachine } from '../../machines/app.machine.ts';
import { sessionMachine } from '../../machines/session.machine.ts';
import { App } from '../../src/app/App.tsx';
import { RootActorProvider } from '../../src/app/rootActor.tsx';
import { i18n } from '../../src/i18n/i18n.ts';
import { StubActors } from './stubActors.ts';

/**
 * The whole app as a user meets it, with every actor at the machines' edge stubbed and time
 * simulated: the same tree main.tsx builds, minus the network and the wall clock.
 */
export function renderApp({ path = '/login', inspect }: { path?: string; inspect?: (event: InspectionEvent) => void } = {}) {
  const stubs = new StubActors();
  const clock = new SimulatedClock();
  const session = sessionMachine.provide({
    actors: {
      restoreSession: stubs.promise('restoreSession'),
      requestToken: stubs.promise('requestToken'),
      loadProfile: stubs.promise('loadProfile'),
      logout: stubs.promise('logout'),
    },
  });
  const root = createActor(appMachine.provide({ actors: { session } }), { clock, inspect });
  root.start();
  const location = memoryLocation({ path, record: true });
  const view = render(
    <I18nProvider i18n={i18n}>
      <RootActorProvider actor={root}>
        <Router hook={location.hook} searchHook={location.searchHook}>
          <App />
        </Router>
      </RootActorProvider>
    </I18nProvider>,
  );
  return {
    root,
    stubs,
    clock,
    view,
    location,
    session: () => root.system.get('session')!,
    cleanup: () => {
      view.unmount();
      root.stop();
    },
  };
}
