import { assign, emit, fromPromise, setup } from 'xstate';
import { homePath, navigateTo, safeReturnUrl, type NavigateEvent } from './rules/navigation.ts';
import { errorText } from './errorText.ts';

/** Minimum age of a player (spec 01 §9, spec 02 §5). */
export const MINIMUM_AGE = 18;

export interface TermsContext {
  returnUrl: string | null;
  errorMessage: string | null;
}

export type TermsEvent = { type: 'AGREE' } | { type: 'DISAGREE' };

/**
 * The terms (spec 01 §2, §4 "Terms"): shown, then accepted (the flag is kept in the session, and
 * the flow goes home, or to a safe return url) or declined (the user is signed out).
 */
export const termsMachine = setup({
  types: {
    context: {} as TermsContext,
    events: {} as TermsEvent,
    input: {} as { returnUrl: string | null },
    emitted: {} as NavigateEvent,
  },
  actors: {
    /** Records the acceptance for this session and answers the user's location. */
    acceptTerms: fromPromise<{ locId: string }>(async () => {
      throw new Error('acceptTerms is provided by the app');
    }),
  },
  actions: {
    /** Signs the user out; the session machine then goes to /login (provided by the app). */
    signOut: () => {},
  },
}).createMachine({
  id: 'terms',
  context: ({ input }) => ({ returnUrl: input.returnUrl, errorMessage: null }),
  initial: 'reading',
  states: {
    reading: {
      on: { AGREE: 'accepting', DISAGREE: 'declined' },
    },
    accepting: {
      tags: ['busy'],
      invoke: {
        id: 'acceptTerms',
        src: 'acceptTerms',
        onDone: {
          target: 'accepted',
          actions: emit(({ context, event }) =>
            navigateTo(safeReturnUrl(context.returnUrl) ?? homePath(event.output.locId), { replace: true }),
          ),
        },
        onError: { target: 'reading', actions: assign({ errorMessage: ({ event }) => errorText(event.error) }) },
      },
    },
    accepted: { type: 'final' },
    declined: { type: 'final', entry: 'signOut' },
  },
});
