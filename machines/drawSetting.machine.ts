import { assign, fromPromise, setup, stopChild, type ActorRefFrom } from 'xstate';
import { errorText } from './errorText.ts';
import type { Draw } from '../contract/draws.ts';
import type { DrawResult, ResultEntry } from '../contract/drawResults.ts';
import { jobMachine } from './job.machine.ts';
import { resultEntryProblems, ResultRefused, type FieldProblem } from './rules/resultForm.ts';
import { drawActions, type DrawActions } from './rules/drawActions.ts';

/** A special draw as the Add form gives it (times HH:mm, operator time). */
export interface NewDraw {
  DrawDate: string;
  DrawTime: string;
  CutOffTime: string;
}

export interface DrawTimes {
  DrawId: number;
  DrawTime: string;
  CutOffTime: string;
}

export interface SaveResultInput {
  drawId: number;
  entry: ResultEntry;
  /** The draw already has a result: PUT (a correction) instead of POST. */
  correction: boolean;
}

export type ResetKind = 'settlement' | 'results';

export interface ResetInput {
  drawId: number;
  kind: ResetKind;
}

export type DrawSettingEvent =
  | { type: 'PREVIOUS_WEEK' }
  | { type: 'NEXT_WEEK' }
  | { type: 'RETRY' }
  | { type: 'OPEN_ADD' }
  | { type: 'ADD_DRAW'; draw: NewDraw }
  | { type: 'EDIT_TIMES'; drawId: number }
  | { type: 'SAVE_TIMES'; times: DrawTimes }
  | { type: 'CANCEL' }
  | { type: 'OPEN_RESULTS'; drawId: number }
  | { type: 'SAVE_RESULT'; entry: ResultEntry }
  | { type: 'INSERT' }
  | { type: 'RESET_SETTLEMENT' }
  | { type: 'RESET_RESULTS' }
  | { type: 'CONFIRM' }
  | { type: 'CLOSE' };

export interface DrawSettingContext {
  /** Weeks from the current one (0: this week); the edge turns it into draw/week's Date. */
  weekOffset: number;
  draws: Draw[];
  /** Why the week, a save or a reset failed (the server's message). */
  error: string | null;
  /** What the last write did, for the status line (e.g. "Draw added."): a key the view translates. */
  notice: 'drawAdded' | 'timesSaved' | 'resultSaved' | 'settlementReset' | 'resultsReset' | null;
  /** The draw whose times or result are open. */
  drawId: number | null;
  /** The open draw and its result, as draw/result answers. */
  result: DrawResult | null;
  /** Problems of the typed result, from the browser's check or the server's 400. */
  problems: FieldProblem[];
  /** Which reset waits for its confirmation. */
  reset: ResetKind | null;
  /** The insertion job of the open draw; kept after it ends so its outcome stays on screen. */
  job: ActorRefFrom<typeof jobMachine> | null;
}


const entryOf = (event: DrawSettingEvent) => (event as { entry: ResultEntry }).entry;

/** What the open draw's state allows (the view disables the rest; the server decides again). */
const allows = (context: DrawSettingContext, action: keyof DrawActions) =>
  context.result !== null && drawActions(context.result.Draw.Status)[action];

/**
 * Draw Setting (spec 02 §2.2 /control/drawSetting; issue 15): the week's draws of the location, a
 * special draw added, a draw's times changed, and a draw's result: entered (checked in the browser
 * with the server's own rules first, then POST or PUT), inserted by the settlement job (the job
 * machine, spawned as insertResults, polls r5/{DrawId}/status), or reset after a confirmation
 * (reset6: the settlement, reset7: the result and the settlement). Insertion and the resets wait for the
 * draw's state to allow them (rules/drawActions.ts; the view disables their buttons); the server decides every call.
 */
export const drawSettingMachine = setup({
  types: {
    context: {} as DrawSettingContext,
    events: {} as DrawSettingEvent,
  },
  actors: {
    loadWeek: fromPromise<Draw[], number>(async () => {
      throw new Error('loadWeek is provided by the app');
    }),
    createDraw: fromPromise<Draw, NewDraw>(async () => {
      throw new Error('createDraw is provided by the app');
    }),
    updateDraw: fromPromise<Draw, DrawTimes>(async () => {
      throw new Error('updateDraw is provided by the app');
    }),
    loadResult: fromPromise<DrawResult, number>(async () => {
      throw new Error('loadResult is provided by the app');
    }),
    /** Rejects with ResultRefused when the server refuses the result on its fields. */
    saveResult: fromPromise<DrawResult, SaveResultInput>(async () => {
      throw new Error('saveResult is provided by the app');
    }),
    resetDraw: fromPromise<DrawResult, ResetInput>(async () => {
      throw new Error('resetDraw is provided by the app');
    }),
    insertResults: jobMachine,
  },
  guards: {
    /** The browser finds nothing wrong with the typed result (the server checks again). */
    resultValid: ({ event }) => event.type === 'SAVE_RESULT' && resultEntryProblems(event.entry).length === 0,
    /** The server refused the result field by field (400 with data.Problems). */
    mayInsert: ({ context }) => allows(context, 'insert'),
    mayResetSettlement: ({ context }) => allows(context, 'resetSettlement'),
    mayResetResults: ({ context }) => allows(context, 'resetResults'),
    refusedOnFields: ({ event }) => (event as { error?: unknown }).error instanceof ResultRefused,
  },
  actions: {
    stopJob: stopChild('insertResults'),
    startJob: assign({
      job: ({ spawn, context }) => spawn('insertResults', { id: 'insertResults', input: { request: { drawId: context.drawId } } }),
    }),
    forgetDraw: assign({ drawId: null, result: null, problems: [], reset: null, job: null }),
    failed: assign({ error: ({ event }) => errorText((event as { error?: unknown }).error) }),
    clearMessages: assign({ error: null, notice: null }),
  },
}).createMachine({
  id: 'drawSetting',
  context: { weekOffset: 0, draws: [], error: null, notice: null, drawId: null, result: null, problems: [], reset: null, job: null },
  initial: 'loading',
  states: {
    loading: {
      tags: ['busy'],
      invoke: {
        id: 'loadWeek',
        src: 'loadWeek',
        input: ({ context }) => context.weekOffset,
        onDone: { target: 'listed', actions: assign({ draws: ({ event }) => event.output }) },
        onError: { target: 'failed', actions: 'failed' },
      },
    },
    failed: {
      on: {
        RETRY: { target: 'loading', actions: 'clearMessages' },
        PREVIOUS_WEEK: { target: 'loading', actions: ['clearMessages', assign({ weekOffset: ({ context }) => context.weekOffset - 1 })] },
        NEXT_WEEK: { target: 'loading', actions: ['clearMessages', assign({ weekOffset: ({ context }) => context.weekOffset + 1 })] },
      },
    },
    listed: {
      on: {
        PREVIOUS_WEEK: { target: 'loading', actions: ['clearMessages', assign({ weekOffset: ({ context }) => context.weekOffset - 1 })] },
        NEXT_WEEK: { target: 'loading', actions: ['clearMessages', assign({ weekOffset: ({ context }) => context.weekOffset + 1 })] },
        OPEN_ADD: { target: 'adding', actions: 'clearMessages' },
        EDIT_TIMES: { target: 'editingTimes', actions: ['clearMessages', assign({ drawId: ({ event }) => event.drawId })] },
        OPEN_RESULTS: { target: 'results', actions: ['clearMessages', assign({ drawId: ({ event }) => event.drawId })] },
      },
    },
    /** The Add Special Draw form. */
    adding: {
      initial: 'editing',
      on: { CANCEL: { target: 'listed', actions: 'clearMessages' } },
      states: {
        editing: { on: { ADD_DRAW: { target: 'saving', actions: 'clearMessages' } } },
        saving: {
          tags: ['busy'],
          invoke: {
            id: 'createDraw',
            src: 'createDraw',
            input: ({ event }) => (event as { draw: NewDraw }).draw,
            onDone: { target: '#drawSetting.loading', actions: assign({ notice: 'drawAdded' }) },
            onError: { target: 'editing', actions: 'failed' },
          },
        },
      },
    },
    /** Edit Times of one draw. */
    editingTimes: {
      initial: 'editing',
      on: { CANCEL: { target: 'listed', actions: ['clearMessages', 'forgetDraw'] } },
      states: {
        editing: { on: { SAVE_TIMES: { target: 'saving', actions: 'clearMessages' } } },
        saving: {
          tags: ['busy'],
          invoke: {
            id: 'updateDraw',
            src: 'updateDraw',
            input: ({ event }) => (event as { times: DrawTimes }).times,
            onDone: { target: '#drawSetting.loading', actions: ['forgetDraw', assign({ notice: 'timesSaved' })] },
            onError: { target: 'editing', actions: 'failed' },
          },
        },
      },
    },
    /** One draw's result: entry, insertion, resets. Close goes back to the (reloaded) week. */
    results: {
      initial: 'loading',
      on: { CLOSE: { target: 'loading', actions: ['stopJob', 'forgetDraw', 'clearMessages'] } },
      states: {
        loading: {
          tags: ['busy'],
          invoke: {
            id: 'loadResult',
            src: 'loadResult',
            input: ({ context }) => context.drawId ?? 0,
            onDone: { target: 'entering', actions: assign({ result: ({ event }) => event.output }) },
            onError: { target: 'failed', actions: 'failed' },
          },
        },
        failed: { on: { RETRY: { target: 'loading', actions: 'clearMessages' } } },
        entering: {
          on: {
            SAVE_RESULT: [
              { guard: 'resultValid', target: 'saving', actions: ['clearMessages', assign({ problems: [] })] },
              // Nothing is sent: each problem shows on its field.
              { actions: ['clearMessages', assign({ problems: ({ event }) => resultEntryProblems(entryOf(event)) })] },
            ],
            INSERT: { guard: 'mayInsert', target: 'inserting', actions: 'clearMessages' },
            RESET_SETTLEMENT: { guard: 'mayResetSettlement', target: 'confirmingReset', actions: ['clearMessages', assign({ reset: 'settlement' })] },
            RESET_RESULTS: { guard: 'mayResetResults', target: 'confirmingReset', actions: ['clearMessages', assign({ reset: 'results' })] },
          },
        },
        saving: {
          tags: ['busy'],
          invoke: {
            id: 'saveResult',
            src: 'saveResult',
            input: ({ context, event }) => ({ drawId: context.drawId ?? 0, entry: entryOf(event), correction: context.result?.Result != null }),
            onDone: { target: 'entering', actions: assign({ result: ({ event }) => event.output, notice: 'resultSaved' }) },
            onError: [
              {
                guard: 'refusedOnFields',
                target: 'entering',
                actions: assign({ problems: ({ event }) => [...(event.error as ResultRefused).problems] }),
              },
              { target: 'entering', actions: 'failed' },
            ],
          },
        },
        /** The settlement job runs; its widget shows progress, failure (Retry) and the end. */
        inserting: {
          entry: ['stopJob', 'startJob'],
          on: {
            // The job ended (done, timed out or no longer watched): the draw's state is read again.
            'xstate.done.actor.insertResults': 'loading',
            // A drawn draw has no settlement to reset yet; its result can be reset while the job is watched.
            RESET_RESULTS: { guard: 'mayResetResults', target: 'confirmingReset', actions: ['clearMessages', assign({ reset: 'results' })] },
          },
        },
        confirmingReset: {
          on: {
            CONFIRM: 'resetting',
            CANCEL: { target: 'entering', actions: assign({ reset: null }) },
          },
        },
        resetting: {
          tags: ['busy'],
          entry: 'stopJob',
          invoke: {
            id: 'resetDraw',
            src: 'resetDraw',
            input: ({ context }) => ({ drawId: context.drawId ?? 0, kind: context.reset ?? 'results' }),
            onDone: {
              target: 'entering',
              actions: assign({
                result: ({ event }) => event.output,
                notice: ({ context }) => (context.reset === 'settlement' ? 'settlementReset' : 'resultsReset'),
                reset: null,
                job: null,
                problems: [],
              }),
            },
            onError: { target: 'entering', actions: ['failed', assign({ reset: null })] },
          },
        },
      },
    },
  },
});
