import { assign, fromPromise, setup } from 'xstate';
import type { Profile } from '../src/api/schemas/profile.ts';
import type { Credentials } from '../src/api/services/auth.ts';
import { errorText } from './errorText.ts';

/** What survives a page load: the tokens and who they belong to (never the password). */
export interface StoredSession {
  accessToken: string;
  refreshToken?: string;
  /** Epoch milliseconds when the access token expires. */
  expiresAt: number;
  userId: string;
  locId: string;
}

/** What a successful token request gives the machine; the edge turns `expires_in` into `expiresAt`. */
export interface IssuedSession {
  session: StoredSession;
  /** The server demands a password change before anything else (spec 01 §4 step 3). */
  updatePassword: boolean;
}

export type SignOutReason = 'logout' | 'unauthorized' | 'profileFailed';

export interface SessionContext {
  session: StoredSession | null;
  profile: Profile | null;
  /** Why the last session ended; the sign-in page words it. */
  signOutReason: SignOutReason | null;
  /** Text of the last failed sign-in. */
  errorMessage: string | null;
}

export type SessionEvent =
  | { type: 'SIGN_IN'; credentials: Credentials }
  | { type: 'LOGOUT' }
  /** Any API call answered 401; many at once still end the session once. */
  | { type: 'UNAUTHORIZED' };

const EMPTY: Pick<SessionContext, 'session' | 'profile'> = { session: null, profile: null };

/**
 * Authentication (spec 01 §4): checking -> signed out | signed in. Signed in needs a token and a
 * loaded profile. The session ends on logout or on any 401. A profile that fails to load only
 * logs a warning and leaves the user signed out.
 */
export const sessionMachine = setup({
  types: {
    context: {} as SessionContext,
    events: {} as SessionEvent,
  },
  actors: {
    /** Reads the stored session of this browser, if any. */
    restoreSession: fromPromise<StoredSession | null>(async () => null),
    requestToken: fromPromise<IssuedSession, Credentials>(async () => {
      throw new Error('requestToken is provided by the app');
    }),
    loadProfile: fromPromise<Profile>(async () => {
      throw new Error('loadProfile is provided by the app');
    }),
    logout: fromPromise<void>(async () => undefined),
  },
  actions: {
    /** Keeps the session for the next page load (provided by the app). */
    storeSession: (_, _session: StoredSession) => {},
    clearStoredSession: () => {},
    /** Sets the user's location after sign-in (provided by the app). */
    rememberLocation: (_, _locId: string) => {},
    warnProfileFailure: (_, _error: unknown) => {},
  },
  guards: {
    hasStoredSession: (_, session: StoredSession | null) => session !== null,
  },
}).createMachine({
  id: 'session',
  context: { ...EMPTY, signOutReason: null, errorMessage: null },
  initial: 'checking',
  states: {
    checking: {
      invoke: {
        id: 'restoreSession',
        src: 'restoreSession',
        onDone: [
          {
            guard: { type: 'hasStoredSession', params: ({ event }) => event.output },
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
        SIGN_IN: { target: 'signingIn' },
      },
    },
    signingIn: {
      tags: ['busy'],
      entry: assign({ errorMessage: null, signOutReason: null }),
      invoke: {
        id: 'requestToken',
        src: 'requestToken',
        input: ({ event }) => (event as Extract<SessionEvent, { type: 'SIGN_IN' }>).credentials,
        onDone: {
          target: 'loadingProfile',
          actions: [
            assign({ session: ({ event }) => event.output.session }),
            { type: 'rememberLocation', params: ({ event }) => event.output.session.locId },
            { type: 'storeSession', params: ({ event }) => event.output.session },
          ],
        },
        onError: {
          target: 'signedOut',
          actions: assign({ errorMessage: ({ event }) => errorText(event.error) }),
        },
      },
    },
    loadingProfile: {
      tags: ['busy'],
      invoke: {
        id: 'loadProfile',
        src: 'loadProfile',
        onDone: { target: 'signedIn', actions: assign({ profile: ({ event }) => event.output }) },
        onError: {
          target: 'signedOut',
          actions: [
            { type: 'warnProfileFailure', params: ({ event }: { event: { error: unknown } }) => event.error },
            'clearStoredSession',
            assign({ ...EMPTY, signOutReason: 'profileFailed' }),
          ],
        },
      },
    },
    signedIn: {
      on: {
        LOGOUT: { target: 'signingOut' },
        UNAUTHORIZED: {
          target: 'signedOut',
          actions: ['clearStoredSession', assign({ ...EMPTY, signOutReason: 'unauthorized' })],
        },
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
      exit: ['clearStoredSession', assign({ ...EMPTY, signOutReason: 'logout' })],
    },
  },
});
