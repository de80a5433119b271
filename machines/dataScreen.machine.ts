import { assign, emit, fromPromise, setup } from 'xstate';
import { errorText } from './errorText.ts';
import { navigateTo } from './rules/navigation.ts';
import { formatScreenUrl, parseScreenUrl, withChanges } from './rules/screenUrl.ts';

/**
 * What a load answers: the data as the edge parsed it, and how many rows it holds: 0 is the empty
 * state; null means the request does not name everything the screen needs (a required filter is
 * missing), so only what the filters need was loaded.
 */
export interface ScreenAnswer {
  data: unknown;
  rows: number | null;
}

export interface DataScreenInput {
  /** What the screen shows: for a data screen its URL (path and query), for a record page its key (a LocId, a user id). */
  request: string;
}

export interface DataScreenContext {
  request: string;
  answer: ScreenAnswer | null;
  errorMessage: string | null;
}

export type DataScreenEvent =
  /** The URL (or key) at a navigation's end: a new request loads; the same one changes nothing. */
  | { type: 'SHOW'; request: string }
  /** After a failed load. */
  | { type: 'RETRY' }
  /**
   * Filters, paging, sorting and view switches: parameters to change (null removes) and, to go to
   * another screen, its path. The machine only emits the navigation; the URL coming back (SHOW) is
   * what loads, so Back, reload and a pasted link show the same thing.
   */
  | { type: 'NAVIGATE'; changes: Readonly<Record<string, string | null>>; path?: string };

/**
 * One chart for every data screen and every page that shows what its URL names: it loads for the
 * request (loading → shown | empty | incomplete, or failed with Retry). The URL is the state:
 * filters, pages, sorts and drill-downs only emit `navigate`, and the navigation's end comes back as
 * SHOW. A new request (a menu link followed again carries a new `rand`) loads afresh, and an answer
 * for the previous request is dropped with it.
 */
export const dataScreenMachine = setup({
  types: {
    input: {} as DataScreenInput,
    context: {} as DataScreenContext,
    events: {} as DataScreenEvent,
    emitted: {} as ReturnType<typeof navigateTo>,
  },
  actors: {
    /** Loads what the request names; provided per screen at the edge. */
    load: fromPromise<ScreenAnswer, string>(async () => {
      throw new Error('load is provided by the screen');
    }),
  },
  guards: {
    isNewRequest: ({ context, event }) => event.type === 'SHOW' && event.request !== context.request,
    askedNothing: ({ context }) => context.answer?.rows === null,
    hasNoRows: ({ context }) => context.answer?.rows === 0,
  },
}).createMachine({
  id: 'dataScreen',
  context: ({ input }) => ({ request: input.request, answer: null, errorMessage: null }),
  initial: 'loading',
  on: {
    SHOW: {
      guard: 'isNewRequest',
      target: '.loading',
      reenter: true,
      actions: assign(({ event }) => ({ request: event.request, answer: null, errorMessage: null })),
    },
    NAVIGATE: {
      actions: emit(({ context, event }) => navigateTo(formatScreenUrl(withChanges(parseScreenUrl(context.request), event.changes, event.path)))),
    },
  },
  states: {
    loading: {
      tags: ['busy'],
      invoke: {
        id: 'load',
        src: 'load',
        input: ({ context }) => context.request,
        onDone: { target: 'arrived', actions: assign({ answer: ({ event }) => event.output }) },
        onError: { target: 'failed', actions: assign({ errorMessage: ({ event }) => errorText(event.error) }) },
      },
    },
    arrived: {
      always: [{ guard: 'askedNothing', target: 'incomplete' }, { guard: 'hasNoRows', target: 'empty' }, { target: 'shown' }],
    },
    shown: {},
    empty: {},
    /** A required filter is missing: the filters show, the table waits for them. */
    incomplete: {},
    failed: {
      tags: ['error'],
      on: { RETRY: { target: 'loading', actions: assign({ errorMessage: null }) } },
    },
  },
});
