import { assign, fromPromise, setup } from 'xstate';
import { errorText } from './errorText.ts';
import type { PayRate, PayRateKind } from '../contract/payRates.ts';
import { isOverrideOf, type PayRateFigureKey } from './rules/payRateSave.ts';

/** A user the caller may set rates for: its own downline from the member tree. */
export interface PayRateUser {
  UserId: string;
  UserName: string | null;
}

/** `loadUsers`' answer: the downline, and whether the caller may edit the default table (an admin). */
export interface PayRateUsers {
  users: PayRateUser[];
  mayEditDefault: boolean;
}

export interface SaveRateInput {
  /** Whose figure: a user id, or null for the location's default table. */
  userId: string | null;
  figure: PayRateFigureKey;
  /** The row in force for that figure (the user's override or the default), when there is one. */
  inForce: PayRate | null;
  perUnit: number;
}

export type PayRateEvent =
  | { type: 'SELECT_USER'; userId: string | null }
  | { type: 'SELECT_TAB'; tab: PayRateKind }
  | { type: 'EDIT'; figure: PayRateFigureKey }
  | { type: 'SAVE'; perUnit: number }
  | { type: 'CANCEL' }
  | { type: 'USE_DEFAULT'; payRateId: number }
  | { type: 'RETRY' };

export interface PayRateContext {
  users: PayRateUser[];
  mayEditDefault: boolean;
  /** Whose rates are shown: a user id, or null for the default table. */
  userId: string | null;
  rates: PayRate[];
  tab: PayRateKind;
  /** The figure being edited. */
  editing: PayRateFigureKey | null;
  /** The server's message of the last failed call. */
  error: string | null;
  notice: 'saved' | 'defaultRestored' | null;
}


const sameFigure = (a: PayRateFigureKey, b: PayRateFigureKey) =>
  a.Kind === b.Kind && a.Variant === b.Variant && a.Prize === b.Prize && a.Stake === b.Stake;

/** The row in force for a figure, among the rates shown. */
export const rowInForce = (rates: readonly PayRate[], figure: PayRateFigureKey) => rates.find((rate) => sameFigure(rate, figure)) ?? null;

/**
 * Pay Rate (spec 02 §2.2 /control/payRate, §7.12; issue 15): the rates in force for one user of the
 * caller's downline (or the default table, for an admin), by tab (Ordinary, System, iBet, TOTO).
 * One figure is edited at a time: saved as a new override (POST), a change of the user's override
 * (PUT) or of the default table (PUT payRateDefault) — rules/payRateSave.ts decides which at the edge —
 * or an override is ended (Use Default: DELETE). After each write the rates are read again.
 */
export const payRateMachine = setup({
  types: {
    context: {} as PayRateContext,
    events: {} as PayRateEvent,
  },
  actors: {
    loadUsers: fromPromise<PayRateUsers>(async () => {
      throw new Error('loadUsers is provided by the app');
    }),
    loadRates: fromPromise<PayRate[], string | null>(async () => {
      throw new Error('loadRates is provided by the app');
    }),
    saveRate: fromPromise<PayRate, SaveRateInput>(async () => {
      throw new Error('saveRate is provided by the app');
    }),
    deleteRate: fromPromise<unknown, number>(async () => {
      throw new Error('deleteRate is provided by the app');
    }),
  },
  guards: {
    /** Only a whole number from 0 is a figure (the server checks the maximum). */
    /** Only a figure of the tab shown can be edited. */
    shownFigure: ({ context, event }) => event.type === 'EDIT' && event.figure.Kind === context.tab,
    /** Use Default ends the shown user's own override of the tab shown, nothing else. */
    ownOverride: ({ context, event }) =>
      event.type === 'USE_DEFAULT' &&
      context.rates.some((rate) => rate.PayRateId === event.payRateId && rate.Kind === context.tab && isOverrideOf(context.userId, rate)),
    validFigure: ({ event }) => event.type === 'SAVE' && Number.isInteger(event.perUnit) && event.perUnit >= 0,
  },
  actions: {
    failed: assign({ error: ({ event }) => errorText((event as { error?: unknown }).error) }),
    clearMessages: assign({ error: null, notice: null }),
    chooseUser: assign({ userId: ({ event }) => (event as { userId: string | null }).userId, editing: null }),
  },
}).createMachine({
  id: 'payRate',
  context: { users: [], mayEditDefault: false, userId: null, rates: [], tab: 'N', editing: null, error: null, notice: null },
  initial: 'loadingUsers',
  states: {
    loadingUsers: {
      tags: ['busy'],
      invoke: {
        id: 'loadUsers',
        src: 'loadUsers',
        onDone: {
          target: 'loadingRates',
          actions: assign(({ event }) => ({
            users: event.output.users,
            mayEditDefault: event.output.mayEditDefault,
            // An admin starts on the default table, an agent on the first user of its list.
            userId: event.output.mayEditDefault ? null : (event.output.users[0]?.UserId ?? null),
          })),
        },
        onError: { target: 'usersFailed', actions: 'failed' },
      },
    },
    usersFailed: { on: { RETRY: { target: 'loadingUsers', actions: 'clearMessages' } } },
    loadingRates: {
      tags: ['busy'],
      invoke: {
        id: 'loadRates',
        src: 'loadRates',
        input: ({ context }) => context.userId,
        onDone: { target: 'shown', actions: assign({ rates: ({ event }) => event.output }) },
        onError: { target: 'ratesFailed', actions: 'failed' },
      },
    },
    ratesFailed: {
      on: {
        RETRY: { target: 'loadingRates', actions: 'clearMessages' },
        SELECT_USER: { target: 'loadingRates', actions: ['clearMessages', 'chooseUser'] },
      },
    },
    shown: {
      on: {
        SELECT_USER: { target: 'loadingRates', actions: ['clearMessages', 'chooseUser'] },
        SELECT_TAB: { actions: ['clearMessages', assign({ tab: ({ event }) => event.tab })] },
        EDIT: { guard: 'shownFigure', target: 'editing', actions: ['clearMessages', assign({ editing: ({ event }) => event.figure })] },
        USE_DEFAULT: { guard: 'ownOverride', target: 'deleting', actions: 'clearMessages' },
      },
    },
    editing: {
      on: {
        SAVE: { guard: 'validFigure', target: 'saving', actions: 'clearMessages' },
        CANCEL: { target: 'shown', actions: ['clearMessages', assign({ editing: null })] },
      },
    },
    saving: {
      tags: ['busy'],
      invoke: {
        id: 'saveRate',
        src: 'saveRate',
        input: ({ context, event }) => {
          const figure = context.editing ?? { Kind: context.tab, Variant: '', Prize: 'first', Stake: 'big' };
          return { userId: context.userId, figure, inForce: rowInForce(context.rates, figure), perUnit: (event as { perUnit: number }).perUnit };
        },
        onDone: { target: 'loadingRates', actions: assign({ editing: null, notice: 'saved' }) },
        // The editor stays open with the server's message (e.g. 403: not in the caller's downline).
        onError: { target: 'editing', actions: 'failed' },
      },
    },
    deleting: {
      tags: ['busy'],
      invoke: {
        id: 'deleteRate',
        src: 'deleteRate',
        input: ({ event }) => (event as { payRateId: number }).payRateId,
        onDone: { target: 'loadingRates', actions: assign({ notice: 'defaultRestored' }) },
        onError: { target: 'shown', actions: 'failed' },
      },
    },
  },
});
