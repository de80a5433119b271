import { assign, emit, fromPromise, not, setup, stateIn } from 'xstate';
import { errorText, isRefusal } from './errorText.ts';
import { navigateTo } from './rules/navigation.ts';
import { formatScreenUrl, parseScreenUrl, withChanges } from './rules/screenUrl.ts';

/**
 * What a load answers: the data as the edge parsed it, and how many rows it holds: 0 is the empty
 * state; null means the request does not name everything the screen needs (a required filter is
 * missing), so only what the filters need was loaded. `refused`: a member id of the request is
 * outside the caller's tree (the member-tree check said so). `defaults`: what a required filter
 * takes when the request names none (the latest draw), to be put in the URL.
 */
export interface ScreenAnswer {
  data: unknown;
  rows: number | null;
  refused?: boolean;
  defaults?: Readonly<Record<string, string>>;
}

export interface DataScreenInput {
  /** What the screen shows: for a data screen its URL (path and query), for a record page its key (a LocId, a user id). */
  request: string;
}

/** A row action asked for: the declared action's id and the row it acts on. */
export interface RowActionRequest {
  action: string;
  row: unknown;
}

/** What the edge's `act` actor takes: the action on its row, on the screen the request names. */
export interface ActInput extends RowActionRequest {
  request: string;
}

export interface DataScreenContext {
  request: string;
  answer: ScreenAnswer | null;
  errorMessage: string | null;
  /** The row action being confirmed or performed. */
  pending: RowActionRequest | null;
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
  | { type: 'NAVIGATE'; changes: Readonly<Record<string, string | null>>; path?: string }
  /** A row's write action (delete, start a job); `confirm`: the declaration asks the user first. */
  | ({ type: 'ACT'; confirm: boolean } & RowActionRequest)
  /** The confirmation's answer. */
  | { type: 'CONFIRM' }
  | { type: 'CANCEL' }
  /** A failed action's message is put away; the rows stay. */
  | { type: 'DISMISS' };

/**
 * One chart for every data screen and every page that shows what its URL names: it loads for the
 * request (loading → shown | empty | incomplete, or failed with Retry). The URL is the state:
 * filters, pages, sorts and drill-downs only emit `navigate`, and the navigation's end comes back as
 * SHOW. A new request (a menu link followed again carries a new `rand`) loads afresh, and an answer
 * for the previous request is dropped with it.
 *
 * Refused is a state, not an error: a request naming a member outside the caller's tree (the edge's
 * member-tree check, or the server's 403) shows 'Unauthorized Access', no rows and no Try again.
 * A required filter with a default (the latest draw) is put in the URL by a replacing navigation,
 * so the URL stays the state. A row's write asks first when declared so (confirming), runs
 * (acting; the API client clears its response cache on any write), then loads the rows again;
 * a failed write keeps the rows and says why (actionFailed).
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
    /** Performs a row's write action (a contract call); provided per screen at the edge. */
    act: fromPromise<unknown, ActInput>(async () => {
      throw new Error('act is provided by the screen');
    }),
  },
  guards: {
    isNewRequest: ({ context, event }) => event.type === 'SHOW' && event.request !== context.request,
    isRefused: ({ context }) => context.answer?.refused === true,
    hasDefaults: ({ context }) => Object.keys(context.answer?.defaults ?? {}).length > 0,
    askedNothing: ({ context }) => context.answer?.rows === null,
    hasNoRows: ({ context }) => context.answer?.rows === 0,
    refusedByServer: (_, error: unknown) => isRefusal(error),
    asksFirst: ({ event }) => event.type === 'ACT' && event.confirm,
  },
  actions: {
    rememberAction: assign({ pending: ({ event }) => (event.type === 'ACT' ? { action: event.action, row: event.row } : null), errorMessage: null }),
    forgetAction: assign({ pending: null, errorMessage: null }),
  },
}).createMachine({
  id: 'dataScreen',
  context: ({ input }) => ({ request: input.request, answer: null, errorMessage: null, pending: null }),
  initial: 'loading',
  on: {
    SHOW: {
      guard: 'isNewRequest',
      target: '.loading',
      reenter: true,
      actions: assign(({ event }) => ({ request: event.request, answer: null, errorMessage: null, pending: null })),
    },
    NAVIGATE: {
      // A refused screen offers nothing to change: no filters, views or pages.
      guard: not(stateIn('refused')),
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
        onError: [
          { guard: { type: 'refusedByServer', params: ({ event }: { event: { error: unknown } }) => event.error }, target: 'refused' },
          { target: 'failed', actions: assign({ errorMessage: ({ event }) => errorText(event.error) }) },
        ],
      },
    },
    arrived: {
      always: [
        { guard: 'isRefused', target: 'refused' },
        { guard: 'hasDefaults', target: 'defaulting' },
        { guard: 'askedNothing', target: 'incomplete' },
        { guard: 'hasNoRows', target: 'empty' },
        { target: 'shown' },
      ],
    },
    shown: {
      on: { ACT: [{ guard: 'asksFirst', target: 'confirming', actions: 'rememberAction' }, { target: 'acting', actions: 'rememberAction' }] },
    },
    empty: {},
    /** A required filter is missing: the filters show, the table waits for them. */
    incomplete: {},
    /** The request's member is outside the caller's tree: 'Unauthorized Access', nothing else. */
    refused: { tags: ['refused'] },
    /** A required filter's default goes into the URL (replacing this entry); its SHOW loads. */
    defaulting: {
      tags: ['busy'],
      entry: emit(({ context }: { context: DataScreenContext }) =>
        navigateTo(formatScreenUrl(withChanges(parseScreenUrl(context.request), context.answer?.defaults ?? {})), { replace: true }),
      ),
    },
    failed: {
      tags: ['error'],
      on: { RETRY: { target: 'loading', actions: assign({ errorMessage: null }) } },
    },
    confirming: {
      on: { CONFIRM: 'acting', CANCEL: { target: 'shown', actions: 'forgetAction' } },
    },
    acting: {
      tags: ['acting'],
      invoke: {
        id: 'act',
        src: 'act',
        input: ({ context }) => ({ request: context.request, action: context.pending?.action ?? '', row: context.pending?.row }),
        // The write changed the data: the rows load again (the client's cache is already cleared).
        onDone: { target: 'loading', actions: 'forgetAction' },
        onError: { target: 'actionFailed', actions: assign({ errorMessage: ({ event }) => errorText(event.error) }) },
      },
    },
    actionFailed: {
      tags: ['error'],
      on: { DISMISS: { target: 'shown', actions: 'forgetAction' } },
    },
  },
});
