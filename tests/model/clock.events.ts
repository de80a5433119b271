import type { AnyEventObject } from 'xstate';

/** The browser's time at start (Sunday 22 November 2026, 09:12:25 UTC) and a server time a day later. */
export const LOCAL_NOW = Date.UTC(2026, 10, 22, 9, 12, 25);
export const SERVER_MS = Date.UTC(2026, 10, 23, 17, 5, 9);

export const input = { localNow: LOCAL_NOW };

/** The events the clock machine is explored with, by its model test and by the QA paths report. */
export const events: AnyEventObject[] = [
  { type: 'xstate.after.clockTick.clock.localTime' },
  { type: 'xstate.after.clockTick.clock.serverTime' },
  { type: 'SERVER_TIME', serverMs: SERVER_MS },
];
