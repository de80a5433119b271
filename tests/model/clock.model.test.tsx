import { expect } from 'vitest';
import { render, screen } from '@testing-library/react';
import { I18nProvider } from '@lingui/react';
import { createActor, SimulatedClock } from 'xstate';
import { clockMachine } from '../../machines/clock.machine.ts';
import { ShellClock, type ClockActorRef } from '../../src/views/shell/ShellClock.tsx';
import { formatLocalClock, formatServerClock } from '../../src/shell/clockFormat.ts';
import { i18n } from '../../src/i18n/i18n.ts';
import { events, input, LOCAL_NOW, SERVER_MS } from './clock.events.ts';
import { walkModel, type Harness } from '../support/pathRunner.ts';
import { StubActors } from '../support/stubActors.ts';

interface ClockHarness extends Harness {
  actor(): ClockActorRef;
}

const shown = () => screen.getByRole('timer', { name: 'Clock' });

walkModel<ClockHarness>({
  machine: clockMachine,
  input,
  events,
  setup: (inspect) => {
    const clock = new SimulatedClock();
    const actor = createActor(clockMachine, { clock, inspect, input });
    actor.start();
    const view = render(
      <I18nProvider i18n={i18n}>
        <ShellClock clock={actor} />
      </I18nProvider>,
    );
    return {
      actor: () => actor,
      stubs: new StubActors(),
      clock,
      cleanup: () => {
        view.unmount();
        actor.stop();
      },
    };
  },
  expectState: {
    // Before any server time: the browser's time, counted up one second per tick, in the local format.
    localTime: ({ actor, clock }) => {
      const ms = actor().getSnapshot().context.shownMs;
      // Exactly the simulated time that has passed since the start.
      expect(ms).toBe(LOCAL_NOW + clock.now());
      expect(shown().textContent).toBe(formatLocalClock(ms));
      expect(shown().getAttribute('data-source')).toBe('local');
    },
    // From the server time on: that time plus the seconds since, as weekday, month, day, year and 12-hour time.
    serverTime: ({ actor, clock }) => {
      const ms = actor().getSnapshot().context.shownMs;
      // The server time plus whole seconds, never more than have passed.
      expect((ms - SERVER_MS) % 1000).toBe(0);
      expect(ms - SERVER_MS).toBeGreaterThanOrEqual(0);
      expect(ms - SERVER_MS).toBeLessThanOrEqual(clock.now());
      expect(shown().textContent).toBe(formatServerClock(ms, 'en'));
      expect(shown().textContent).toMatch(/^\w+day, \w+ \d{1,2}, \d{4} \d{1,2}:\d{2}:\d{2} (AM|PM)$/);
      expect(shown().getAttribute('data-source')).toBe('server');
    },
  },
});
