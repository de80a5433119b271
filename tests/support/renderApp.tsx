import { locationMachine } from '../../machines/location.machine.ts';
import { setLocId } from '../../src/app/currentLocation.ts';
import { render } from '@testing-library/react';
import { I18nProvider } from '@lingui/react';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { createActor, fromCallback, fromPromise, SimulatedClock, type AnyActorRef, type InspectionEvent } from 'xstate';
import { appMachine } from '../../machines/app.machine.ts';
import { maintenanceMachine } from '../../machines/maintenance.machine.ts';
import { localeMachine } from '../../machines/locale.machine.ts';
import { sessionMachine } from '../../machines/session.machine.ts';
import { captchaMachine } from '../../machines/captcha.machine.ts';
import { signInMachine } from '../../machines/signIn.machine.ts';
import { passwordChangeForm, passwordChangeMachine } from '../../machines/passwordChange.machine.ts';
import { termsMachine } from '../../machines/terms.machine.ts';
import { stubFormFlows } from './stubFormFlows.ts';
import { stubJobScreenFlows } from './stubJobScreenFlows.ts';
import { botQrMachine } from '../../machines/botQr.machine.ts';
import { shellMachine } from '../../machines/shell.machine.ts';
import { logoutConfirmMachine } from '../../machines/logoutConfirm.machine.ts';
import { App } from '../../src/app/App.tsx';
import { RootActorProvider } from '../../src/app/rootActor.tsx';
import { menuRuleAllows } from '../../src/menu/routeAccess.ts';
import { routeGuardMachine } from '../../machines/routeGuard.machine.ts';
import { menuGuardMachine } from '../../machines/menuGuard.machine.ts';
import { FlowsProvider } from '../../src/app/flowsContext.tsx';
import { VariantProvider } from '../../src/app/variantContext.tsx';
import { resolveVariant } from '../../variants/resolve.ts';
import type { Variant } from '../../variants/types.ts';
import type { Flows } from '../../src/app/flows.ts';
import { i18n } from '../../src/i18n/i18n.ts';
import { StubActors } from './stubActors.ts';
import { stubBetFlows } from './stubBetFlows.ts';
import { stubControlFlows } from './stubControlFlows.ts';
import { stubSmsSendFlows } from './stubSmsSendFlows.ts';
import { stubScreenFlows } from './stubScreenFlows.ts';
import { stubHomeFlows } from './stubHomeFlows.ts';

export interface RenderAppOptions {
  path?: string;
  inspect?: (event: InspectionEvent) => void;
  captchaEnabled?: boolean;
  /** The new-layout flag (spec 02 §9), off as by default. */
  newLayout?: boolean;
  /** The brand served (variants/registry.ts); the default brand's by default. */
  variant?: Variant;
  /** The menu's rule loads when the test resolves `loadMenuRule` (the menu guard's model test); else by itself. */
  stubMenuRule?: boolean;
}

/**
 * The whole app as a user meets it, with every actor at the machines' edge stubbed and time
 * simulated: the same tree main.tsx builds, minus the network, the other tabs and the wall clock.
 */
export function renderApp({ path = '/login', inspect, captchaEnabled = false, newLayout = false, variant = resolveVariant('localhost'), stubMenuRule = false }: RenderAppOptions = {}) {
  const stubs = new StubActors();
  const clock = new SimulatedClock();
  // Page machines are started by the views; the inspector sees them all, and so do tests.
  const started = new Map<string, AnyActorRef>();
  const observe = (event: InspectionEvent) => {
    const id = (event.actorRef as { logic?: { id?: string } }).logic?.id;
    if (event.type === '@xstate.actor' && id) started.set(id, event.actorRef as AnyActorRef);
    inspect?.(event);
  };
  const session = sessionMachine.provide({
    actors: {
      restoreSession: stubs.promise('restoreSession'),
      loadProfile: stubs.promise('loadProfile'),
      refreshSession: stubs.promise('refreshSession'),
      logout: stubs.promise('logout'),
      tabSync: fromCallback(() => () => {}),
    },
  });
  // As in the app: maintenance ends the session through the root chart.
  const maintenance = maintenanceMachine.provide({ actors: { pollFeed: stubs.promise('pollFeed') } });
  const locale = localeMachine.provide({ actors: { activateLocale: stubs.promise('activateLocale') } });
  // The start-up preloader of index.html, which the app machine removes 100 ms after start.
  const preloader = document.createElement('div');
  preloader.id = 'preloader';
  document.body.append(preloader);
  const app = appMachine.provide({
    actors: {
      session,
      maintenance,
      locale,
      // The menu's rule, already in the test's modules: the app's dynamic import (src/app/routeGuards.ts)
      // goes through Vitest's module runner, a round trip that a browser's loaded chunk does not make.
      routeGuard: routeGuardMachine.provide({
        actors: { menuGuard: menuGuardMachine.provide({ actors: { loadMenuRule: stubMenuRule ? stubs.promise('loadMenuRule') : fromPromise(async () => menuRuleAllows) } }) },
      }),
    },
    actions: { hidePreloader: () => document.getElementById('preloader')?.remove() },
  });
  const root = createActor(app, {
    clock,
    inspect: observe,
    input: { locale: 'en' },
  });
  const captcha = captchaMachine.provide({ actors: { fetchCaptcha: stubs.promise('fetchCaptcha') } });
  const flows: Flows = {
    captchaEnabled,
    newLayout,
    actorOptions: { clock, inspect: observe },
    signIn: signInMachine.provide({
      actors: { captcha, requestToken: stubs.promise('requestToken'), startSession: stubs.promise('startSession') },
    }),
    passwordChange: passwordChangeMachine.provide({
      actors: { form: passwordChangeForm.provide({ actors: { save: stubs.promise('updatePassword') } }), captcha },
    }),
    forms: stubFormFlows(stubs),
    jobScreens: stubJobScreenFlows(stubs),
    bets: stubBetFlows(stubs),
    control: stubControlFlows(stubs),
    smsSend: stubSmsSendFlows(stubs),
    terms: termsMachine.provide({
      actors: { acceptTerms: stubs.promise('acceptTerms') },
      // Signing out is the session machine's: the real LOGOUT goes to it.
      actions: { signOut: () => root.system.get('session')!.send({ type: 'LOGOUT' }) },
    }),
    // The location switcher with its own actors: no locations to choose from. The page's LocId is
    // stored as the app stores it (a drill-down link naming another location).
    location: locationMachine.provide({ actions: { storePageLocation: (_, locId) => setLocId(locId) } }),
    shell: shellMachine.provide({
      actors: {
        loadShellData: stubs.promise('loadShellData'),
        refreshCredit: stubs.promise('refreshCredit'),
        logoutConfirm: logoutConfirmMachine.provide({ actions: { signOut: () => root.system.get('session')!.send({ type: 'LOGOUT' }) } }),
      },
    }),
    botQr: botQrMachine.provide({ actors: { drawBotQr: stubs.promise('drawBotQr') } }),
    home: stubHomeFlows(stubs),
    screens: stubScreenFlows(stubs),
  };
  root.start();
  const location = memoryLocation({ path, record: true });
  const view = render(
    <I18nProvider i18n={i18n}>
      <RootActorProvider actor={root}>
        <FlowsProvider flows={flows}>
          <Router hook={location.hook} searchHook={location.searchHook}>
            <VariantProvider variant={variant}>
              <App />
            </VariantProvider>
          </Router>
        </FlowsProvider>
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
    /** The running actor of a page machine, by machine id (e.g. 'signIn'). */
    started: (id: string) => {
      const actor = started.get(id);
      if (!actor) throw new Error(`No "${id}" actor has started`);
      return actor;
    },
    cleanup: () => {
      view.unmount();
      root.stop();
      document.getElementById('preloader')?.remove();
    },
  };
}
