import { Suspense, useState, type ComponentType } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';
import { createActor, createMachine } from 'xstate';
import {
  CHUNK_LOAD_FAILED,
  createChunkFailures,
  lazyRoute,
  listenForChunkFailures,
} from '../../../src/app/versioning/chunkFailures.ts';

beforeEach(() => {
  vi.spyOn(console, 'warn').mockImplementation(() => {});
});

afterEach(() => {
  vi.restoreAllMocks();
});

const preloadError = () => new Event('vite:preloadError', { cancelable: true });

describe('listenForChunkFailures', () => {
  it("reports Vite's preload error with the time, and prevents Vite from throwing it", () => {
    const failures: number[] = [];
    const stop = listenForChunkFailures((at) => failures.push(at), { now: () => 1234 });
    const event = preloadError();
    window.dispatchEvent(event);
    stop();
    expect(failures).toEqual([1234]);
    expect(event.defaultPrevented).toBe(true);
  });

  it('reports a failed lazy route', () => {
    const failures: number[] = [];
    const stop = listenForChunkFailures((at) => failures.push(at), { now: () => 99 });
    window.dispatchEvent(new CustomEvent(CHUNK_LOAD_FAILED, { detail: new Error('gone') }));
    stop();
    expect(failures).toEqual([99]);
  });

  it('hears nothing once stopped, and leaves the error to Vite', () => {
    const failures: number[] = [];
    listenForChunkFailures((at) => failures.push(at))();
    const event = preloadError();
    window.dispatchEvent(event);
    window.dispatchEvent(new CustomEvent(CHUNK_LOAD_FAILED));
    expect(failures).toEqual([]);
    expect(event.defaultPrevented).toBe(false);
  });

  it('uses the wall clock by default', () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(1_800_000_000_000);
    const failures: number[] = [];
    const stop = listenForChunkFailures((at) => failures.push(at));
    window.dispatchEvent(preloadError());
    stop();
    vi.useRealTimers();
    expect(failures).toEqual([1_800_000_000_000]);
  });
});

describe('chunkFailures actor', () => {
  it('sends CHUNK_FAILED with the time to the machine that invokes it, while it runs', () => {
    const received: unknown[] = [];
    const machine = createMachine({
      invoke: { id: 'chunkFailures', src: createChunkFailures({ now: () => 42 }) },
      on: { '*': { actions: ({ event }) => received.push(event) } },
    });
    const actor = createActor(machine).start();
    window.dispatchEvent(preloadError());
    actor.stop();
    window.dispatchEvent(preloadError());
    expect(received).toEqual([{ type: 'CHUNK_FAILED', at: 42 }]);
  });
});

function Page() {
  return <h1>Reports</h1>;
}

function renderRoute(Route: ComponentType) {
  return render(
    <Suspense fallback={<p>Loading</p>}>
      <Route />
    </Suspense>,
  );
}

/** Listens as the chunk-reload guard does, counting reports. */
function listen() {
  const failures: number[] = [];
  const stop = listenForChunkFailures((at) => failures.push(at), { now: () => 7 });
  return { failures, stop };
}

describe('lazyRoute', () => {
  it('renders the route once its chunk has loaded, reporting nothing', async () => {
    const { failures, stop } = listen();
    const Route = lazyRoute(async () => ({ default: Page }));
    renderRoute(Route);
    expect(await screen.findByRole('heading', { name: 'Reports' })).toBeTruthy();
    stop();
    expect(failures).toEqual([]);
  });

  it('reports a failed import and renders nothing instead of throwing', async () => {
    const { failures, stop } = listen();
    const Route = lazyRoute<object>(() => Promise.reject(new TypeError('Failed to fetch dynamically imported module')));
    const view = renderRoute(Route);
    await waitFor(() => expect(failures).toEqual([7]));
    await waitFor(() => expect(screen.queryByText('Loading')).toBeNull());
    stop();
    expect(view.container.innerHTML).toBe('');
  });

  it('loads once when its code is asked for before it renders: the render uses that load', async () => {
    const { failures, stop } = listen();
    let imports = 0;
    const Route = lazyRoute(async () => {
      imports += 1;
      return { default: Page };
    });
    await Route.preload();
    await Route.preload();
    renderRoute(Route);
    expect(await screen.findByRole('heading', { name: 'Reports' })).toBeTruthy();
    stop();
    expect(imports).toBe(1);
    expect(failures).toEqual([]);
  });

  it('draws a route whose code has arrived in the first render, without showing the loading state', async () => {
    const Route = lazyRoute(async () => ({ default: Page }));
    await Route.preload();
    renderRoute(Route);
    // Synchronously after render: no Suspense fallback, no commit of its own for the page (issue 24).
    expect(screen.queryByText('Loading')).toBeNull();
    expect(screen.getByRole('heading', { name: 'Reports' })).toBeTruthy();
  });

  it('keeps a route that started while its code was loading: its page is not drawn again when the code arrives', async () => {
    let mounts = 0;
    function Counted() {
      const [mount] = useState(() => (mounts += 1));
      return <h1>Reports {mount}</h1>;
    }
    const Route = lazyRoute(async () => ({ default: Counted }));
    const view = renderRoute(Route);
    expect(screen.getByText('Loading')).toBeTruthy();
    expect(await screen.findByRole('heading', { name: 'Reports 1' })).toBeTruthy();
    view.rerender(
      <Suspense fallback={<p>Loading</p>}>
        <Route />
      </Suspense>,
    );
    expect(screen.getByRole('heading', { name: 'Reports 1' })).toBeTruthy();
    expect(mounts).toBe(1);
  });

  it('reports a failed early load once, and the route then renders nothing', async () => {
    const { failures, stop } = listen();
    const Route = lazyRoute<object>(() => Promise.reject(new TypeError('Failed to fetch dynamically imported module')));
    await Route.preload();
    const view = renderRoute(Route);
    await waitFor(() => expect(screen.queryByText('Loading')).toBeNull());
    stop();
    expect(failures).toEqual([7]);
    expect(view.container.innerHTML).toBe('');
  });

  it("reports an import that Vite resolved to nothing (its preload error was prevented)", async () => {
    const { failures, stop } = listen();
    const Route = lazyRoute<object>(async () => undefined);
    const view = renderRoute(Route);
    await waitFor(() => expect(failures).toEqual([7]));
    await waitFor(() => expect(screen.queryByText('Loading')).toBeNull());
    stop();
    expect(view.container.innerHTML).toBe('');
  });
});
