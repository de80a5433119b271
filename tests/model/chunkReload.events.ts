import type { AnyEventObject } from 'xstate';
import { CHUNK_RELOAD_GUARD_MS, type ChunkReloadInput } from '../../machines/chunkReload.machine.ts';

/** When the tab last reloaded for a failed chunk (epoch ms), as sessionStorage hands it to the guard. */
export const RELOADED_AT = 1_800_000_000_000;

/** A tab that reloaded for a failed chunk; the model test also walks one that never did ({ lastReloadAt: null }). */
export const input: ChunkReloadInput = { lastReloadAt: RELOADED_AT };

/** The events the chunk-reload guard is explored with, by its model test and by the QA paths report. */
export const events: AnyEventObject[] = [
  // The last moment the guard still holds, and the first after it expired.
  { type: 'CHUNK_FAILED', at: RELOADED_AT + CHUNK_RELOAD_GUARD_MS - 1 },
  { type: 'CHUNK_FAILED', at: RELOADED_AT + CHUNK_RELOAD_GUARD_MS },
];
