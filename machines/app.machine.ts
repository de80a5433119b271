import { setup, spawnChild } from 'xstate';
import { sessionMachine } from './session.machine.ts';
import { maintenanceMachine } from './maintenance.machine.ts';
import { localeMachine, type Locale } from './locale.machine.ts';
import { versionUpdateMachine, type VersionUpdateInput } from './versionUpdate.machine.ts';
import { chunkReloadMachine, type ChunkReloadInput } from './chunkReload.machine.ts';
import { locationMachine } from './location.machine.ts';

/**
 * The root actor: it spawns the long-lived system actors that views reach by systemId, and hides
 * the start-up preloader shortly after the app has rendered.
 */
export const appMachine = setup({
  types: {
    input: {} as {
      locale: Locale;
      /** Production builds check for new versions; absent (tests): no checks. */
      versionUpdate?: VersionUpdateInput;
      /** This tab's last automatic reload for a failed chunk (from sessionStorage). */
      chunkReload?: ChunkReloadInput;
      /** The location stored under `loc` (SG when absent). */
      locId?: string;
    },
    context: {} as { startLocale: Locale; versionUpdate: VersionUpdateInput; chunkReload: ChunkReloadInput; locId: string },
  },
  actors: {
    session: sessionMachine,
    maintenance: maintenanceMachine,
    locale: localeMachine,
    versionUpdate: versionUpdateMachine,
    chunkReload: chunkReloadMachine,
    location: locationMachine,
  },
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
  context: ({ input }) => ({
    startLocale: input.locale,
    versionUpdate: input.versionUpdate ?? { enabled: false },
    chunkReload: input.chunkReload ?? { lastReloadAt: null },
    locId: input.locId ?? 'SG',
  }),
  entry: [
    spawnChild('session', { id: 'session', systemId: 'session' }),
    spawnChild('maintenance', { id: 'maintenance', systemId: 'maintenance' }),
    spawnChild('locale', { id: 'locale', systemId: 'locale', input: ({ context }) => ({ locale: context.startLocale }) }),
    spawnChild('versionUpdate', { id: 'versionUpdate', systemId: 'versionUpdate', input: ({ context }) => context.versionUpdate }),
    spawnChild('chunkReload', { id: 'chunkReload', systemId: 'chunkReload', input: ({ context }) => context.chunkReload }),
    spawnChild('location', { id: 'location', systemId: 'location', input: ({ context }) => ({ locId: context.locId }) }),
  ],
  initial: 'starting',
  states: {
    starting: { after: { preloader: 'running' } },
    running: { entry: 'hidePreloader' },
  },
});

