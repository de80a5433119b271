import { assign, fromCallback, setup } from 'xstate';

/**
 * How long an automatic reload guards against another one (its expiry): a code chunk that fails
 * again within this time of the last reload is not cured by reloading.
 */
export const CHUNK_RELOAD_GUARD_MS = 30_000;

export interface ChunkReloadInput {
  /** When this tab last reloaded for a failed chunk (epoch ms; the edge keeps it in sessionStorage). */
  lastReloadAt: number | null;
}

export interface ChunkReloadContext {
  lastReloadAt: number | null;
}

/** A code chunk could not be loaded; `at` is the edge's clock (machines have none). */
export type ChunkReloadEvent = { type: 'CHUNK_FAILED'; at: number };

/** A reload within the guard of `at`. A remembered time after `at` (the clock was set back) counts only within the guard too. */
export const reloadedWithinGuard = (lastReloadAt: number | null, at: number) =>
  lastReloadAt !== null && Math.abs(at - lastReloadAt) < CHUNK_RELOAD_GUARD_MS;

/**
 * Code chunk load failure (spec 01 §8): the page reloads, which fetches the new version's chunks
 * after a deployment. A failure again within 30 s of that reload would loop, so the guard gives up
 * and reports an unrecoverable update error instead (the version-update machine shows it).
 * After either decision further failures are ignored: the page is going away, or the error is shown.
 */
export const chunkReloadMachine = setup({
  types: {
    context: {} as ChunkReloadContext,
    events: {} as ChunkReloadEvent,
    input: {} as ChunkReloadInput | undefined,
  },
  actors: {
    /** Reports failed chunk loads as CHUNK_FAILED with the time (provided by the app). */
    chunkFailures: fromCallback<ChunkReloadEvent>(() => () => {}),
  },
  actions: {
    /** Keeps the reload time across the reload (provided by the app). */
    rememberReload: (_, _at: number) => {},
    /** Loads the page again (provided by the app). */
    reload: () => {},
    /** Tells the version-update machine (UPDATE_FAILED) so the user is asked to reload (provided by the app). */
    reportUpdateFailure: () => {},
  },
  guards: {
    reloadedRecently: ({ context }, at: number) => reloadedWithinGuard(context.lastReloadAt, at),
  },
}).createMachine({
  id: 'chunkReload',
  context: ({ input }) => ({ lastReloadAt: input?.lastReloadAt ?? null }),
  invoke: { id: 'chunkFailures', src: 'chunkFailures' },
  initial: 'watching',
  states: {
    watching: {
      on: {
        CHUNK_FAILED: [
          { guard: { type: 'reloadedRecently', params: ({ event }) => event.at }, target: 'failed' },
          {
            target: 'reloading',
            actions: [
              assign({ lastReloadAt: ({ event }) => event.at }),
              { type: 'rememberReload', params: ({ event }) => event.at },
              'reload',
            ],
          },
        ],
      },
    },
    /** The page is reloading; the other chunks failing meanwhile change nothing. */
    reloading: {},
    /** Reloading did not help: the user is asked to reload the page. */
    failed: {
      entry: 'reportUpdateFailure',
    },
  },
});
