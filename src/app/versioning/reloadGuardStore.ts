/** sessionStorage key of the last automatic reload for a failed chunk (epoch ms): per tab, survives the reload. */
export const CHUNK_RELOAD_KEY = 'chunkReloadAt';

/**
 * Storage can be unavailable (privacy modes, sandboxed frames) and throw on access; the guard then
 * remembers nothing, which at worst allows one more reload per page load. An unreadable value counts
 * as no reload.
 */
function storage(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
}

/** When this tab last reloaded for a failed chunk, or null. */
export function readLastReloadAt(store: Storage | null = storage()): number | null {
  try {
    const raw = store?.getItem(CHUNK_RELOAD_KEY);
    if (!raw || !/^\d+$/.test(raw)) return null;
    const at = Number(raw);
    return Number.isSafeInteger(at) ? at : null;
  } catch {
    return null;
  }
}

/** Remembers an automatic reload at `at` (epoch ms) for the page that loads next. */
export function writeLastReloadAt(at: number, store: Storage | null = storage()): void {
  try {
    store?.setItem(CHUNK_RELOAD_KEY, String(Math.round(at)));
  } catch {
    // Full or unavailable storage: see above.
  }
}
