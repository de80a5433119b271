import type { AnyEventObject } from 'xstate';
import { SCREEN_URL } from './dataScreen.events.ts';

/** The export is walked on Bet Summary showing its rows: the request is that screen's URL. */
export const events: AnyEventObject[] = [
  { type: 'EXPORT', request: SCREEN_URL },
  { type: 'xstate.done.actor.exportCsv' },
  { type: 'xstate.error.actor.exportCsv', error: new Error('The export failed. Try again.') },
];
