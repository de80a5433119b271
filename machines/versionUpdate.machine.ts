import { fromCallback, fromPromise, setup, stateIn } from 'xstate';

export interface VersionUpdateInput {
  /** Production builds only (spec 01 §9); a development build never checks. */
  enabled: boolean;
}

export interface VersionUpdateContext {
  enabled: boolean;
}

/** What a check answers: the served version differs from the one running. */
export interface VersionCheckResult {
  newVersion: boolean;
}

/** The tab was hidden or shown again (sent by the `visibility` actor). */
export type VisibilityEvent = { type: 'HIDDEN' } | { type: 'VISIBLE' };

export type VersionUpdateEvent =
  | VisibilityEvent
  /** The user chose Reload on the prompt or on the failure message. */
  | { type: 'RELOAD' }
  /** The user closed the prompt. */
  | { type: 'DISMISS' }
  /** The chunk-reload guard gave up: a reload did not bring working code (spec 01 §8). */
  | { type: 'UPDATE_FAILED' };

/**
 * Version update (spec 01 §4, §8, §9): in production, the first check 60 s after start, then one
 * every 8 minutes; a new version shows the prompt "A new version is available, reload now?" for
 * 15 minutes (Reload, or close it), after which the checks go on. A failed check waits for the next.
 *
 * The tab's visibility is its own region: a check that falls due while the tab is hidden waits in
 * `paused` (no requests from a background tab) and runs as soon as the tab is visible again; timers
 * are not restarted by a brief hide, and the prompt survives a tab switch.
 *
 * UPDATE_FAILED (a code chunk still failed after the automatic reload) shows "The application could
 * not be updated. Please reload the page." from any state, a development build included: it is the
 * answer to a broken page, not part of the checking.
 */
export const versionUpdateMachine = setup({
  types: {
    context: {} as VersionUpdateContext,
    events: {} as VersionUpdateEvent,
    input: {} as VersionUpdateInput | undefined,
  },
  actors: {
    /** Compares the served version file with the running app (provided by the app). */
    checkVersion: fromPromise<VersionCheckResult>(async () => {
      throw new Error('checkVersion is provided by the app');
    }),
    /** Reports the tab's visibility as HIDDEN / VISIBLE (provided by the app). */
    visibility: fromCallback<VersionUpdateEvent>(() => () => {}),
  },
  actions: {
    /** Loads the page again, so the new version runs (provided by the app). */
    reload: () => {},
  },
  delays: {
    /** The first check after start (spec 01 §9: after 60 s). */
    firstVersionCheck: 60_000,
    /** Then a check every 8 minutes (spec 01 §9: 480000 ms). */
    versionCheck: 480_000,
    /** How long the prompt stays (spec 01 §9: 900000 ms, 15 minutes). */
    updatePromptLifetime: 900_000,
  },
  guards: {
    enabled: ({ context }) => context.enabled,
    tabHidden: stateIn('#versionUpdate.running.tab.hidden'),
    hasNewVersion: (_, result: VersionCheckResult) => result.newVersion,
  },
}).createMachine({
  id: 'versionUpdate',
  context: ({ input }) => ({ enabled: input?.enabled ?? false }),
  initial: 'starting',
  on: { UPDATE_FAILED: '.failed' },
  states: {
    starting: {
      always: [{ guard: 'enabled', target: 'running' }, { target: 'disabled' }],
    },
    /** A development build: no checks. */
    disabled: {},
    running: {
      type: 'parallel',
      invoke: { id: 'visibility', src: 'visibility' },
      states: {
        tab: {
          initial: 'visible',
          states: {
            visible: { on: { HIDDEN: 'hidden' } },
            hidden: { on: { VISIBLE: 'visible' } },
          },
        },
        checks: {
          initial: 'waitingFirst',
          states: {
            waitingFirst: {
              after: { firstVersionCheck: [{ guard: 'tabHidden', target: 'paused' }, { target: 'checking' }] },
            },
            waiting: {
              after: { versionCheck: [{ guard: 'tabHidden', target: 'paused' }, { target: 'checking' }] },
            },
            /** A check fell due while the tab was hidden: it runs when the tab is visible again. */
            paused: {
              on: { VISIBLE: 'checking' },
            },
            checking: {
              invoke: {
                id: 'checkVersion',
                src: 'checkVersion',
                onDone: [
                  { guard: { type: 'hasNewVersion', params: ({ event }) => event.output }, target: 'prompt' },
                  { target: 'waiting' },
                ],
                // A network failure is not the user's concern: the next check will do.
                onError: { target: 'waiting' },
              },
            },
            prompt: {
              after: { updatePromptLifetime: 'waiting' },
              on: {
                RELOAD: { actions: 'reload' },
                DISMISS: 'waiting',
              },
            },
          },
        },
      },
    },
    failed: {
      on: { RELOAD: { actions: 'reload' } },
    },
  },
});
