import { fromPromise } from 'xstate';
import { versionUpdateMachine, type VersionUpdateInput } from '../../../machines/versionUpdate.machine.ts';
import { chunkReloadMachine, type ChunkReloadInput } from '../../../machines/chunkReload.machine.ts';
import { checkVersion } from './checkVersion.ts';
import { visibility } from './visibility.ts';
import { createChunkFailures } from './chunkFailures.ts';
import { readLastReloadAt, writeLastReloadAt } from './reloadGuardStore.ts';

export interface VersioningOptions {
  /** Check for new versions; production builds only by default (spec 01 §9). */
  enabled?: boolean;
  /** Loads the page again; the browser's reload by default. */
  reload?: () => void;
  /** The clock a chunk failure is timed with; the wall clock by default. */
  now?: () => number;
}

/**
 * The edge of version update and chunk-load recovery: the two machines with their real actors and
 * actions, and the inputs the root actor spawns them with (systemIds `versionUpdate`, `chunkReload`).
 */
export function createVersioning({
  enabled = import.meta.env.PROD,
  reload = () => window.location.reload(),
  now = () => Date.now(),
}: VersioningOptions = {}) {
  const versionUpdate = versionUpdateMachine.provide({
    actors: {
      checkVersion: fromPromise(() => checkVersion()),
      visibility,
    },
    actions: { reload: () => reload() },
  });

  const chunkReload = chunkReloadMachine.provide({
    actors: { chunkFailures: createChunkFailures({ now }) },
    actions: {
      rememberReload: (_, at) => writeLastReloadAt(at),
      reload: () => reload(),
      // The version-update machine shows the message asking the user to reload the page.
      reportUpdateFailure: ({ system }) => system.get('versionUpdate')?.send({ type: 'UPDATE_FAILED' }),
    },
  });

  const input: { versionUpdate: VersionUpdateInput; chunkReload: ChunkReloadInput } = {
    versionUpdate: { enabled },
    chunkReload: { lastReloadAt: readLastReloadAt() },
  };
  return { versionUpdate, chunkReload, input };
}

export type Versioning = ReturnType<typeof createVersioning>;
