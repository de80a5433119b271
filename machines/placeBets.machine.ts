import { assign, fromPromise, setup } from 'xstate';
import { errorText } from './errorText.ts';
import type { DrawDate } from '../contract/draws.ts';
import type { PlaceBetsRequest, PlaceBetsResult } from '../contract/bets.ts';

/** What the page needs before bets can be written: the location's open draws and the location itself. */
export interface BetDrawChoice {
  location: string;
  /** Draws not yet finalised, soonest first. */
  draws: DrawDate[];
}

export interface PlaceBetsContext {
  location: string;
  draws: DrawDate[];
  drawId: number | null;
  message: string;
  /** The server's answer to the last submit, line by line. */
  result: PlaceBetsResult | null;
  /** Why loading the draws or the last submit failed (the API error's message). */
  error: string | null;
}

export type PlaceBetsEvent =
  | { type: 'EDIT'; message: string }
  | { type: 'SELECT_DRAW'; drawId: number | null }
  | { type: 'SUBMIT' }
  | { type: 'RETRY' };


/**
 * Place Bets (spec 02 §5, §7.6): the open draws load (the first is chosen), the user writes a bet
 * message and submits it to POST bet/ for the chosen draw; the answer reports every line (accepted,
 * or rejected with its reason) and stays on screen until the message changes. A failed submit keeps
 * the message so nothing typed is lost. Live parsing is the view's: a pure function of the text.
 */
export const placeBetsMachine = setup({
  types: {
    context: {} as PlaceBetsContext,
    events: {} as PlaceBetsEvent,
  },
  actors: {
    loadDraws: fromPromise<BetDrawChoice>(async () => {
      throw new Error('loadDraws is provided by the app');
    }),
    submitBets: fromPromise<PlaceBetsResult, PlaceBetsRequest>(async () => {
      throw new Error('submitBets is provided by the app');
    }),
  },
  guards: {
    canSubmit: ({ context }) => context.drawId !== null && context.message.trim() !== '',
  },
  actions: {
    edit: assign(({ event }) => (event.type === 'EDIT' ? { message: event.message, result: null, error: null } : {})),
    selectDraw: assign(({ event }) => (event.type === 'SELECT_DRAW' ? { drawId: event.drawId, result: null, error: null } : {})),
  },
}).createMachine({
  id: 'placeBets',
  context: { location: 'SG', draws: [], drawId: null, message: '', result: null, error: null },
  initial: 'loading',
  states: {
    loading: {
      tags: ['busy'],
      invoke: {
        id: 'loadDraws',
        src: 'loadDraws',
        onDone: {
          target: 'editing',
          actions: assign(({ event }) => ({
            location: event.output.location,
            draws: event.output.draws,
            drawId: event.output.draws[0]?.DrawId ?? null,
            error: null,
          })),
        },
        onError: { target: 'loadFailed', actions: assign({ error: ({ event }) => errorText(event.error) }) },
      },
    },
    loadFailed: { on: { RETRY: 'loading' } },
    editing: {
      on: {
        EDIT: { actions: 'edit' },
        SELECT_DRAW: { actions: 'selectDraw' },
        SUBMIT: { guard: 'canSubmit', target: 'submitting' },
      },
    },
    submitting: {
      tags: ['busy'],
      entry: assign({ result: null, error: null }),
      invoke: {
        id: 'submitBets',
        src: 'submitBets',
        input: ({ context }) => ({ DrawId: context.drawId ?? 0, Message: context.message }),
        onDone: { target: 'editing', actions: assign({ result: ({ event }) => event.output }) },
        onError: { target: 'editing', actions: assign({ error: ({ event }) => errorText(event.error) }) },
      },
    },
  },
});
