import { expect } from 'vitest';
import { render, screen } from '@testing-library/react';
import { I18nProvider } from '@lingui/react';
import { createActor, SimulatedClock } from 'xstate';
import type { CountdownEmitted } from '../../machines/countdown.machine.ts';
import { Countdown } from '../../src/widgets/Countdown.tsx';
import { i18n } from '../../src/i18n/i18n.ts';
import { walkModel, type Harness } from '../support/pathRunner.ts';
import { StubActors } from '../support/stubActors.ts';

import { contextKeys, events, input, machine as modelMachine } from './countdown.events.ts';

interface CountdownHarness extends Harness {
  emitted: CountdownEmitted[];
  leftMs(): number;
}

const timerText = () => screen.getByRole('timer', { name: 'Seconds left' }).textContent;

/** Nothing runs while the countdown waits: time passing changes neither its state nor its display. */
function expectFrozen(harness: CountdownHarness, state: string) {
  const before = { text: timerText(), leftMs: harness.leftMs(), emitted: harness.emitted.length };
  harness.clock.increment(10_000);
  expect(harness.actor().getSnapshot().value).toBe(state);
  expect({ text: timerText(), leftMs: harness.leftMs(), emitted: harness.emitted.length }).toEqual(before);
}

walkModel<CountdownHarness>({
  machine: modelMachine,
  input,
  contextKeys,
  events,
  setup: (inspect) => {
    const clock = new SimulatedClock();
    const actor = createActor(modelMachine, { clock, inspect, input });
    const emitted: CountdownEmitted[] = [];
    actor.on('*', (event) => emitted.push(event));
    actor.start();
    const view = render(
      <I18nProvider i18n={i18n}>
        <Countdown actor={actor} />
      </I18nProvider>,
    );
    return {
      actor: () => actor,
      stubs: new StubActors(),
      clock,
      emitted,
      leftMs: () => actor.getSnapshot().context.leftMs,
      cleanup: () => {
        view.unmount();
        actor.stop();
      },
    };
  },
  expectState: {
    running: (harness) => {
      expect(['1', '2', '3']).toContain(timerText());
      expect(timerText()).toBe(String(harness.leftMs() / 1000));
      // notify only ever at the configured second; done only ever after reaching zero.
      for (const event of harness.emitted) if (event.type === 'notify') expect(event.secondsLeft).toBe(2);
    },
    paused: (harness) => {
      expect(timerText()).not.toBe('0');
      expectFrozen(harness, 'paused');
    },
    stopped: (harness) => expectFrozen(harness, 'stopped'),
    done: (harness) => {
      expect(timerText()).toBe('0');
      expect(harness.emitted.at(-1)).toEqual({ type: 'done' });
      // Every round that reached zero passed 2 s on the way and said so.
      const notices = harness.emitted.filter((event) => event.type === 'notify').length;
      const rounds = harness.emitted.filter((event) => event.type === 'done').length;
      expect(notices).toBeGreaterThanOrEqual(rounds);
    },
  },
});
