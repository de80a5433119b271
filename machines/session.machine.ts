import { assign, emit, fromCallback, fromPromise, setup } from 'xstate';
import type { Profile } from '../contract/profile.ts';
import { loginPath, navigateTo, SESSION_ERROR_MESSAGE, type NavigateEvent } from './rules/navigation.ts';
import { maintenancePath } from './rules/maintenance.ts';

/** What survives a page load and is shared by the tabs of one host (never the password). */
export interface StoredSession {
  accessToken: string;
  refreshToken?: string;
  /** Epoch milliseconds when the access token expires. */
  expiresAt: number;
  userId: string;
  locId: string;
  /** Accepted in this session; resets at every sign-in (spec 01 §4 "Terms"). */
  termsAccepted: boolean;
}

export type SignOutReason = 'logout' | 'unauthorized' | 'maintenance' | 'otherTab' | 'profileFailed';

export interface SessionContext {
  session: StoredSession | null;
  profile: Profile | null;
  /** Why the last session ended. */
  signOutReason: SignOutReason | null;
}

export type SessionEvent =
  /** A sign-in produced tokens (from the signIn flow). */
  | { type: 'SESSION_STARTED'; session: StoredSession }
  /** The stored session changed in another tab (sign-in, sign-out, token refresh, terms). */
  | { type: 'SESSION_CHANGED'; session: StoredSession | null }
  /** This tab became visible again: check the session is still good. */
  | { type: 'VISIBLE' }
  | { type: 'TERMS_ACCEPTED' }
  | { type: 'LOGOUT' }
  /** Any API call answered 401; many at once still end the session (and redirect) once. */
  | { type: 'UNAUTHORIZED' }
  /** An API answer said the site is under maintenance until `time`. */
  | { type: 'MAINTENANCE'; time: string };

const ENDED = { session: null, profile: null } as const;

/**
 * Authentication (spec 01 §4): checking -> signed out | signed in. Signed in needs tokens and a
 * loaded profile. It ends on logout, on any 401, on a maintenance answer, or when another tab
 * signs out. Access tokens are refreshed before they expire; the tabs of one host share one session.
 */
export const sessionMachine = setup({
  types: {
    context: {} as SessionContext,
    events: {} as SessionEvent,
    emitted: {} as NavigateEvent,
  },
  actors: {
    /** Reads the stored session of this browser, if any. */
    restoreSession: fromPromise<StoredSession | null>(async () => null),
    loadProfile: fromPromise<Profile>(async () => {
      throw new Error('loadProfile is provided by the app');
    }),
    /** Trades the refresh token for new tokens (the server rotates the refresh token). */
    refreshSession: fromPromise<StoredSession, StoredSession>(async () => {
      throw new Error('refreshSession is provided by the app');
    }),
    logout: fromPromise<void>(async () => undefined),
    /** Listens to the other tabs and to visibility; sends SESSION_CHANGED and VISIBLE. */
    tabSync: fromCallback<SessionEvent>(() => () => {}),
  },
  actions: {
    /** Keeps the session for the next page load and tells the other tabs (provided by the app). */
    storeSession: (_, _session: StoredSession) => {},
    clearStoredSession: () => {},
    /** Sets the user's location after sign-in (provided by the app). */
    rememberLocation: (_, _locId: string) => {},
    warnProfileFailure: (_, _error: unknown) => {},
  },
  delays: {
    /** When to refresh the access token; the app computes it from the token's expiry. */
    tokenRefresh: 600_000,
  },
  guards: {
    hasSession: (_, session: StoredSession | null) => session !== null,
    isOtherUser: ({ context }, session: StoredSession) => session.userId !== context.session?.userId,
    isNewSession: ({ context }, session: StoredSession | null) =>
      session !== null && session.accessToken !== context.session?.accessToken,
  },
}).createMachine({
  id: 'session',
  context: { ...ENDED, signOutReason: null },
  invoke: { id: 'tabSync', src: 'tabSync' },
  initial: 'checking',
  states: {
    checking: {
      invoke: {
        id: 'restoreSession',
        src: 'restoreSession',
        onDone: [
          {
            guard: { type: 'hasSession', params: ({ event }) => event.output },
            target: 'loadingProfile',
            actions: assign({ session: ({ event }) => event.output }),
          },
          { target: 'signedOut' },
        ],
        onError: { target: 'signedOut' },
      },
    },
    signedOut: {
      on: {
        SESSION_STARTED: {
          target: 'loadingProfile',
          actions: [
            assign({ session: ({ event }) => event.session, signOutReason: null }),
            { type: 'rememberLocation', params: ({ event }) => event.session.locId },
            { type: 'storeSession', params: ({ event }) => event.session },
          ],
        },
        // Another tab signed in: join its session.
        SESSION_CHANGED: {
          guard: { type: 'hasSession', params: ({ event }) => event.session },
          target: 'loadingProfile',
          actions: assign({ session: ({ event }) => event.session, signOutReason: null }),
        },
      },
    },
    loadingProfile: {
      tags: ['busy'],
      on: {
        // The profile call answered "under maintenance" (subCode 8000): a sign-in, or a session
        // restored at page load, goes to the maintenance page at once instead of the form.
        MAINTENANCE: {
          target: 'signedOut',
          actions: [
            'clearStoredSession',
            assign({ ...ENDED, signOutReason: 'maintenance' }),
            emit(({ event }) => navigateTo(maintenancePath(event.time), { replace: true })),
          ],
        },
      },
      invoke: {
        id: 'loadProfile',
        src: 'loadProfile',
        onDone: { target: 'signedIn', actions: assign({ profile: ({ event }) => event.output }) },
        onError: {
          // Only a warning: the sign-in form simply stays (spec 01 §4 "Authentication").
          target: 'signedOut',
          actions: [
            { type: 'warnProfileFailure', params: ({ event }: { event: { error: unknown } }) => event.error },
            'clearStoredSession',
            assign({ ...ENDED, signOutReason: 'profileFailed' }),
          ],
        },
      },
    },
    signedIn: {
      initial: 'active',
      states: {
        active: {
          after: { tokenRefresh: 'refreshing' },
          on: { VISIBLE: 'revalidating' },
        },
        refreshing: {
          invoke: {
            id: 'refreshSession',
            src: 'refreshSession',
            input: ({ context }) => context.session!,
            onDone: {
              target: 'active',
              actions: [
                assign({ session: ({ event }) => event.output }),
                { type: 'storeSession', params: ({ event }) => event.output },
              ],
            },
            // The access token may still be good, and another tab may have rotated the refresh
            // token first (its SESSION_CHANGED brings the new one); a real 401 ends the session.
            onError: { target: 'active' },
          },
        },
        revalidating: {
          invoke: {
            id: 'loadProfile',
            src: 'loadProfile',
            onDone: { target: 'active', actions: assign({ profile: ({ event }) => event.output }) },
            onError: { target: 'active' },
          },
        },
      },
      on: {
        LOGOUT: { target: 'signingOut' },
        UNAUTHORIZED: {
          target: 'signedOut',
          actions: [
            'clearStoredSession',
            assign({ ...ENDED, signOutReason: 'unauthorized' }),
            emit(navigateTo(loginPath({ Msg: SESSION_ERROR_MESSAGE }), { replace: true })),
          ],
        },
        MAINTENANCE: {
          target: 'signedOut',
          actions: [
            'clearStoredSession',
            assign({ ...ENDED, signOutReason: 'maintenance' }),
            emit(({ event }) => navigateTo(maintenancePath(event.time), { replace: true })),
          ],
        },
        TERMS_ACCEPTED: {
          actions: [
            assign({ session: ({ context }) => ({ ...context.session!, termsAccepted: true }) }),
            { type: 'storeSession', params: ({ context }) => context.session! },
          ],
        },
        SESSION_CHANGED: [
          {
            // Another tab signed out.
            guard: ({ event }) => event.session === null,
            target: 'signedOut',
            actions: [assign({ ...ENDED, signOutReason: 'otherTab' }), emit(navigateTo(loginPath(), { replace: true }))],
          },
          {
            // Another tab signed in as someone else: that user's profile is needed.
            guard: { type: 'isOtherUser', params: ({ event }) => event.session! },
            target: 'loadingProfile',
            actions: assign({ session: ({ event }) => event.session, profile: null }),
          },
          {
            // Refreshed tokens or accepted terms from another tab; the refresh timer starts again.
            guard: { type: 'isNewSession', params: ({ event }) => event.session },
            target: '.active',
            reenter: true,
            actions: assign({ session: ({ event }) => event.session }),
          },
          { actions: assign({ session: ({ event }) => event.session }) },
        ],
      },
    },
    signingOut: {
      tags: ['busy'],
      invoke: {
        id: 'logout',
        src: 'logout',
        // Signed out locally whatever the server says: the user asked to leave.
        onDone: { target: 'signedOut' },
        onError: { target: 'signedOut' },
      },
      exit: ['clearStoredSession', assign({ ...ENDED, signOutReason: 'logout' }), emit(navigateTo(loginPath(), { replace: true }))],
    },
  },
});
