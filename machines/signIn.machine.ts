import { assign, emit, enqueueActions, fromPromise, sendTo, setup } from 'xstate';
import type { Credentials } from '../contract/auth.ts';
import { captchaMachine, captchaReloading, captchaSatisfied, captchaStatus, type CaptchaStatus } from './captcha.machine.ts';
import type { StoredSession } from './session.machine.ts';
import { afterSignIn, navigateTo, type NavigateEvent } from './rules/navigation.ts';
import { signInFailure, type SignInMessage } from './rules/signInMessages.ts';
import { maintenancePath, maintenanceTimeOf, SessionEndedForMaintenance } from './rules/maintenance.ts';

/**
 * What a successful token request gives: the session to start, or, when the server demands a
 * password change before anything else (spec 01 §4 step 3), only the user id: no session at all.
 */
export type IssuedSession = { updatePassword: false; session: StoredSession } | { updatePassword: true; userId: string };

/** The user id of a token request's answer (the LoginId of the password change). */
const userIdOf = (issued: IssuedSession) => (issued.updatePassword ? issued.userId : issued.session.userId);

/** The session to start; startingSession is entered only when no password change was demanded (the guard). */
function sessionOf(issued: IssuedSession): StoredSession {
  if (issued.updatePassword) throw new Error('A demanded password change starts no session');
  return issued.session;
}

/** What the session machine reports once the session has started (profile loaded). */
export interface StartedSession {
  termsAccepted: boolean;
  locId: string;
}

export interface SignInInput {
  /** Captcha on from the start: the build setting or the runtime flag. */
  captchaEnabled: boolean;
  /** `returnUrl` of the page: where to go after success (followed only when it is a safe path). */
  returnUrl: string | null;
  /** `Msg` of the page: an error banner text. */
  message: string | null;
  /** `MsgSuccess` of the page: a success banner text. */
  successMessage: string | null;
}

export interface SignInContext {
  userId: string;
  password: string;
  returnUrl: string | null;
  message: SignInMessage | null;
  /** What the captcha child last reported (it runs as the invoked actor `captcha`). */
  captcha: CaptchaStatus;
  captchaEnabled: boolean;
}

export type SignInEvent =
  | { type: 'CHANGE_USER_ID'; value: string }
  | { type: 'CHANGE_PASSWORD'; value: string }
  | { type: 'SUBMIT' }
  /** A server message carried the s.cr or s.ec flag: demand a captcha. */
  | { type: 'CAPTCHA_DEMANDED' };

/**
 * The sign-in form (spec 01 §2, §4 "Sign-in"): idle -> submitting -> success | failure. Success
 * with updatePassword goes to the password change; otherwise the session starts and the flow goes
 * to /terms, the return url or home. Failures show their message and reload a shown captcha; a
 * maintenance answer (subCode 8000) goes to the maintenance page instead.
 */
export const signInMachine = setup({
  types: {
    context: {} as SignInContext,
    events: {} as SignInEvent,
    input: {} as SignInInput,
    emitted: {} as NavigateEvent,
  },
  actors: {
    captcha: captchaMachine,
    requestToken: fromPromise<IssuedSession, Credentials>(async () => {
      throw new Error('requestToken is provided by the app');
    }),
    /** Hands the tokens to the session machine and resolves once the profile is loaded. */
    startSession: fromPromise<StartedSession, StoredSession>(async () => {
      throw new Error('startSession is provided by the app');
    }),
  },
  guards: {
    canSubmit: ({ context }) => context.userId.trim() !== '' && context.password !== '' && captchaSatisfied(context.captcha),
    mustChangePassword: (_, issued: IssuedSession) => issued.updatePassword,
    /** The server answered subCode 8000 with a time (spec 01 §8): no sign-in during maintenance. */
    isMaintenance: (_, error: unknown) => maintenanceTimeOf(error) !== null,
    /** The session started, but its profile call answered "under maintenance". */
    sessionEndedForMaintenance: (_, error: unknown) => error instanceof SessionEndedForMaintenance,
  },
}).createMachine({
  id: 'signIn',
  context: ({ input }) => ({
    userId: '',
    password: '',
    returnUrl: input.returnUrl,
    // One message at a time: an error banner from the URL wins over a success banner.
    message: input.message
      ? { kind: 'error', text: input.message }
      : input.successMessage
        ? { kind: 'success', text: input.successMessage }
        : null,
    captcha: { shown: input.captchaEnabled, ready: false, answer: '', token: null },
    captchaEnabled: input.captchaEnabled,
  }),
  invoke: {
    id: 'captcha',
    src: 'captcha',
    input: ({ context }) => ({ enabled: context.captchaEnabled }),
    onSnapshot: { actions: assign({ captcha: ({ event }) => captchaStatus(event.snapshot) }) },
  },
  initial: 'idle',
  states: {
    // The form can be edited only here: while a sign-in is under way its inputs are disabled.
    idle: {
      on: {
        CHANGE_USER_ID: { actions: assign({ userId: ({ event }) => event.value }) },
        CHANGE_PASSWORD: { actions: assign({ password: ({ event }) => event.value }) },
        CAPTCHA_DEMANDED: {
          actions: [sendTo('captcha', { type: 'SHOW' }), assign({ captcha: ({ context }) => captchaReloading(context.captcha) })],
        },
        SUBMIT: { guard: 'canSubmit', target: 'submitting' },
      },
    },
    submitting: {
      tags: ['busy'],
      invoke: {
        id: 'requestToken',
        src: 'requestToken',
        input: ({ context }) => ({
          userId: context.userId.trim(),
          password: context.password,
          captchaAnswer: context.captcha.shown ? context.captcha.answer : undefined,
          captchaToken: context.captcha.shown ? (context.captcha.token ?? undefined) : undefined,
        }),
        onDone: [
          {
            guard: { type: 'mustChangePassword', params: ({ event }) => event.output },
            target: 'passwordUpdateRequired',
            // Signed out locally: the tokens are dropped, the password change comes first.
            actions: emit(({ event }) => navigateTo(`/change-password?LoginId=${encodeURIComponent(userIdOf(event.output))}`)),
          },
          { target: 'startingSession' },
        ],
        onError: [
          {
            // Outside a signed-in session too, a maintenance answer goes to /maintenance?t= at once.
            guard: { type: 'isMaintenance', params: ({ event }: { event: { error: unknown } }) => event.error },
            target: 'underMaintenance',
            actions: emit(({ event }) => navigateTo(maintenancePath(maintenanceTimeOf(event.error) ?? ''), { replace: true })),
          },
          {
            target: 'idle',
            actions: enqueueActions(({ context, event, enqueue }) => {
              const failure = signInFailure(event.error);
              enqueue.assign({ message: failure.message, password: '' });
              // captchaRequired switches the captcha on; a shown captcha's answer is spent either way.
              if (failure.captchaRequired || context.captcha.shown) {
                enqueue.sendTo('captcha', { type: 'SHOW' });
                enqueue.assign({ captcha: captchaReloading(context.captcha) });
              }
            }),
          },
        ],
      },
    },
    startingSession: {
      tags: ['busy'],
      invoke: {
        id: 'startSession',
        src: 'startSession',
        input: ({ event }) => sessionOf((event as unknown as { output: IssuedSession }).output),
        onDone: {
          target: 'signedIn',
          actions: emit(({ context, event }) =>
            navigateTo(afterSignIn(event.output.termsAccepted, event.output.locId, context.returnUrl), { replace: true }),
          ),
        },
        onError: [
          // The session machine went to /maintenance?t= already (its MAINTENANCE): the flow ends there.
          { guard: { type: 'sessionEndedForMaintenance', params: ({ event }: { event: { error: unknown } }) => event.error }, target: 'underMaintenance' },
          // The profile could not be loaded: the session machine logged a warning; the form stays.
          { target: 'idle' },
        ],
      },
    },
    passwordUpdateRequired: { type: 'final' },
    /** The site is under maintenance: the maintenance page is on its way. */
    underMaintenance: { type: 'final' },
    signedIn: { type: 'final' },
  },
});
