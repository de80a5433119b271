import { setup, spawnChild } from 'xstate';
import { sessionMachine } from './session.machine.ts';
import { maintenanceMachine } from './maintenance.machine.ts';
import { localeMachine, type Locale } from './locale.machine.ts';

/**
 * The root actor: it spawns the long-lived system actors that views reach by systemId, and hides
 * the start-up preloader shortly after the app has rendered.
 */
export const appMachine = setup({
  types: {
    input: {} as { locale: Locale },
    context: {} as { startLocale: Locale },
  },
  actors: { session: sessionMachine, maintenance: maintenanceMachine, locale: localeMachine },
  actions: {
    /** Removes the start-up preloader (provided by the app). */
    hidePreloader: () => {},
  },
  delays: {
    /** The preloader hides after 100 ms (spec 01 §9). */
    preloader: 100,
  },
}).createMachine({
  id: 'app',
  context: ({ input }) => ({ startLocale: input.locale }),
  entry: [
    spawnChild('session', { id: 'session', systemId: 'session' }),
    spawnChild('maintenance', { id: 'maintenance', systemId: 'maintenance' }),
    spawnChild('locale', { id: 'locale', systemId: 'locale', input: ({ context }) => ({ locale: context.startLocale }) }),
  ],
  initial: 'starting',
  states: {
    starting: { after: { preloader: 'running' } },
    running: { entry: 'hidePreloader' },
  },
});

