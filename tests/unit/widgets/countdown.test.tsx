import { describe, expect, it } from 'vitest';
import { act, screen } from '@testing-library/react';
import { createActor, SimulatedClock } from 'xstate';
import {
  countdownMachine,
  validateCountdownInput,
  type CountdownEmitted,
  type CountdownInput,
} from '../../../machines/countdown.machine.ts';
import { Countdown, countdownText } from '../../../src/widgets/Countdown.tsx';
import { renderPage } from '../../support/renderPage.tsx';

/**
 * Lets `ms` pass in steps, as wall time would: SimulatedClock.increment runs the timers due once, and
 * a timer set while they run starts at the new time, so one big jump would take a single tick.
 * Zero-delay timers left by the previous step run first (the real event loop runs them at once);
 * the last step's are left pending so a `done` just reached can be seen.
 */
function elapse(clock: SimulatedClock, ms: number, step = 100) {
  for (let passed = 0; passed < ms; passed += step) {
    clock.increment(0);
    clock.increment(Math.min(step, ms - passed));
  }
}

function start(input?: CountdownInput) {
  const clock = new SimulatedClock();
  const actor = createActor(countdownMachine, { clock, input });
  const emitted: (CountdownEmitted & { at: number })[] = [];
  actor.on('*', (event) => emitted.push({ ...event, at: clock.now() }));
  actor.start();
  const seconds = () => actor.getSnapshot().context.leftMs / 1000;
  return { clock, actor, emitted, seconds, state: () => actor.getSnapshot().value };
}

describe('validateCountdownInput', () => {
  it('fills in 60 s, 1 s ticks and no notifications', () => {
    expect(validateCountdownInput()).toEqual({ seconds: 60, tickMs: 1000, notifyAt: [] });
    expect(validateCountdownInput({ seconds: 5, tickMs: 100, notifyAt: [1, 3, 3] })).toEqual({
      seconds: 5,
      tickMs: 100,
      notifyAt: [3, 1],
    });
  });

  it('rejects notify values that are not positive integers, naming them', () => {
    expect(() => validateCountdownInput({ notifyAt: [10, 0] })).toThrow(
      'Countdown notify values must be positive integers (seconds left), got 0.',
    );
    expect(() => validateCountdownInput({ notifyAt: [-5, 2.5, Number.NaN] })).toThrow('got -5, 2.5, NaN.');
    expect(() => validateCountdownInput({ notifyAt: ['5' as unknown as number] })).toThrow('got "5".');
    expect(() => validateCountdownInput({ notifyAt: 5 as unknown as number[] })).toThrow(
      'Countdown notify values must be a list of positive integers, got 5.',
    );
  });

  it('rejects a tick other than 100 or 1000 ms and seconds that are not a positive integer', () => {
    expect(() => validateCountdownInput({ tickMs: 500 as 1000 })).toThrow('Countdown tick must be 100 or 1000 ms, got 500.');
    expect(() => validateCountdownInput({ seconds: 0 })).toThrow('Countdown seconds must be a positive integer, got 0.');
    expect(() => validateCountdownInput({ seconds: 1.5 })).toThrow(RangeError);
  });

  it('keeps the machine from running with a bad configuration', () => {
    const errors: unknown[] = [];
    const actor = createActor(countdownMachine, { input: { notifyAt: [0] } });
    actor.subscribe({ error: (error) => errors.push(error) });
    actor.start();
    expect(actor.getSnapshot().status).toBe('error');
    expect(String(errors[0])).toContain('notify values must be positive integers');
  });
});

describe('countdownMachine with a simulated clock', () => {
  it('counts down from 60 s by default, one tick a second', () => {
    const { clock, seconds, state } = start();
    expect(state()).toBe('running');
    expect(seconds()).toBe(60);
    elapse(clock, 999);
    expect(seconds()).toBe(60);
    elapse(clock, 1);
    expect(seconds()).toBe(59);
    elapse(clock, 58_000);
    expect(seconds()).toBe(1);
  });

  it('emits notify at the configured seconds and done at zero, then restarts, round after round', () => {
    const { clock, emitted, seconds, state } = start({ seconds: 5, notifyAt: [3, 1, 9] });
    elapse(clock, 4000);
    expect(emitted).toEqual([
      { type: 'notify', secondsLeft: 3, at: 2000 },
      { type: 'notify', secondsLeft: 1, at: 4000 },
    ]);
    elapse(clock, 1000);
    expect(state()).toBe('done');
    expect(seconds()).toBe(0);
    expect(emitted.at(-1)).toEqual({ type: 'done', at: 5000 });
    // done is left at once: the next round runs from the full time, on the same 5 s period.
    clock.increment(0);
    expect(state()).toBe('running');
    expect(seconds()).toBe(5);
    elapse(clock, 5000);
    expect(emitted.map((event) => `${event.type}${'secondsLeft' in event ? event.secondsLeft : ''}@${event.at}`)).toEqual([
      'notify3@2000',
      'notify1@4000',
      'done@5000',
      'notify3@7000',
      'notify1@9000',
      'done@10000',
    ]);
  });

  it('ticks every 100 ms when asked, exactly, and notifies on whole seconds only', () => {
    const { clock, emitted, actor } = start({ seconds: 2, tickMs: 100, notifyAt: [1] });
    elapse(clock, 100);
    expect(actor.getSnapshot().context.leftMs).toBe(1900);
    elapse(clock, 900);
    expect(actor.getSnapshot().context.leftMs).toBe(1000);
    expect(emitted).toEqual([{ type: 'notify', secondsLeft: 1, at: 1000 }]);
    elapse(clock, 1000);
    expect(actor.getSnapshot().value).toBe('done');
    expect(emitted.map((event) => event.type)).toEqual(['notify', 'done']);
  });

  it('keeps the time left while paused and goes on from it on RESUME', () => {
    const { clock, actor, seconds, emitted } = start({ seconds: 10 });
    elapse(clock, 3000);
    actor.send({ type: 'PAUSE' });
    elapse(clock, 60_000);
    expect(actor.getSnapshot().value).toBe('paused');
    expect(seconds()).toBe(7);
    actor.send({ type: 'RESUME' });
    elapse(clock, 1000);
    expect(seconds()).toBe(6);
    expect(emitted).toEqual([]);
  });

  it('freezes on STOP; START and RESTART begin afresh; START while running does nothing', () => {
    const { clock, actor, seconds } = start({ seconds: 10 });
    elapse(clock, 4000);
    actor.send({ type: 'START' });
    expect(seconds()).toBe(6);
    actor.send({ type: 'STOP' });
    elapse(clock, 20_000);
    expect(actor.getSnapshot().value).toBe('stopped');
    expect(seconds()).toBe(6);
    actor.send({ type: 'RESUME' });
    expect(actor.getSnapshot().value).toBe('stopped');
    actor.send({ type: 'START' });
    expect(actor.getSnapshot().value).toBe('running');
    expect(seconds()).toBe(10);
    elapse(clock, 2500);
    actor.send({ type: 'RESTART' });
    expect(seconds()).toBe(10);
    // RESTART half-way through a tick also restarts the tick: a full second passes before the next one.
    elapse(clock, 999);
    expect(seconds()).toBe(10);
    elapse(clock, 1);
    expect(seconds()).toBe(9);
  });

  it('has no wall-clock timers left after it is stopped', () => {
    const { clock, actor, emitted } = start({ seconds: 1 });
    actor.stop();
    elapse(clock, 10_000);
    expect(emitted).toEqual([]);
  });
});

describe('Countdown view', () => {
  it('shows the seconds left as the actor counts down', () => {
    const clock = new SimulatedClock();
    const actor = createActor(countdownMachine, { clock, input: { seconds: 3 } }).start();
    renderPage(<Countdown actor={actor} />);
    const timer = screen.getByRole('timer', { name: 'Seconds left' });
    expect(timer.textContent).toBe('3');
    act(() => elapse(clock, 1000));
    expect(timer.textContent).toBe('2');
    act(() => elapse(clock, 2000));
    expect(timer.textContent).toBe('0');
    act(() => clock.increment(0));
    expect(timer.textContent).toBe('3');
  });

  it('shows tenths with 100 ms ticks', () => {
    expect(countdownText(59_900, 100)).toBe('59.9');
    expect(countdownText(1000, 100)).toBe('1.0');
    expect(countdownText(0, 100)).toBe('0.0');
    expect(countdownText(42_000, 1000)).toBe('42');
  });
});
