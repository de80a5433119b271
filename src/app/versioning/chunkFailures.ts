import { createElement, lazy, useState, type ComponentType } from 'react';
import { fromCallback } from 'xstate';
import type { ChunkReloadEvent } from '../../../machines/chunkReload.machine.ts';

/** Vite's event when a dynamic import's chunk (or its CSS) could not be preloaded. */
export const VITE_PRELOAD_ERROR = 'vite:preloadError';
/** Ours: a lazy route's import failed (see lazyRoute). */
export const CHUNK_LOAD_FAILED = 'app:chunkLoadFailed';

/** Tells the chunk-reload guard that a code chunk could not be loaded. */
export function reportChunkFailure(error: unknown, target: EventTarget = window) {
  target.dispatchEvent(new CustomEvent(CHUNK_LOAD_FAILED, { detail: error }));
}

export interface ChunkFailureOptions {
  target?: EventTarget;
  now?: () => number;
}

/**
 * Calls `onFailure` with the time of every failed chunk load: Vite's `vite:preloadError` (default
 * prevented, so Vite does not throw: the guard decides, reload or message) and a lazy route's failed
 * import. Returns the function that stops listening.
 */
export function listenForChunkFailures(onFailure: (at: number) => void, { target = window, now = () => Date.now() }: ChunkFailureOptions = {}) {
  const onPreloadError = (event: Event) => {
    event.preventDefault();
    console.warn('[chunks] a code chunk could not be loaded', (event as Event & { payload?: unknown }).payload);
    onFailure(now());
  };
  const onLazyFailure = (event: Event) => {
    console.warn('[chunks] a lazy route could not be loaded', (event as CustomEvent<unknown>).detail);
    onFailure(now());
  };
  target.addEventListener(VITE_PRELOAD_ERROR, onPreloadError);
  target.addEventListener(CHUNK_LOAD_FAILED, onLazyFailure);
  return () => {
    target.removeEventListener(VITE_PRELOAD_ERROR, onPreloadError);
    target.removeEventListener(CHUNK_LOAD_FAILED, onLazyFailure);
  };
}

/** The chunk-reload machine's `chunkFailures` actor: every failed chunk load as CHUNK_FAILED with the edge's time. */
export function createChunkFailures(options: ChunkFailureOptions = {}) {
  return fromCallback<ChunkReloadEvent>(({ sendBack }) =>
    listenForChunkFailures((at) => sendBack({ type: 'CHUNK_FAILED', at } satisfies ChunkReloadEvent), options),
  );
}

const Nothing = () => null;

/** A route component loaded on demand, whose code can also be asked for before it renders. */
export type LazyRoute<P extends object> = ComponentType<P> & {
  /** Starts loading the component's code (once; rendering it then waits for the same load). */
  preload: () => Promise<unknown>;
};

/**
 * A route component loaded on demand. When its chunk cannot be loaded (a deployment removed it) the
 * failure is reported to the chunk-reload guard, which reloads the page or shows the update error,
 * and the route renders nothing meanwhile instead of crashing the tree.
 * With Vite's preload error prevented, a failed import resolves to nothing rather than rejecting:
 * that counts as a failure too. The load runs once, whether `preload` or the first render starts it.
 *
 * A route whose code has already arrived (preloaded) draws its component in the render that meets
 * it. React.lazy would suspend once even then (its promise is read in a later microtask), and each
 * lazy level (the route table, the page, a screen's page) cost a commit of its own: on a signed-in
 * page the frame was painted first and the page's title in a later commit, the largest paint
 * (issue 24). An instance that started on the lazy component keeps it, so it never remounts.
 */
export function lazyRoute<P extends object>(
  importer: () => Promise<{ default: ComponentType<P> } | undefined>,
  target: EventTarget = window,
): LazyRoute<P> {
  let loading: Promise<{ default: ComponentType<P> }> | undefined;
  let loaded: ComponentType<P> | undefined;
  const load = () =>
    (loading ??= (async () => {
      try {
        const module = await importer();
        if (module?.default) {
          loaded = module.default;
          return module;
        }
        reportChunkFailure(new Error('A lazy route module could not be loaded'), target);
      } catch (error) {
        reportChunkFailure(error, target);
      }
      loaded = Nothing as ComponentType<P>;
      return { default: loaded };
    })());
  const Lazy = lazy(load);
  function LazyRouteComponent(props: P) {
    const [ready] = useState(() => loaded);
    return ready ? createElement(ready, props) : createElement(Lazy, props);
  }
  return Object.assign(LazyRouteComponent, { preload: load });
}
