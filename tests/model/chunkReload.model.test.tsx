import { expect, vi, type Mock } from 'vitest';
import { act, render, screen, type RenderResult } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nProvider } from '@lingui/react';
import { createActor, setup as setupMachine, SimulatedClock, spawnChild, type AnyActorRef, type InspectionEvent } from 'xstate';
import { chunkReloadMachine } from '../../machines/chunkReload.machine.ts';
import { createVersioning } from '../../src/app/versioning/createVersioning.ts';
import { UpdatePrompt } from '../../src/views/versioning/UpdatePrompt.tsx';
import { i18n } from '../../src/i18n/i18n.ts';
import { walkModel, type Harness } from '../support/pathRunner.ts';
import { StubActors } from '../support/stubActors.ts';
import { events, input, RELOADED_AT } from './chunkReload.events.ts';

const FAILURE_TEXT = 'The application could not be updated. Please reload the page.';
/** How long an automatic reload guards against the next one (30 s). */
const GUARD_MS = 30_000;
/** The sessionStorage key the guard remembers its reload under. */
const STORE_KEY = 'chunkReloadAt';

interface ChunkHarness extends Harness {
  view: RenderResult;
  reload: Mock<() => void>;
  /** The edge's clock: what Date.now() answers when a chunk fails. */
  setTime(at: number): void;
  storedAtStart: string | null;
  /** When the latest chunk failed. */
  failedAt: number | null;
  /** Whether Vite's preload error was prevented (so Vite does not throw). */
  lastPrevented: boolean | null;
  failChunk(): void;
}

/**
 * The guard as the app runs it: both machines from createVersioning (real chunk-failure listener,
 * sessionStorage, and the report to the version machine) spawned with their systemIds, as the app
 * machine spawns them; the version machine's UpdatePrompt shows what the user sees.
 */
function setup(lastReloadAt: number | null) {
  return (inspect: (event: InspectionEvent) => void): ChunkHarness => {
    sessionStorage.clear();
    if (lastReloadAt !== null) sessionStorage.setItem(STORE_KEY, String(lastReloadAt));
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const clock = new SimulatedClock();
    const reload = vi.fn<() => void>();
    let time = 0;
    const versioning = createVersioning({ enabled: false, reload, now: () => time });
    const system = setupMachine({
      actors: { versionUpdate: versioning.versionUpdate, chunkReload: versioning.chunkReload },
    }).createMachine({
      id: 'testRoot',
      entry: [
        spawnChild('versionUpdate', { id: 'versionUpdate', systemId: 'versionUpdate', input: versioning.input.versionUpdate }),
        spawnChild('chunkReload', { id: 'chunkReload', systemId: 'chunkReload', input: versioning.input.chunkReload }),
      ],
    });
    const root = createActor(system, { clock, inspect }).start();
    const view = render(
      <I18nProvider i18n={i18n}>
        <UpdatePrompt versionUpdate={root.system.get('versionUpdate')} />
      </I18nProvider>,
    );
    const harness: ChunkHarness = {
      actor: () => root.system.get('chunkReload') as AnyActorRef,
      stubs: new StubActors(),
      clock,
      view,
      reload,
      setTime: (at) => {
        time = at;
        harness.failedAt = at;
      },
      failedAt: null,
      storedAtStart: sessionStorage.getItem(STORE_KEY),
      lastPrevented: null,
      failChunk: () => {
        const event = new Event('vite:preloadError', { cancelable: true });
        window.dispatchEvent(event);
        harness.lastPrevented = event.defaultPrevented;
      },
      cleanup: () => {
        view.unmount();
        root.stop();
        warn.mockRestore();
        sessionStorage.clear();
      },
    };
    return harness;
  };
}

const guardContext = (harness: ChunkHarness) => harness.actor().getSnapshot().context as { lastReloadAt: number | null };

/** Another chunk failing now changes nothing: the guard has decided. */
function expectSettled(harness: ChunkHarness) {
  const before = { value: harness.actor().getSnapshot().value, reloads: harness.reload.mock.calls.length, html: harness.view.container.innerHTML };
  act(() => harness.failChunk());
  expect(harness.lastPrevented).toBe(true);
  expect({ value: harness.actor().getSnapshot().value, reloads: harness.reload.mock.calls.length, html: harness.view.container.innerHTML }).toEqual(before);
}

const model = {
  machine: chunkReloadMachine,
  events,
  perform: {
    // A chunk fails to load at the event's time: Vite reports it on window.
    CHUNK_FAILED: (event: { type: string; at?: number }, harness: ChunkHarness) => {
      harness.setTime(event.at!);
      harness.failChunk();
      expect(harness.lastPrevented).toBe(true);
    },
  },
  expectState: {
    watching: (harness: ChunkHarness) => {
      expect(harness.view.container.innerHTML).toBe('');
      expect(harness.reload).not.toHaveBeenCalled();
      expect(sessionStorage.getItem(STORE_KEY)).toBe(harness.storedAtStart);
    },
    reloading: (harness: ChunkHarness) => {
      // Only when no automatic reload happened within the last 30 s.
      if (harness.storedAtStart !== null) expect(harness.failedAt! - Number(harness.storedAtStart)).toBeGreaterThanOrEqual(GUARD_MS);
      // One reload, remembered (for the page that loads next) at the time the chunk failed.
      expect(harness.reload).toHaveBeenCalledTimes(1);
      const at = guardContext(harness).lastReloadAt;
      expect(at).toBe(harness.failedAt);
      expect(sessionStorage.getItem(STORE_KEY)).toBe(String(at));
      expect(screen.queryByRole('alert')).toBeNull();
      expectSettled(harness);
    },
    failed: async (harness: ChunkHarness) => {
      // No second reload within 30 s: the user is asked to reload instead.
      expect(harness.storedAtStart).not.toBeNull();
      expect(harness.failedAt! - Number(harness.storedAtStart)).toBeLessThan(GUARD_MS);
      expect(harness.reload).not.toHaveBeenCalled();
      expect(sessionStorage.getItem(STORE_KEY)).toBe(String(RELOADED_AT));
      expect(screen.getByRole('alert').textContent).toContain(FAILURE_TEXT);
      expectSettled(harness);
      await userEvent.setup().click(screen.getByRole('button', { name: 'Reload' }));
      expect(harness.reload).toHaveBeenCalledTimes(1);
    },
  },
};

walkModel<ChunkHarness>({ ...model, title: 'reloaded for a chunk before', input, setup: setup(RELOADED_AT) });
walkModel<ChunkHarness>({ ...model, title: 'never reloaded', input: { lastReloadAt: null }, setup: setup(null) });
