import { assign, fromPromise, setup } from 'xstate';

export interface MemberAccessContext {
  /** The user whose member tree is shown; the last one checked. */
  userId: string | null;
}

/** The wrapped page tells the machine whose tree it shows (the view sends it whenever its prop changes). */
export type MemberAccessEvent = { type: 'SET_USER'; userId: string | null | undefined };

/**
 * Member-tree access wrapper (spec 02 §4, §7.16, §8): loading until a user id is set; a user id
 * that is set and differs from the previous one is checked with `checkMemberAccess`; a success flag
 * of true grants access, false or a failed call denies it ('Unauthorized Access'). The same user id
 * again changes nothing; a new one while a check runs starts a new check (the old one is cancelled).
 */
export const memberAccessMachine = setup({
  types: {
    context: {} as MemberAccessContext,
    events: {} as MemberAccessEvent,
  },
  actors: {
    /** Asks the common service (checkMemberAccess/{id}) and resolves with its success flag. */
    checkMemberAccess: fromPromise<boolean, string>(async () => {
      throw new Error('checkMemberAccess is provided by the app');
    }),
  },
  guards: {
    isNewUser: ({ context, event }) => Boolean(event.userId) && event.userId !== context.userId,
    isGranted: (_, granted: boolean) => granted === true,
  },
}).createMachine({
  id: 'memberAccess',
  context: { userId: null },
  initial: 'loading',
  on: {
    SET_USER: {
      guard: 'isNewUser',
      target: '.checking',
      reenter: true,
      actions: assign({ userId: ({ event }) => event.userId ?? null }),
    },
  },
  states: {
    loading: { tags: ['busy'] },
    checking: {
      tags: ['busy'],
      invoke: {
        id: 'checkMemberAccess',
        src: 'checkMemberAccess',
        input: ({ context }) => context.userId ?? '',
        onDone: [
          { guard: { type: 'isGranted', params: ({ event }) => event.output }, target: 'granted' },
          { target: 'denied' },
        ],
        onError: { target: 'denied' },
      },
    },
    granted: {},
    denied: {},
  },
});
