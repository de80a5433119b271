import { describe, expect, it, vi, type Mock } from 'vitest';
import { act, render, screen, type RenderResult } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nProvider } from '@lingui/react';
import { createActor, SimulatedClock, type EventObject, type InspectionEvent } from 'xstate';
import { versionUpdateMachine } from '../../machines/versionUpdate.machine.ts';
import { createVersioning } from '../../src/app/versioning/createVersioning.ts';
import { UpdatePrompt } from '../../src/views/versioning/UpdatePrompt.tsx';
import { i18n } from '../../src/i18n/i18n.ts';
import { walkModel, type Harness } from '../support/pathRunner.ts';
import { StubActors } from '../support/stubActors.ts';
import { events, input } from './versionUpdate.events.ts';

/** Spec 01 §9, in milliseconds. */
const FIRST_CHECK = 60_000;
const CHECK_EVERY = 480_000;
const PROMPT_LIFETIME = 900_000;

const PROMPT_TEXT = 'A new version is available, reload now?';
const FAILURE_TEXT = 'The application could not be updated. Please reload the page.';

interface VersionHarness extends Harness {
  view: RenderResult;
  reload: Mock<() => void>;
  /** When the current `checks` state was entered, on the simulated clock. */
  checksEnteredAt(): number;
  checkCalls(): number;
  /** The tab's visibility when the latest check started. */
  checkStartedWhile(): DocumentVisibilityState | null;
  /** What the latest check answered. */
  lastCheck: 'new version' | 'same version' | 'failed' | null;
}

/** The tab as the browser reports it: the real `visibility` actor hears the change. */
function setVisibility(state: DocumentVisibilityState) {
  Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => state });
  Object.defineProperty(document, 'hidden', { configurable: true, get: () => state === 'hidden' });
  document.dispatchEvent(new Event('visibilitychange'));
}

function resetVisibility() {
  Reflect.deleteProperty(document, 'visibilityState');
  Reflect.deleteProperty(document, 'hidden');
}

function setup(enabled: boolean) {
  return (inspect: (event: InspectionEvent) => void): VersionHarness => {
    const stubs = new StubActors();
    const clock = new SimulatedClock();
    const reload = vi.fn<() => void>();
    // The app's own wiring (visibility, reload, input), with the network check stubbed.
    const versioning = createVersioning({ enabled, reload });
    const machine = versioning.versionUpdate.provide({ actors: { checkVersion: stubs.promise('checkVersion') } });
    const actor = createActor(machine, { input: versioning.input.versionUpdate, clock, inspect });
    let checks: unknown;
    let enteredAt = 0;
    let checkStartedWhile: DocumentVisibilityState | null = null;
    actor.subscribe((snapshot) => {
      const now = (snapshot.value as { running?: { checks?: string } }).running?.checks;
      if (now !== checks) {
        checks = now;
        enteredAt = clock.now();
        if (now === 'checking') checkStartedWhile = document.visibilityState;
      }
    });
    actor.start();
    const view = render(
      <I18nProvider i18n={i18n}>
        <UpdatePrompt versionUpdate={actor} />
      </I18nProvider>,
    );
    return {
      actor: () => actor,
      stubs,
      clock,
      view,
      reload,
      checksEnteredAt: () => enteredAt,
      checkCalls: () => stubs.calls.get('checkVersion')?.length ?? 0,
      checkStartedWhile: () => checkStartedWhile,
      lastCheck: null,
      cleanup: () => {
        view.unmount();
        actor.stop();
        resetVisibility();
      },
    };
  };
}

const valueOf = (harness: VersionHarness) => JSON.stringify(harness.actor().getSnapshot().value);

/** Lets time pass without reaching anything due: the state, the screen and the checks stay as they are. */
function expectUnchangedUntil(harness: VersionHarness, time: number) {
  const before = { value: valueOf(harness), html: harness.view.container.innerHTML, calls: harness.checkCalls() };
  const ms = time - harness.clock.now();
  if (ms > 0) act(() => harness.clock.increment(ms));
  expect({ value: valueOf(harness), html: harness.view.container.innerHTML, calls: harness.checkCalls() }).toEqual(before);
}

function advanceTo(harness: VersionHarness, time: number) {
  const ms = time - harness.clock.now();
  if (ms > 0) harness.clock.increment(ms);
}

const checksOf = (harness: VersionHarness) =>
  (harness.actor().getSnapshot().value as { running?: { checks?: string } }).running?.checks;

/**
 * A check falls due exactly `delay` after its wait began: it starts when the tab is visible, and
 * waits (no request) when the tab is hidden.
 */
function checkFallsDue(harness: VersionHarness, delay: number) {
  const calls = harness.checkCalls();
  advanceTo(harness, harness.checksEnteredAt() + delay);
  const visible = document.visibilityState === 'visible';
  expect(checksOf(harness)).toBe(visible ? 'checking' : 'paused');
  expect(harness.checkCalls()).toBe(visible ? calls + 1 : calls);
}

function expectNothingShown(harness: VersionHarness) {
  expect(harness.view.container.innerHTML).toBe('');
}

function expectPrompt() {
  const prompt = screen.getByRole('status');
  expect(prompt.textContent).toContain(PROMPT_TEXT);
  expect(screen.getByRole('button', { name: 'Reload' })).toBeTruthy();
  expect(screen.getByRole('button', { name: 'Close' })).toBeTruthy();
  expect(screen.queryByRole('alert')).toBeNull();
}

/** What each state of the checks shows, and when it may move on (spec 01 §9). */
const checksStates: Record<string, (harness: VersionHarness) => void> = {
  waitingFirst: (harness) => {
    expectNothingShown(harness);
    expect(harness.checkCalls()).toBe(0);
    // No check before 60 s have passed since the start.
    expectUnchangedUntil(harness, harness.checksEnteredAt() + FIRST_CHECK - 1);
  },
  waiting: (harness) => {
    expectNothingShown(harness);
    // The next check is due 8 minutes later, not before.
    expectUnchangedUntil(harness, harness.checksEnteredAt() + CHECK_EVERY - 1);
  },
  checking: (harness) => {
    expectNothingShown(harness);
    expect(harness.stubs.isWaiting('checkVersion')).toBe(true);
    // No request is ever started from a hidden tab.
    expect(harness.checkStartedWhile()).toBe('visible');
  },
  paused: (harness) => {
    expectNothingShown(harness);
    // A hidden tab makes no requests, however long it stays hidden.
    expectUnchangedUntil(harness, harness.clock.now() + 3 * CHECK_EVERY);
  },
  prompt: (harness) => {
    // Only a check that found a new version shows the prompt.
    expect(harness.lastCheck).toBe('new version');
    expectPrompt();
    // Its Reload and close buttons both do something.
    const snapshot = harness.actor().getSnapshot();
    expect([snapshot.can({ type: 'RELOAD' }), snapshot.can({ type: 'DISMISS' })]).toEqual([true, true]);
    // Shown for 15 minutes.
    expectUnchangedUntil(harness, harness.checksEnteredAt() + PROMPT_LIFETIME - 1);
    expectPrompt();
  },
};

const expectRunning = Object.fromEntries(
  (['visible', 'hidden'] as const).flatMap((tab) =>
    Object.entries(checksStates)
      // A check that fell due while hidden runs as soon as the tab is visible: never paused and visible.
      .filter(([checks]) => !(checks === 'paused' && tab === 'visible'))
      .map(([checks, expectChecks]) => [
        `running.tab.${tab} + checks.${checks}`,
        (harness: VersionHarness) => {
          expect(document.visibilityState).toBe(tab);
          expectChecks(harness);
          expectFailureCanArrive(harness);
        },
      ]),
  ),
);

/** The chunk-reload guard may report an update failure at any moment. */
function expectFailureCanArrive(harness: VersionHarness) {
  expect(harness.actor().getSnapshot().can({ type: 'UPDATE_FAILED' })).toBe(true);
}

const user = () => userEvent.setup();

const model = {
  machine: versionUpdateMachine,
  events,
  perform: {
    'xstate.after.firstVersionCheck.versionUpdate.running.checks.waitingFirst': (_: unknown, harness: VersionHarness) =>
      checkFallsDue(harness, FIRST_CHECK),
    'xstate.after.versionCheck.versionUpdate.running.checks.waiting': (_: unknown, harness: VersionHarness) =>
      checkFallsDue(harness, CHECK_EVERY),
    // After 15 minutes the prompt goes away by itself.
    'xstate.after.updatePromptLifetime.versionUpdate.running.checks.prompt': (_: unknown, harness: VersionHarness) => {
      advanceTo(harness, harness.checksEnteredAt() + PROMPT_LIFETIME);
      expect(checksOf(harness)).not.toBe('prompt');
    },
    'xstate.done.actor.checkVersion': (event: EventObject & { output?: unknown }, harness: VersionHarness) => {
      const output = event.output as { newVersion: boolean };
      harness.lastCheck = output.newVersion ? 'new version' : 'same version';
      harness.stubs.resolve('checkVersion', output);
    },
    'xstate.error.actor.checkVersion': (event: EventObject & { error?: unknown }, harness: VersionHarness) => {
      harness.lastCheck = 'failed';
      harness.stubs.reject('checkVersion', event.error);
    },
    HIDDEN: () => setVisibility('hidden'),
    // A check that fell due while the tab was hidden runs as soon as it is visible again.
    VISIBLE: (_: unknown, harness: VersionHarness) => {
      const paused = checksOf(harness) === 'paused';
      const calls = harness.checkCalls();
      setVisibility('visible');
      if (paused) expect(harness.checkCalls()).toBe(calls + 1);
    },
    // Reload on the prompt or on the failure message loads the page again, once per click.
    RELOAD: async (_: unknown, harness: VersionHarness) => {
      const before = harness.reload.mock.calls.length;
      await user().click(screen.getByRole('button', { name: 'Reload' }));
      expect(harness.reload).toHaveBeenCalledTimes(before + 1);
    },
    DISMISS: async (_: unknown, harness: VersionHarness) => {
      await user().click(screen.getByRole('button', { name: 'Close' }));
      expect(checksOf(harness)).not.toBe('prompt');
    },
  },
  expectState: {
    ...expectRunning,
    disabled: (harness: VersionHarness) => {
      expectNothingShown(harness);
      expectFailureCanArrive(harness);
      // A development build never checks.
      expectUnchangedUntil(harness, harness.clock.now() + 10 * CHECK_EVERY);
      expect(harness.checkCalls()).toBe(0);
    },
    failed: (harness: VersionHarness) => {
      expect(screen.getByRole('alert').textContent).toContain(FAILURE_TEXT);
      expect(screen.getByRole('button', { name: 'Reload' })).toBeTruthy();
      // The message stays: it cannot be closed, it does not expire, no more checks are made.
      expect(screen.queryByRole('button', { name: 'Close' })).toBeNull();
      expect(screen.queryByRole('status')).toBeNull();
      expectUnchangedUntil(harness, harness.clock.now() + PROMPT_LIFETIME + CHECK_EVERY);
    },
  },
};

describe('versionUpdate machine timings', () => {
  it('are the spec\'s: first check after 60 s, then every 8 minutes, the prompt shown for 15 minutes', () => {
    expect(versionUpdateMachine.implementations.delays).toEqual({
      firstVersionCheck: FIRST_CHECK,
      versionCheck: CHECK_EVERY,
      updatePromptLifetime: PROMPT_LIFETIME,
    });
  });
});

walkModel<VersionHarness>({ ...model, title: 'production build', input, setup: setup(true) });
walkModel<VersionHarness>({ ...model, title: 'development build', input: { enabled: false }, setup: setup(false) });
