import type { AnyEventObject } from 'xstate';
import { countdownMachine, type CountdownInput } from '../../machines/countdown.machine.ts';

/** Three seconds keep the graph small (leftMs tells states apart); notify at 2 s is on every path past it. */
export const input: CountdownInput = { seconds: 3, tickMs: 1000, notifyAt: [2] };

export const contextKeys = ['leftMs'];

// `tick` lasts the input's tickMs (a delay function); the runner advances the clock by each named
// delay's number, so the model pins it to the same 1000 ms the input asks for.
export const machine = countdownMachine.provide({ delays: { tick: 1000 } });

/** The events the countdown machine is explored with, by its model test and by the QA paths report. */
export const events: AnyEventObject[] = [
  { type: 'xstate.after.tick.countdown.running' },
  { type: 'xstate.after.restartAfterDone.countdown.done' },
  { type: 'PAUSE' },
  { type: 'RESUME' },
  { type: 'STOP' },
  { type: 'START' },
  { type: 'RESTART' },
];
