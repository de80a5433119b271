import { assign, forwardTo, sendTo, setup, spawnChild, type AnyActorRef } from 'xstate';
import { sessionMachine } from './session.machine.ts';
import { maintenanceMachine } from './maintenance.machine.ts';
import { localeMachine, type Locale } from './locale.machine.ts';
import { versionUpdateMachine, type VersionUpdateInput } from './versionUpdate.machine.ts';
import { chunkReloadMachine, type ChunkReloadInput } from './chunkReload.machine.ts';
import { routeGuardMachine } from './routeGuard.machine.ts';
import { isMaintenancePage } from './rules/maintenance.ts';

/**
 * What the root chart hears from its children and from the views: the sign-in form coming on and
 * off screen (it lives with its page), the maintenance flow's captcha demand and its start, and the
 * router's path after each navigation (the one URL bridge, in App).
 */
export type AppEvent =
  | { type: 'SIGN_IN_SHOWN'; signIn: AnyActorRef }
  | { type: 'SIGN_IN_LEFT'; signIn: AnyActorRef }
  | { type: 'CAPTCHA_DEMANDED' }
  | { type: 'MAINTENANCE_BEGAN'; time: string }
  | { type: 'URL_CHANGED'; path: string; search: string; locId: string };

/**
 * The root actor: it spawns the long-lived system actors that views reach by systemId, hides the
 * start-up preloader shortly after the app has rendered, and carries the messages between actors
 * (the maintenance feed's captcha demand to the sign-in form, its start to the session, the
 * maintenance page on screen to the maintenance flow), so no view wires actors together.
 */
export const appMachine = setup({
  types: {
    input: {} as {
      locale: Locale;
      /** Production builds check for new versions; absent (tests): no checks. */
      versionUpdate?: VersionUpdateInput;
      /** This tab's last automatic reload for a failed chunk (from sessionStorage). */
      chunkReload?: ChunkReloadInput;
    },
    context: {} as {
      startLocale: Locale;
      versionUpdate: VersionUpdateInput;
      chunkReload: ChunkReloadInput;
      /** The sign-in form on screen, if any. */
      signIn: AnyActorRef | null;
    },
    events: {} as AppEvent,
  },
  actors: {
    session: sessionMachine,
    maintenance: maintenanceMachine,
    locale: localeMachine,
    versionUpdate: versionUpdateMachine,
    chunkReload: chunkReloadMachine,
    routeGuard: routeGuardMachine,
  },
  actions: {
    /** Removes the start-up preloader (provided by the app). */
    hidePreloader: () => {},
  },
  guards: {
    /** The form leaving is the one on screen (an old page's cleanup may run after a new page came). */
    isShownForm: ({ context, event }) => 'signIn' in event && event.signIn === context.signIn,
    /** The router now shows the maintenance page (reached through the feed or a subCode 8000 answer). */
    onMaintenancePage: ({ event }) => event.type === 'URL_CHANGED' && isMaintenancePage(event.path),
  },
  delays: {
    /** The preloader hides after 100 ms (spec 01 §9). */
    preloader: 100,
  },
}).createMachine({
  id: 'app',
  context: ({ input }) => ({
    startLocale: input.locale,
    versionUpdate: input.versionUpdate ?? { enabled: false },
    chunkReload: input.chunkReload ?? { lastReloadAt: null },
    signIn: null,
  }),
  entry: [
    spawnChild('session', { id: 'session', systemId: 'session' }),
    spawnChild('maintenance', { id: 'maintenance', systemId: 'maintenance' }),
    spawnChild('locale', { id: 'locale', systemId: 'locale', input: ({ context }) => ({ locale: context.startLocale }) }),
    spawnChild('versionUpdate', { id: 'versionUpdate', systemId: 'versionUpdate', input: ({ context }) => context.versionUpdate }),
    spawnChild('chunkReload', { id: 'chunkReload', systemId: 'chunkReload', input: ({ context }) => context.chunkReload }),
    // After the session: its watcher reads the session from the start.
    spawnChild('routeGuard', { id: 'routeGuard', systemId: 'routeGuard' }),
  ],
  on: {
    // The feed said maintenance began: the session ends (the session machine goes to the page).
    MAINTENANCE_BEGAN: { actions: sendTo('session', ({ event }) => ({ type: 'MAINTENANCE', time: event.time })) },
    // Every URL goes to the route guards; the maintenance page on screen also to the maintenance
    // flow, which then polls for the site's return.
    URL_CHANGED: [
      { guard: 'onMaintenancePage', actions: [forwardTo('routeGuard'), sendTo('maintenance', { type: 'PAGE_SHOWN' })] },
      { actions: forwardTo('routeGuard') },
    ],
  },
  type: 'parallel',
  states: {
    preloader: {
      initial: 'starting',
      states: {
        starting: { after: { preloader: 'running' } },
        running: { entry: 'hidePreloader' },
      },
    },
    // A captcha demand (spec 01 §4 step 6) reaches the sign-in form on screen; with none, it is dropped,
    // and the next form asks for a captcha itself when the server wants one.
    signInForm: {
      initial: 'absent',
      states: {
        absent: {
          on: { SIGN_IN_SHOWN: { target: 'shown', actions: assign({ signIn: ({ event }) => event.signIn }) } },
        },
        shown: {
          on: {
            CAPTCHA_DEMANDED: { actions: sendTo(({ context }) => context.signIn!, { type: 'CAPTCHA_DEMANDED' }) },
            SIGN_IN_LEFT: { guard: 'isShownForm', target: 'absent', actions: assign({ signIn: null }) },
          },
        },
      },
    },
  },
});

