import { afterEach, describe, expect, it, vi } from 'vitest';
import { createActor, createMachine } from 'xstate';
import { visibility } from '../../../src/app/versioning/visibility.ts';

function setVisibility(state: DocumentVisibilityState, announce = true) {
  Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => state });
  if (announce) document.dispatchEvent(new Event('visibilitychange'));
}

afterEach(() => {
  Reflect.deleteProperty(document, 'visibilityState');
  vi.restoreAllMocks();
});

function start() {
  const received: string[] = [];
  const machine = createMachine({
    invoke: { id: 'visibility', src: visibility },
    on: { '*': { actions: ({ event }) => received.push(event.type) } },
  });
  return { actor: createActor(machine).start(), received };
}

describe('visibility actor', () => {
  it('sends HIDDEN and VISIBLE as the tab is hidden and shown', () => {
    const { actor, received } = start();
    setVisibility('hidden');
    setVisibility('visible');
    actor.stop();
    expect(received).toEqual(['HIDDEN', 'VISIBLE']);
  });

  it('says at once when the tab starts hidden', () => {
    setVisibility('hidden', false);
    const { actor, received } = start();
    actor.stop();
    expect(received).toEqual(['HIDDEN']);
  });

  it('stops listening when stopped', () => {
    const add = vi.spyOn(document, 'addEventListener');
    const remove = vi.spyOn(document, 'removeEventListener');
    const { actor, received } = start();
    const listener = add.mock.calls.find(([type]) => type === 'visibilitychange')?.[1];
    expect(listener).toBeDefined();
    actor.stop();
    expect(remove).toHaveBeenCalledWith('visibilitychange', listener);
    setVisibility('hidden');
    expect(received).toEqual([]);
  });
});
