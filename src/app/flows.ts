import { fromPromise, waitFor, type ActorOptions, type ActorRefFrom, type AnyActorLogic } from 'xstate';
import { captchaMachine } from '../../machines/captcha.machine.ts';
import { signInMachine, type IssuedSession, type StartedSession } from '../../machines/signIn.machine.ts';
import { formMachine, type FormSaveInput } from '../../machines/form.machine.ts';
import { termsMachine } from '../../machines/terms.machine.ts';
import type { sessionMachine, StoredSession } from '../../machines/session.machine.ts';
import type { ApiClient } from '../api/client.ts';
import { loadPublicCalls } from '../api/deferredApi.ts';
import { SessionEndedForMaintenance } from '../../machines/rules/maintenance.ts';
import type { Credentials } from '../../contract/auth.ts';
import type { RuntimeConfig } from '../api/runtimeConfig.ts';
import { expiryOf } from './createAppActor.ts';
import { getLocId } from './currentLocation.ts';
import { passwordUpdateOf } from '../views/changePassword/passwordUpdate.ts';
import { appDownloadsFlow } from '../views/login/appDownloadsFlow.ts';
import type { SignedInFlows } from './signedInFlows.ts';

export type SessionActor = ActorRefFrom<typeof sessionMachine>;

export type FlowActorOptions = Pick<ActorOptions<AnyActorLogic>, 'inspect' | 'clock'>;

/**
 * The flows of the pages a signed-out visitor sees (sign-in, Update Password, terms), with their
 * real actors, made once per app: views start them with useActorRef. The signed-in area's flows
 * (src/app/signedInFlows.ts) are made from `edge` when its code loads (SignedInFlowsGate), so the
 * sign-in page downloads none of their machines. Tests make the whole set with stubbed actors.
 */
export function createFlows(
  api: ApiClient,
  config: RuntimeConfig,
  session: () => SessionActor,
  actorOptions: FlowActorOptions = {},
) {
  const captcha = captchaMachine.provide({ actors: { fetchCaptcha: fromPromise(async () => (await loadPublicCalls()).fetchCaptcha(api)) } });
  return {
    /** What the signed-in area's flows are made from, once its code is loaded. */
    edge: { api, session },
    /** Options every page actor starts with: the inspector in development, a clock in tests. */
    actorOptions,
    /** Captcha on from the start: the build setting (VITE_CAPTCHA=on) or the runtime flag. */
    captchaEnabled: import.meta.env.VITE_CAPTCHA === 'on' || config.captchaEnabled,
    /** The new layout (spec 02 §9, off by default): the build setting (VITE_NEW_LAYOUT=on) or the runtime flag. */
    newLayout: import.meta.env.VITE_NEW_LAYOUT === 'on' || config.newLayout,

    signIn: signInMachine.provide({
      actors: {
        captcha,
        requestToken: fromPromise<IssuedSession, Credentials>(async ({ input }) => {
          const token = await (await loadPublicCalls()).requestToken(api, input);
          // A demanded password change comes with no tokens: the server opened no session.
          if (token.updatePassword) return { updatePassword: true, userId: token.user.UserId };
          return {
            updatePassword: false,
            session: {
              accessToken: token.access_token,
              refreshToken: token.refresh_token,
              expiresAt: expiryOf(token.expires_in),
              userId: token.user.UserId,
              locId: token.user.LocId,
              termsAccepted: false,
            },
          };
        }),
        startSession: fromPromise<StartedSession, StoredSession>(async ({ input }) => {
          const actor = session();
          actor.send({ type: 'SESSION_STARTED', session: input });
          const settled = await waitFor(actor, (s) => s.matches('signedIn') || s.matches('signedOut'));
          if (settled.context.signOutReason === 'maintenance') throw new SessionEndedForMaintenance();
          if (!settled.matches('signedIn')) throw new Error('The session could not start');
          return { termsAccepted: settled.context.session?.termsAccepted ?? false, locId: getLocId() };
        }),
      },
    }),

    /** Update Password at sign-in: the form machine with PUT update-password, and its captcha. */
    passwordChange: {
      form: formMachine.provide({
        actors: { save: fromPromise<unknown, FormSaveInput>(async ({ input }) =>
            (await loadPublicCalls()).updatePassword(api, passwordUpdateOf(input.values)),
          ) },
      }),
      captcha,
    },

    terms: termsMachine.provide({
      actors: {
        acceptTerms: fromPromise(async () => {
          await (await loadPublicCalls()).acceptTerms(api);
          session().send({ type: 'TERMS_ACCEPTED' });
          return { locId: getLocId() };
        }),
      },
      actions: { signOut: () => session().send({ type: 'LOGOUT' }) },
    }),

    /** The sign-in screen's download links (spec 02 §2.10), from the call that needs no token. */
    home: { appDownloads: appDownloadsFlow(api) },
  };
}

/** The flows of the signed-out pages: what the app starts with. */
export type PublicFlows = Omit<ReturnType<typeof createFlows>, 'edge'> & { edge?: ReturnType<typeof createFlows>['edge'] };
/** Every flow: the signed-out pages' and the signed-in area's (tests give them all at once). */
export type Flows = PublicFlows & SignedInFlows;
