import { assign, emit, fromPromise, setup } from 'xstate';
import { errorText } from './errorText.ts';
import { navigateTo } from './rules/navigation.ts';
import { formatScreenUrl, parseScreenUrl, withChanges } from './rules/screenUrl.ts';

/** What a load answers: the data as the edge parsed it, and how many rows (0 is the empty state). */
export interface ScreenAnswer {
  data: unknown;
  rows: number;
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
  /** The URL (or key) changed, at every navigation end: a new request loads; the same one changes nothing. */
  | { type: 'SHOW'; request: string }
  /** After a failed load. */
  | { type: 'RETRY' }
  /**
   * Filters, paging, sorting, drill-down and breadcrumb steps: parameters to change (null removes)
   * and, for a drill-down into another screen, its path. The machine only emits the navigation; the
   * URL coming back (SHOW) is what loads.
   */
  | { type: 'NAVIGATE'; changes: Readonly<Record<string, string | null>>; path?: string };

/**
 * One chart for every data screen and every page that shows what its URL names: it loads for the
 * request (loading → shown | empty | failed, Retry), or waits in `incomplete` while the screen's
 * required filters are missing. The URL is the state: filters, pages, sorts and drill-downs only
 * emit `navigate`, and the navigation's end comes back as SHOW. A new request (a menu link followed
 * again carries a new `rand`) loads afresh; an answer for the previous request is dropped with it.
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
    /** Whether the request names everything the screen needs (its required filters); provided per screen. */
    isComplete: () => true,
    isNewRequest: ({ context, event }) => event.type === 'SHOW' && event.request !== context.request,
    hasNoRows: ({ context }) => context.answer?.rows === 0,
  },
}).createMachine({
  id: 'dataScreen',
  context: ({ input }) => ({ request: input.request, answer: null, errorMessage: null }),
  initial: 'routing',
  on: {
    SHOW: {
      guard: 'isNewRequest',
      target: '.routing',
      reenter: true,
      actions: assign(({ event }) => ({ request: event.request, answer: null, errorMessage: null })),
    },
    NAVIGATE: {
      actions: emit(({ context, event }) => navigateTo(formatScreenUrl(withChanges(parseScreenUrl(context.request), event.changes, event.path)))),
    },
  },
  states: {
    routing: {
      always: [{ guard: 'isComplete', target: 'loading' }, { target: 'incomplete' }],
    },
    incomplete: {},
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
      always: [{ guard: 'hasNoRows', target: 'empty' }, { target: 'shown' }],
    },
    shown: {},
    empty: {},
    failed: {
      tags: ['error'],
      on: { RETRY: { target: 'loading', actions: assign({ errorMessage: null }) } },
    },
  },
});
