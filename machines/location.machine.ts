import { assign, emit, fromPromise, setup } from 'xstate';
import type { AvailableLocation } from '../contract/common.ts';
import type { Shell } from './rules/shellFrame.ts';
import { homePath, navigateTo, type NavigateEvent } from './rules/navigation.ts';

export interface LocationInput {
  /** The location stored under `loc` (SG when none is stored). */
  locId: string;
}

export interface LocationContext {
  /** The location the app works in now; the API prefix (4d/ or tt/) and the menus follow it. */
  locId: string;
  /** The locations the signed-in user may work in (GET locIdAvailable), in the server's order. */
  available: AvailableLocation[];
  /** Who the list is for, and which frame asked (mobile corrects a stored location the user lacks). */
  userId: string | null;
  shell: Shell;
}

export type LocationEvent =
  /**
   * The signed-in shell opened in the stored location `locId` (sign-in may have stored the user's
   * home location since this page started): load the user's available locations.
   */
  | { type: 'LOAD'; userId: string; shell: Shell; locId: string }
  /** The user chose a location in the header or the member info panel. */
  | { type: 'CHOOSE'; locId: string };

/**
 * Location switching (spec 02 §2.4): choosing another available location closes every open
 * dialog, stores the choice under `loc` and reloads /admin/home?LocId=<loc> as a full page load, so
 * every page, menu and API prefix (tt/ for TT) starts afresh in the new location. On the mobile
 * shell a stored location the user may not work in is replaced by the first available one.
 */
const takeLoad = assign<LocationContext, LocationEvent, undefined, LocationEvent, never>(({ event }) =>
  event.type === 'LOAD' ? { userId: event.userId, shell: event.shell, locId: event.locId } : {},
);
/** The page's location, stored on every LOAD (the signed-in frame sends one whenever the page's LocId changes). */
const storePageLocation = { type: 'storePageLocation', params: ({ event }: { event: LocationEvent }) => (event.type === 'LOAD' ? event.locId : '') } as const;

export const locationMachine = setup({
  types: {
    context: {} as LocationContext,
    events: {} as LocationEvent,
    input: {} as LocationInput,
    emitted: {} as NavigateEvent,
  },
  actors: {
    /** GET locIdAvailable for the user (provided by the app). */
    loadAvailableLocations: fromPromise<AvailableLocation[], string>(async () => []),
  },
  actions: {
    /** Tells every open dialog to close (provided by the app: src/shell/dialogs.ts). */
    closeDialogs: () => {},
    /** Stores the location under `loc` (provided by the app). */
    storeLocation: (_, _locId: string) => {},
    /**
     * Stores the location the page's URL names under `loc` (provided by the app): a drill-down link
     * naming another location makes it the stored one, so the header, the menu and the pages after it
     * agree with the data shown (src/app/currentLocation.ts).
     */
    storePageLocation: (_, _locId: string) => {},
  },
  guards: {
    /** A real change: another location the user may work in. */
    canSwitchTo: ({ context }, locId: string) =>
      locId !== context.locId && context.available.some((location) => location.LocId === locId),
    /** Mobile only: the stored location is not the user's, and there is a first one to take instead. */
    mustTakeFirst: ({ context }, available: AvailableLocation[]) =>
      context.shell === 'mobile' && available.length > 0 && !available.some((location) => location.LocId === context.locId),
  },
}).createMachine({
  id: 'location',
  context: ({ input }) => ({ locId: input?.locId ?? 'SG', available: [], userId: null, shell: 'desktop' }),
  initial: 'idle',
  states: {
    idle: {
      on: { LOAD: { target: 'loading', actions: [storePageLocation, takeLoad] } },
    },
    loading: {
      tags: ['busy'],
      // The list being loaded is the user's whatever the page: only the page's location is stored.
      on: { LOAD: { actions: storePageLocation } },
      invoke: {
        id: 'loadAvailableLocations',
        src: 'loadAvailableLocations',
        input: ({ context }) => context.userId ?? '',
        onDone: [
          {
            guard: { type: 'mustTakeFirst', params: ({ event }) => event.output },
            target: 'switching',
            actions: assign(({ event }) => ({ available: event.output, locId: event.output[0]!.LocId })),
          },
          { target: 'ready', actions: assign({ available: ({ event }) => event.output }) },
        ],
        // Without the list the user stays where they are; the header then offers no other location.
        onError: { target: 'ready', actions: assign({ available: [] }) },
      },
    },
    ready: {
      on: {
        LOAD: { target: 'loading', actions: [storePageLocation, takeLoad] },
        CHOOSE: {
          guard: { type: 'canSwitchTo', params: ({ event }) => event.locId },
          target: 'switching',
          actions: assign({ locId: ({ event }) => event.locId }),
        },
      },
    },
    // The full page load ends this page; nothing leaves this state.
    switching: {
      tags: ['busy'],
      entry: [
        'closeDialogs',
        { type: 'storeLocation', params: ({ context }) => context.locId },
        emit(({ context }) => navigateTo(homePath(context.locId), { hard: true })),
      ],
    },
  },
});
