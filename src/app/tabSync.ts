import { fromCallback } from 'xstate';
import type { SessionEvent } from '../../machines/session.machine.ts';
import { readStoredSession, SESSION_CHANNEL, SESSION_KEY } from './sessionStore.ts';

/**
 * The session machine's ears on the other tabs of this host: a change of the stored session
 * (sign-in, sign-out, token refresh, terms) arrives as SESSION_CHANGED; a hidden tab that becomes
 * visible sends VISIBLE so the session is re-validated.
 */
export const tabSync = fromCallback<SessionEvent>(({ sendBack }) => {
  const changed = () => sendBack({ type: 'SESSION_CHANGED', session: readStoredSession() });
  const channel = typeof BroadcastChannel === 'undefined' ? null : new BroadcastChannel(SESSION_CHANNEL);
  channel?.addEventListener('message', changed);
  const onStorage = (event: StorageEvent) => {
    if (event.key === SESSION_KEY || event.key === null) changed();
  };
  const onVisibility = () => {
    if (document.visibilityState === 'visible') {
      changed();
      sendBack({ type: 'VISIBLE' });
    }
  };
  window.addEventListener('storage', onStorage);
  document.addEventListener('visibilitychange', onVisibility);
  return () => {
    channel?.close();
    window.removeEventListener('storage', onStorage);
    document.removeEventListener('visibilitychange', onVisibility);
  };
});
