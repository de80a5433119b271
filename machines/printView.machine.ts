import { assign, emit, fromPromise, setup } from 'xstate';
import { errorText, isRefusal } from './errorText.ts';

/** Rows added to the printed table per tick (spec 02 §9: "500 rows every 60 ms"). */
export const PRINT_CHUNK = 500;
/** The tick between two chunks, ms (spec 02 §9). */
export const PRINT_TICK_MS = 60;

/** One page of the screen's query as the paged call answers it (src/screens/screenData.ts PageAnswer). */
export interface PrintPage {
  Rows: readonly unknown[];
  Total: number;
  PageSize: number;
  Totals: Readonly<Record<string, number>>;
}

/**
 * What the first load answers: the first page of the whole query (null when a required filter is
 * missing), the filters' lists (the caption names the draw and user by them), or a refusal (a member
 * of the URL outside the caller's tree).
 */
export interface PrintAnswer {
  page: PrintPage | null;
  options: unknown;
  refused?: boolean;
}

export interface PrintViewInput {
  /** The data screen's URL (path and query) whose every row is printed. */
  request: string;
}

export interface PrintViewContext {
  request: string;
  /** Every row fetched so far, in the query's order. */
  rows: readonly unknown[];
  /** Rows of the whole query (the server's Total). */
  total: number;
  totals: Readonly<Record<string, number>>;
  options: unknown;
  /** The last page fetched (1-based) and the size of the pages asked for. */
  pageIndex: number;
  pageSize: number;
  /** Rows in the printed table: grows by PRINT_CHUNK every PRINT_TICK_MS. */
  shown: number;
  errorMessage: string | null;
}

export type PrintViewEvent = { type: 'RETRY' } | { type: 'PRINT' };

const EMPTY = { rows: [], total: 0, totals: {}, options: null, pageIndex: 0, pageSize: 0, shown: 0, errorMessage: null };

/** A call's failure: a 403 is a refusal (nothing to print, no Try again), anything else can be tried again. */
const errorOf = ({ event }: { event: { error: unknown } }) => event.error;
const refusedOrFailed = [
  { guard: { type: 'refusedByServer', params: errorOf }, target: 'refused' },
  { target: 'failed', actions: { type: 'fail', params: errorOf } },
] as const;

/**
 * The print view of a data screen (spec 02 §2.12, §9): ALL the rows of the screen's query, fetched
 * page after page through the paged call (loading, then fetching while pages remain), then rendered
 * progressively, PRINT_CHUNK rows every PRINT_TICK_MS (rendering), so a 10 000-row report never
 * freezes the page; complete offers the browser's print dialog (emits `print`, once on arrival and
 * on every PRINT). A member outside the caller's tree (the edge's check or the server's 403) is
 * refused; a URL missing a required filter is incomplete; a failed call can be tried again (from the
 * start: the pages must be one reading of the query).
 */
export const printViewMachine = setup({
  types: {
    input: {} as PrintViewInput,
    context: {} as PrintViewContext,
    events: {} as PrintViewEvent,
    emitted: {} as { type: 'print' },
  },
  actors: {
    /** The member check, the filters' lists and the first page; provided per screen at the edge. */
    load: fromPromise<PrintAnswer, string>(async () => {
      throw new Error('load is provided by the screen');
    }),
    /** One further page of the query; provided per screen at the edge. */
    fetchPage: fromPromise<PrintPage, { request: string; pageIndex: number; pageSize: number }>(async () => {
      throw new Error('fetchPage is provided by the screen');
    }),
  },
  delays: { tick: PRINT_TICK_MS },
  guards: {
    refusedByServer: (_, error: unknown) => isRefusal(error),
    isRefused: (_, answer: PrintAnswer) => answer.refused === true,
    asksNothing: (_, answer: PrintAnswer) => answer.page === null,
    // A short page ends the query too, so a Total that moved under the reading cannot loop forever.
    morePages: ({ context }) => context.rows.length < context.total && context.rows.length === context.pageIndex * context.pageSize,
    allShown: ({ context }) => context.shown >= context.rows.length,
  },
  actions: {
    fail: assign({ errorMessage: (_, error: unknown) => errorText(error) }),
    firstChunk: assign({ shown: ({ context }) => Math.min(PRINT_CHUNK, context.rows.length) }),
    nextChunk: assign({ shown: ({ context }) => Math.min(context.shown + PRINT_CHUNK, context.rows.length) }),
    offerPrint: emit({ type: 'print' as const }),
  },
}).createMachine({
  id: 'printView',
  context: ({ input }) => ({ request: input.request, ...EMPTY }),
  initial: 'loading',
  states: {
    loading: {
      tags: ['busy'],
      invoke: {
        id: 'load',
        src: 'load',
        input: ({ context }) => context.request,
        onDone: [
          { guard: { type: 'isRefused', params: ({ event }) => event.output }, target: 'refused' },
          { guard: { type: 'asksNothing', params: ({ event }) => event.output }, target: 'incomplete', actions: assign({ options: ({ event }) => event.output.options }) },
          {
            target: 'paging',
            actions: assign(({ event }) => {
              const page = event.output.page!;
              return { rows: page.Rows, total: page.Total, totals: page.Totals, options: event.output.options, pageIndex: 1, pageSize: page.PageSize };
            }),
          },
        ],
        onError: refusedOrFailed,
      },
    },
    /** Decides after each page whether another is wanted. */
    paging: {
      always: [{ guard: 'morePages', target: 'fetching' }, { target: 'rendering', actions: 'firstChunk' }],
    },
    fetching: {
      tags: ['busy'],
      invoke: {
        id: 'fetchPage',
        src: 'fetchPage',
        input: ({ context }) => ({ request: context.request, pageIndex: context.pageIndex + 1, pageSize: context.pageSize }),
        onDone: {
          target: 'paging',
          actions: assign(({ context, event }) => ({ rows: [...context.rows, ...event.output.Rows], pageIndex: context.pageIndex + 1 })),
        },
        onError: refusedOrFailed,
      },
    },
    rendering: {
      tags: ['busy'],
      always: { guard: 'allShown', target: 'complete' },
      after: { tick: { target: 'rendering', reenter: true, actions: 'nextChunk' } },
    },
    complete: {
      entry: 'offerPrint',
      on: { PRINT: { actions: 'offerPrint' } },
    },
    incomplete: {},
    refused: { tags: ['refused'] },
    failed: {
      tags: ['error'],
      on: { RETRY: { target: 'loading', actions: assign(EMPTY) } },
    },
  },
});
