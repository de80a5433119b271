import { assign, fromPromise, setup } from 'xstate';
import { errorText } from './errorText.ts';

export interface PageDataInput {
  /** What the page shows (a LocId, a user id, …): the load actor's input. */
  key: string;
}

export interface PageDataContext {
  key: string;
  /** The load actor's answer; each page reads it with its own type (the edge parsed it with a schema). */
  data: unknown;
  errorMessage: string | null;
}

export type PageDataEvent =
  /** The page now shows another key (its URL changed): load that one. The same key again changes nothing. */
  | { type: 'SHOW'; key: string }
  /** The user asks again after a failed load. */
  | { type: 'RETRY' };

/**
 * The data one page shows, loaded once for the key its URL names (the SMS setting of a location,
 * the profile of a user): `loading` -> `ready`, or `failed` with the catalogue's message (spec 02
 * §8) until RETRY. A new key loads afresh; an answer about the previous key is dropped with it.
 */
export const pageDataMachine = setup({
  types: {
    input: {} as PageDataInput,
    context: {} as PageDataContext,
    events: {} as PageDataEvent,
  },
  actors: {
    /** Loads what the page shows for the key; provided by each page at the edge. */
    load: fromPromise<unknown, string>(async () => {
      throw new Error('load is provided by the page');
    }),
  },
  guards: {
    isNewKey: ({ context, event }) => event.type === 'SHOW' && event.key !== context.key,
  },
}).createMachine({
  id: 'pageData',
  context: ({ input }) => ({ key: input.key, data: null, errorMessage: null }),
  initial: 'loading',
  on: {
    SHOW: {
      guard: 'isNewKey',
      target: '.loading',
      reenter: true,
      actions: assign(({ event }) => ({ key: event.type === 'SHOW' ? event.key : '', data: null, errorMessage: null })),
    },
  },
  states: {
    loading: {
      tags: ['busy'],
      invoke: {
        id: 'load',
        src: 'load',
        input: ({ context }) => context.key,
        onDone: { target: 'ready', actions: assign({ data: ({ event }) => event.output }) },
        onError: { target: 'failed', actions: assign({ errorMessage: ({ event }) => errorText(event.error) }) },
      },
    },
    ready: {},
    failed: {
      tags: ['error'],
      on: { RETRY: { target: 'loading', actions: assign({ errorMessage: null }) } },
    },
  },
});
