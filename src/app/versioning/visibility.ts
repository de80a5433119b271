import { fromCallback } from 'xstate';
import type { VersionUpdateEvent, VisibilityEvent } from '../../../machines/versionUpdate.machine.ts';

const current = (): VisibilityEvent => ({ type: document.visibilityState === 'hidden' ? 'HIDDEN' : 'VISIBLE' });

/**
 * The version-update machine's view of the tab: HIDDEN when it is hidden, VISIBLE when it is shown
 * again (visibilitychange). A tab that starts hidden (opened in the background) says so at once,
 * since the machine starts out assuming a visible tab.
 */
export const visibility = fromCallback<VersionUpdateEvent>(({ sendBack }) => {
  const send = (event: VisibilityEvent) => sendBack(event);
  if (document.visibilityState === 'hidden') send({ type: 'HIDDEN' });
  const onChange = () => send(current());
  document.addEventListener('visibilitychange', onChange);
  return () => document.removeEventListener('visibilitychange', onChange);
});
