import { assign, emit, enqueueActions, setup } from 'xstate';

/** Spec 02 §2.13 and §9: a countdown of 60 s by default, ticking every 100 ms or every second. */
export const COUNTDOWN_DEFAULT_SECONDS = 60;
export const COUNTDOWN_TICKS = [100, 1000] as const;
export type CountdownTickMs = (typeof COUNTDOWN_TICKS)[number];

export interface CountdownInput {
  /** Seconds to count down from (a positive integer); 60 when absent. */
  seconds?: number;
  /** 100 or 1000 ms between ticks; 1000 when absent. */
  tickMs?: CountdownTickMs;
  /** Seconds left at which a `notify` is emitted; each a positive integer. */
  notifyAt?: number[];
}

export interface CountdownContext {
  seconds: number;
  tickMs: CountdownTickMs;
  notifyAt: number[];
  /** Milliseconds left, always a whole multiple of tickMs (integers: no drift). */
  leftMs: number;
}

export type CountdownEvent =
  | { type: 'PAUSE' }
  | { type: 'RESUME' }
  | { type: 'STOP' }
  /** Starts a stopped countdown afresh. */
  | { type: 'START' }
  /** Starts afresh from any state. */
  | { type: 'RESTART' };

/** Listen with `actorRef.on('notify', …)` / `actorRef.on('done', …)`. */
export type CountdownEmitted = { type: 'notify'; secondsLeft: number } | { type: 'done' };

const describe = (value: unknown) => (typeof value === 'string' ? JSON.stringify(value) : String(value));
const isPositiveInteger = (value: unknown): value is number =>
  typeof value === 'number' && Number.isInteger(value) && value > 0;

/**
 * Checks a countdown's configuration and fills in the defaults. Throws a RangeError that says what
 * is wrong; the machine runs it on its input, and a caller taking the values from elsewhere can run
 * it first to report the problem.
 */
export function validateCountdownInput(input: CountdownInput = {}): Omit<CountdownContext, 'leftMs'> {
  const seconds = input.seconds ?? COUNTDOWN_DEFAULT_SECONDS;
  if (!isPositiveInteger(seconds)) {
    throw new RangeError(`Countdown seconds must be a positive integer, got ${describe(input.seconds)}.`);
  }
  const tickMs = input.tickMs ?? 1000;
  if (!COUNTDOWN_TICKS.includes(tickMs)) {
    throw new RangeError(`Countdown tick must be 100 or 1000 ms, got ${describe(input.tickMs)}.`);
  }
  const notifyAt: unknown = input.notifyAt ?? [];
  if (!Array.isArray(notifyAt)) {
    throw new RangeError(`Countdown notify values must be a list of positive integers, got ${describe(notifyAt)}.`);
  }
  const invalid = notifyAt.filter((value) => !isPositiveInteger(value));
  if (invalid.length) {
    throw new RangeError(
      `Countdown notify values must be positive integers (seconds left), got ${invalid.map(describe).join(', ')}.`,
    );
  }
  return { seconds, tickMs, notifyAt: [...new Set(notifyAt as number[])].sort((a, b) => b - a) };
}

/**
 * Countdown (spec 02 §2.13): running -> done at zero, emitting `done`, then running again from the
 * full time. `notify` is emitted when a tick lands on one of the configured seconds. PAUSE/RESUME
 * keep the time left; STOP freezes it until START or RESTART, which begin afresh.
 *
 * The tick is an `after` loop on the named delay `tick` (the input's tickMs). `done` is a real state,
 * left on the named delay `restartAfterDone` (0 ms: the next turn of the event loop), so the next
 * round starts exactly `seconds` after the previous one while `done` stays observable.
 */
export const countdownMachine = setup({
  types: {
    input: {} as CountdownInput | undefined,
    context: {} as CountdownContext,
    events: {} as CountdownEvent,
    emitted: {} as CountdownEmitted,
  },
  delays: {
    tick: ({ context }) => context.tickMs,
    restartAfterDone: 0,
  },
  guards: {
    isLastTick: ({ context }) => context.leftMs <= context.tickMs,
  },
  actions: {
    resetTime: assign({ leftMs: ({ context }) => context.seconds * 1000 }),
    tickDown: assign({ leftMs: ({ context }) => context.leftMs - context.tickMs }),
    reachZero: assign({ leftMs: 0 }),
    notifyWhenDue: enqueueActions(({ context, enqueue }) => {
      const secondsLeft = context.leftMs / 1000;
      if (context.notifyAt.includes(secondsLeft)) enqueue.emit({ type: 'notify', secondsLeft });
    }),
    emitDone: emit({ type: 'done' }),
  },
}).createMachine({
  id: 'countdown',
  context: ({ input }) => {
    const config = validateCountdownInput(input);
    return { ...config, leftMs: config.seconds * 1000 };
  },
  initial: 'running',
  states: {
    running: {
      after: {
        tick: [
          { guard: 'isLastTick', target: 'done', actions: 'reachZero' },
          { target: 'running', reenter: true, actions: ['tickDown', 'notifyWhenDue'] },
        ],
      },
      on: {
        PAUSE: { target: 'paused' },
        STOP: { target: 'stopped' },
        RESTART: { target: 'running', reenter: true, actions: 'resetTime' },
      },
    },
    paused: {
      on: {
        RESUME: { target: 'running' },
        STOP: { target: 'stopped' },
        RESTART: { target: 'running', actions: 'resetTime' },
      },
    },
    stopped: {
      on: {
        START: { target: 'running', actions: 'resetTime' },
        RESTART: { target: 'running', actions: 'resetTime' },
      },
    },
    done: {
      entry: 'emitDone',
      after: {
        restartAfterDone: { target: 'running', actions: 'resetTime' },
      },
      on: {
        STOP: { target: 'stopped' },
        RESTART: { target: 'running', actions: 'resetTime' },
      },
    },
  },
});
