import type { StoredSession } from '../../machines/session.machine.ts';
import { readSession } from './startupReaders.ts';

/** localStorage key of the session, shared by every tab of the host. */
export const SESSION_KEY = 'session';
/** BroadcastChannel that tells the other tabs the stored session changed. */
export const SESSION_CHANNEL = 'session';

/** The session kept in localStorage between page loads; anything unreadable counts as none. */
export function readStoredSession(): StoredSession | null {
  try {
    return readSession(JSON.parse(localStorage.getItem(SESSION_KEY) ?? 'null'));
  } catch {
    return null;
  }
}

// The other tabs hear a change at once through BroadcastChannel; the `storage` event they also get
// from localStorage is the fallback where BroadcastChannel is missing.
const channel = typeof BroadcastChannel === 'undefined' ? null : new BroadcastChannel(SESSION_CHANNEL);

function tellOtherTabs() {
  channel?.postMessage('changed');
}

export function writeStoredSession(session: StoredSession) {
  localStorage.setItem(SESSION_KEY, JSON.stringify(session));
  tellOtherTabs();
}

export function clearStoredSession() {
  if (localStorage.getItem(SESSION_KEY) === null) return;
  localStorage.removeItem(SESSION_KEY);
  tellOtherTabs();
}
