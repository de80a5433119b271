import { assign, setup } from 'xstate';

export interface ClockInput {
  /** The browser's time when the clock starts (epoch ms): shown until a server time is known. */
  localNow: number;
}

export interface ClockContext {
  /** The time shown (epoch ms): the start time plus one second per tick. */
  shownMs: number;
}

export type ClockEvent =
  /** The server said what time it is (GET settings serverTime, already read as UTC, epoch ms). */
  { type: 'SERVER_TIME'; serverMs: number };

/**
 * The header's live clock (spec 02 §2.13): it ticks every second, adding the elapsed seconds to
 * the last server time; until a server time is known it shows the browser's local time (in another
 * format, which the view chooses from the state). A newer server time resets it.
 */
export const clockMachine = setup({
  types: {
    context: {} as ClockContext,
    events: {} as ClockEvent,
    input: {} as ClockInput,
  },
  delays: {
    /** Clock refresh 1 s (spec 02 §9). */
    clockTick: 1000,
  },
  actions: {
    advance: assign({ shownMs: ({ context }) => context.shownMs + 1000 }),
    takeServerTime: assign({ shownMs: (_, serverMs: number) => serverMs }),
  },
}).createMachine({
  id: 'clock',
  context: ({ input }) => ({ shownMs: input.localNow }),
  initial: 'localTime',
  on: {
    SERVER_TIME: {
      target: '.serverTime',
      reenter: true,
      actions: { type: 'takeServerTime', params: ({ event }) => event.serverMs },
    },
  },
  states: {
    localTime: {
      after: { clockTick: { target: 'localTime', reenter: true, actions: 'advance' } },
    },
    serverTime: {
      after: { clockTick: { target: 'serverTime', reenter: true, actions: 'advance' } },
    },
  },
});
